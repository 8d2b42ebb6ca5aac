import { useState } from 'react';
import { App, Breadcrumb, Button, Card, Descriptions, Empty, Flex, Popconfirm, Progress, Result, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useCurrentUser } from '@/features/auth';
import { useCommentList } from '../../api/get-comment-list';
import { useExam } from '../../api/get-exam';
import { useSubmitStatus } from '../../api/get-submit-status';
import { useExamQuestions } from '../../api/get-work-question';
import { ExamQuestionTypeLabels } from '../../lib/exam-questions';
import { ReviewerSelect } from './reviewer-select';
import { DoubleMarkingCell } from './double-marking-cell';
import { ReviewerProgress } from './reviewer-progress';
import { TimeExpandModal } from './time-expand-modal';
import { useEndExamNow } from '../../api/update-work-info-status';

const UUID = /^[0-9a-f-]{36}$/i;
const TIME = 'YYYY-MM-DD HH:mm';

/** 阅卷 tab: marked and unmarked subjective answers, and the progress of each subjective question. */
function MarkingTab({ workGuid, ruCode, isCreate }: { workGuid: string; ruCode: string; isCreate: boolean }) {
  const navigate = useNavigate();
  const list = useCommentList(workGuid, ruCode, true);
  if (!list.data) return <CenteredSpin />;
  const d = list.data;
  return (
    <Flex vertical gap="middle">
      <Flex gap="large" wrap align="center">
        <Statistic title="已批改" value={d.commentNumber} suffix="份" />
        <Statistic title="未批改" value={d.noCommentNumber} suffix="份" />
        <Typography.Text type="secondary">也可以在教师手机端批改；主观题的批改进度见下表。</Typography.Text>
        <Button type="primary" onClick={() => navigate(paths.jobManager.marking.getHref({ workGuid }))}>去阅卷</Button>
      </Flex>
      <Table
        size="small"
        rowKey="th"
        pagination={false}
        dataSource={d.list}
        locale={{ emptyText: <Empty description="本场考试没有主观题" /> }}
        columns={[
          { title: '题号', dataIndex: 'th', width: 80, render: (th: number) => `第${th}题` },
          { title: '分值', dataIndex: 'score', width: 80 },
          { title: '已批改', dataIndex: 'marked', width: 90 },
          { title: '未批改', dataIndex: 'unmarked', width: 90 },
          { title: '阅卷老师', key: 'reviewers', render: (_, r) => <ReviewerSelect workGuid={workGuid} ruCode={ruCode} th={r.th} editable={isCreate} /> },
          { title: '阅卷进度', key: 'reviewerProgress', render: (_, r) => <ReviewerProgress workGuid={workGuid} ruCode={ruCode} th={r.th} /> },
          { title: '双评', key: 'double', render: (_, r) => <DoubleMarkingCell workGuid={workGuid} ruCode={ruCode} th={r.th} fullScore={r.score} editable={isCreate} /> },
          {
            title: '进度',
            key: 'progress',
            // A width of its own: the columns before it take what they need, and without one the bar shrank to a dot.
            width: 160,
            render: (_, r) => (
              <Progress aria-label={`第${r.th}题批改进度`} style={{ minWidth: 120, margin: 0 }} size="small"
                percent={r.marked + r.unmarked === 0 ? 0 : Math.round((r.marked / (r.marked + r.unmarked)) * 100)} />
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** 考试题目 tab: the questions, answers and scores. */
function QuestionsTab({ workGuid, ruCode }: { workGuid: string; ruCode: string }) {
  const questions = useExamQuestions(workGuid, ruCode);
  if (!questions.data) return <CenteredSpin />;
  return (
    <Table
      size="small"
      rowKey="th"
      pagination={false}
      dataSource={questions.data.list}
      footer={() => `共 ${questions.data.list.length} 题，总分 ${questions.data.fullScore} 分`}
      columns={[
        { title: '题号', dataIndex: 'th', width: 80 },
        { title: '题型', dataIndex: 'type', width: 90, render: (t: 1 | 2 | 3) => ExamQuestionTypeLabels[t] },
        { title: '选项数', dataIndex: 'option', width: 90, render: (o: number, q) => (q.type === 3 ? '—' : o) },
        { title: '分值', dataIndex: 'score', width: 90 },
        { title: '答案', dataIndex: 'answer', render: (a: string, q) => (q.type === 3 ? <Typography.Text type="secondary">主观题</Typography.Text> : a) },
      ]}
    />
  );
}

/**
 * 考试详情 (/jobManager/exam-details and job-exam-details, query workGuid): breadcrumb 作业列表 > 考试详情; the exam's
 * clock per class with 延长时间; tabs 阅卷 and 考试题目, each loaded when first opened.
 */
export function ExamDetailsPage() {
  const [params] = useSearchParams();
  const workGuid = UUID.test(params.get('workGuid') ?? '') ? params.get('workGuid')! : null;
  const { school } = useCurrentUser();
  const navigate = useNavigate();
  const exam = useExam(workGuid, school.ru);
  const status = useSubmitStatus(workGuid ?? '', school.ru);
  const [tab, setTab] = useState('marking');
  const [expandOpen, setExpandOpen] = useState(false);
  const endNow = useEndExamNow();
  const { message } = App.useApp();

  if (!workGuid) return <Result status="warning" title="缺少考试参数" extra={<Button onClick={() => navigate(paths.jobManager.job.getHref())}>返回列表</Button>} />;
  if (exam.isError) return <Result status="warning" title="考试加载失败" extra={<Button onClick={() => navigate(paths.jobManager.job.getHref())}>返回列表</Button>} />;
  if (!exam.data) return <CenteredSpin />;
  const e = exam.data;
  const classes = status.data?.classes ?? [];
  const now = Date.now();
  const running = Date.parse(e.startTime) <= now && classes.some((c) => Date.parse(c.deadline) >= now);

  return (
    <Flex vertical gap="middle">
      <Breadcrumb items={[{ title: <Link to={paths.jobManager.job.getHref()}>作业列表</Link> }, { title: '考试详情' }]} />
      <Card
        title={<Space>{e.examName}<Tag color="volcano">考试</Tag></Space>}
        extra={
          <Space wrap>
            {e.isCreate && running && <Button onClick={() => setExpandOpen(true)}>延长时间</Button>}
            {e.isCreate && running && (
              <Popconfirm
                title="确定提前收卷？"
                description="所有班级的考试立即结束，学生手机上已作答的内容会自动提交。"
                okText="确定"
                cancelText="取消"
                onConfirm={() => endNow.mutateAsync({ ruCode: school.ru, workInfoGuid: workGuid, status: 2 }).then(() => void message.success('收卷成功'), () => undefined)}
              >
                <Button danger loading={endNow.isPending}>提前收卷</Button>
              </Popconfirm>
            )}
            <Button onClick={() => navigate(paths.jobManager.examSubmit.getHref({ workGuid }))}>提交情况</Button>
            <Button onClick={() => navigate(paths.jobManager.examAnalyze.getHref({ name: e.examName, workInfoGuid: workGuid }))}>考试分析</Button>
            {e.isCreate && <Button onClick={() => navigate(paths.jobManager.examBasic.getHref({ workInfoGuid: workGuid }))}>编辑</Button>}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="科目">{e.km}</Descriptions.Item>
          <Descriptions.Item label="考试号">{e.workCode}</Descriptions.Item>
          <Descriptions.Item label="考试时长">{e.duration}分钟{e.delayTime > 0 ? ` + 延时${e.delayTime}分钟` : ''}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{dayjs(e.startTime).format(TIME)}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{dayjs(e.endTime).format(TIME)}</Descriptions.Item>
        </Descriptions>
        <Table
          size="small"
          rowKey="classGuid"
          pagination={false}
          loading={status.isLoading}
          dataSource={classes}
          columns={[
            { title: '班级', dataIndex: 'className' },
            { title: '截止收卷', dataIndex: 'deadline', render: (d: string) => dayjs(d).format(TIME) },
            { title: '延长', dataIndex: 'extension', render: (m: number) => (m > 0 ? `${m}分钟` : '—') },
            { title: '已交', key: 'in', render: (_, c) => c.submitted.length + c.late.length },
            { title: '未交', key: 'out', render: (_, c) => c.notSubmitted.length },
          ]}
        />
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'marking', label: '阅卷', children: tab === 'marking' ? <MarkingTab workGuid={workGuid} ruCode={school.ru} isCreate={e.isCreate} /> : null },
            { key: 'questions', label: '考试题目', children: tab === 'questions' ? <QuestionsTab workGuid={workGuid} ruCode={school.ru} /> : null },
          ]}
        />
      </Card>
      <TimeExpandModal open={expandOpen} workGuid={workGuid} ruCode={school.ru} classes={classes} onClose={() => setExpandOpen(false)} />
    </Flex>
  );
}
