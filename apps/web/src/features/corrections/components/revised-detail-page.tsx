import { useState } from 'react';
import { App, Button, Card, Flex, Popconfirm, Result, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CORRECTION_STATE_LABELS,
  CorrectionBookStatus,
  CorrectionState,
  QuestionType,
  correctionBookStatusLabel,
  type TCorrectionStudent,
  type TRevisionItem,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useCorrectionBookDetail } from '../api/get-correction-book-detail';
import { useCreateCorrection } from '../api/create-correction';
import { useEndCorrection } from '../api/end-correction';
import { useMarkCorrection } from '../api/mark-correction';
import { StateTag } from './state-tag';

const ALL = -1;
const FILTERS = [CorrectionState.NotSubmitted, CorrectionState.Corrected, CorrectionState.WrongAgain, CorrectionState.AwaitingMark];

function ItemVerdict({ item }: { item: TRevisionItem }) {
  if (item.answer === null) return <Tag>第{item.th}题 未订正</Tag>;
  if (item.isCorrect === true) return <Tag color="green">第{item.th}题 正确</Tag>;
  if (item.isCorrect === false) return <Tag color="red">第{item.th}题 有误</Tag>;
  return <Tag color="blue">第{item.th}题 待批阅</Tag>;
}

/** The corrected questions of one student, with 已订正 / 未订正 on the subjective ones. */
function StudentItems({ student, workGuid, canMark }: { student: TCorrectionStudent; workGuid: string; canMark: boolean }) {
  const mark = useMarkCorrection();
  const { message } = App.useApp();
  const onMark = (th: number, isCorrect: boolean) =>
    mark.mutate({ workGuid, studentGuid: student.studentGuid, th, isCorrect }, { onSuccess: () => void message.success('批阅成功') });
  return (
    <Flex vertical gap="small">
      {student.items.map((i) => (
        <Flex key={i.th} gap="middle" align="center" wrap>
          <ItemVerdict item={i} />
          <Typography.Text>原答案：{i.firstAnswer || '未作答'}（{i.firstScore}/{i.fullScore}分）</Typography.Text>
          <Typography.Text>订正答案：{i.answer ?? '—'}</Typography.Text>
          {i.images.map((f) => <a key={f.fileKey} href={f.filePath} target="_blank" rel="noreferrer">图片</a>)}
          {canMark && i.type === QuestionType.Subjective && i.answer !== null && (
            <Space>
              <Button size="small" type={i.isCorrect === true ? 'primary' : 'default'} aria-label={`${student.name}第${i.th}题已订正`} onClick={() => onMark(i.th, true)}>已订正</Button>
              <Button size="small" danger={i.isCorrect === false} aria-label={`${student.name}第${i.th}题未订正`} onClick={() => onMark(i.th, false)}>未订正</Button>
            </Space>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** 订正详情 (/jobManager/revised-detail?workGuid=): who has corrected, who not, who corrected wrongly again. */
export function RevisedDetailPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const workGuid = params.get('workGuid') ?? '';
  const classGuid = params.get('classGuid') ?? undefined;
  const [filter, setFilter] = useState<number>(ALL);
  const detail = useCorrectionBookDetail(workGuid, classGuid);
  const create = useCreateCorrection();
  const end = useEndCorrection();

  if (!workGuid) return <Result status="warning" title="缺少作业参数" extra={<Button onClick={() => navigate(paths.boardRevisedDetail.path)}>订正看板</Button>} />;
  if (detail.isPending) return <CenteredSpin />;
  if (detail.error) {
    return (
      <Result
        status="info"
        title="该作业尚未布置订正"
        subTitle="作业结束并批阅后，可让学生订正各自失分的题目：客观题由系统判定，主观题由老师批阅。"
        extra={
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() => create.mutate({ workGuid }, { onSuccess: (d) => void message.success(`已布置订正：${d.studentTotal}名学生，共${d.itemTotal}道题`) })}
          >
            布置订正
          </Button>
        }
      />
    );
  }
  const data = detail.data;
  const isOpen = data.Status === CorrectionBookStatus.InProgress;
  const count = (s: number) => data.students.filter((x) => x.state === s).length;
  const shown = filter === ALL ? data.students : data.students.filter((s) => s.state === filter);

  return (
    <Card
      title={`订正详情：${data.workName}`}
      extra={
        <Space>
          <Tag color={isOpen ? 'processing' : 'default'}>{correctionBookStatusLabel(data.Status)}</Tag>
          {isOpen && (
            <Popconfirm title="结束后学生不能再提交订正，确定结束？" onConfirm={() => end.mutate({ workGuid }, { onSuccess: () => void message.success('订正已结束') })}>
              <Button>结束订正</Button>
            </Popconfirm>
          )}
          <Button onClick={() => navigate(paths.boardRevisedDetail.path)}>订正看板</Button>
        </Space>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="middle" wrap align="center">
          <Select
            aria-label="班级"
            style={{ width: 180 }}
            value={classGuid ?? ''}
            onChange={(v) => setParams(v ? { workGuid, classGuid: v } : { workGuid })}
            options={[{ value: '', label: '全部班级' }, ...data.classes.map((c) => ({ value: c.classGuid, label: c.className }))]}
          />
          <Segmented<number>
            value={filter}
            onChange={setFilter}
            options={[
              { value: ALL, label: `全部（${data.students.length}）` },
              ...FILTERS.map((s) => ({ value: s, label: `${CORRECTION_STATE_LABELS[s]}（${count(s)}）` })),
            ]}
          />
        </Flex>
        <Table<TCorrectionStudent>
          rowKey="studentGuid"
          dataSource={shown}
          pagination={false}
          scroll={{ y: 600 }}
          locale={{ emptyText: '暂无数据' }}
          expandable={{ expandedRowRender: (s) => <StudentItems student={s} workGuid={workGuid} canMark={isOpen} />, rowExpandable: (s) => s.items.length > 0 }}
          columns={[
            { title: '姓名', dataIndex: 'name', key: 'name' },
            { title: '学号', dataIndex: 'buddies', key: 'buddies' },
            { title: '班级', dataIndex: 'className', key: 'className' },
            { title: '订正题数', key: 'count', render: (_, s) => s.items.length },
            { title: '订正有误', key: 'wrong', render: (_, s) => s.items.filter((i) => i.isCorrect === false).length },
            { title: '状态', key: 'state', render: (_, s) => <StateTag state={s.state} /> },
            { title: '提交时间', key: 'submittedAt', render: (_, s) => (s.submittedAt ? new Date(s.submittedAt).toLocaleString('zh-CN', { hour12: false }) : '--') },
          ]}
        />
      </Flex>
    </Card>
  );
}
