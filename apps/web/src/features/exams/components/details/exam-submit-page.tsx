import { App, Breadcrumb, Button, Card, Empty, Flex, Result, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useCurrentUser } from '@/features/auth';
import { useSubmitStatus, type SubmitKind } from '../../api/get-submit-status';

const UUID = /^[0-9a-f-]{36}$/i;

const WORDS = {
  exam: { noun: '考试', detail: '考试详情', late: '延时提交' },
  homework: { noun: '作业', detail: '作业详情', late: '迟交' },
} as const;

/** The text to paste into a class chat: who has not handed in yet. */
export function reminderText(className: string, names: readonly string[], kind: SubmitKind = 'exam'): string {
  return `${className}以下同学还未提交${WORDS[kind].noun}，请尽快提交：${names.join('、')}`;
}

/** 考试提交情况 (/jobManager/exam-submit?workGuid): per class who submitted, who handed in late, who has not, with a reminder to copy. */
export function ExamSubmitPage() {
  return <SubmitStatusPage kind="exam" />;
}

/** 作业提交情况 (/jobManager/job-submit?workGuid): the same for a homework; late means handed in after its end time. */
export function JobSubmitPage() {
  return <SubmitStatusPage kind="homework" />;
}

function SubmitStatusPage({ kind }: { kind: SubmitKind }) {
  const [params] = useSearchParams();
  const workGuid = UUID.test(params.get('workGuid') ?? '') ? params.get('workGuid')! : null;
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const status = useSubmitStatus(workGuid ?? '', school.ru, kind);
  const words = WORDS[kind];
  if (!workGuid) return <Result status="warning" title={`缺少${words.noun}参数`} extra={<Button onClick={() => navigate(paths.jobManager.job.getHref())}>返回列表</Button>} />;
  if (status.isError) return <Result status="warning" title={status.error.message || '加载失败'} extra={<Button onClick={() => navigate(paths.jobManager.job.getHref())}>返回列表</Button>} />;
  if (!status.data) return <CenteredSpin />;
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(() => void message.success('已复制'), () => void message.warning('复制失败，请手动选择文字复制'));

  return (
    <Flex vertical gap="middle">
      <Breadcrumb items={[
        { title: <Link to={paths.jobManager.job.getHref()}>作业列表</Link> },
        { title: <Link to={kind === 'exam' ? paths.jobManager.examDetails.getHref({ workGuid }) : paths.jobManager.jobDetails.getHref({ workGuid })}>{words.detail}</Link> },
        { title: '提交情况' },
      ]} />
      {status.data.classes.map((c) => (
        <Card key={c.classGuid} size="small" title={`${c.className}（截止 ${dayjs(c.deadline).format('MM-DD HH:mm')}）`}
          extra={c.notSubmitted.length > 0 && <Button size="small" onClick={() => void copy(reminderText(c.className, c.notSubmitted.map((s) => s.name), kind))}>复制提醒名单</Button>}>
          <Flex vertical gap="small">
            <Typography.Text strong>已提交 {c.submitted.length} 人</Typography.Text>
            <Space wrap size={4}>{c.submitted.map((s) => <Tag key={s.buddies} color="green">{s.name}</Tag>)}</Space>
            <Typography.Text strong>{words.late} {c.late.length} 人</Typography.Text>
            <Space wrap size={4}>{c.late.map((s) => <Tag key={s.buddies} color="orange" title={dayjs(s.submittedAt).format('HH:mm:ss')}>{s.name}</Tag>)}</Space>
            <Typography.Text strong>未提交 {c.notSubmitted.length} 人</Typography.Text>
            {c.notSubmitted.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="全部已提交" /> : (
              <Space wrap size={4}>{c.notSubmitted.map((s) => <Tag key={s.buddies}>{s.name}</Tag>)}</Space>
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
