import { useEffect } from 'react';
import { Button, Card, Descriptions, Flex, Result } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useCurrentUser } from '@/features/auth';
import { useExam } from '../../api/get-exam';
import { examDraftStore } from '../../lib/exam-draft-store';
import { ExamSteps } from './exam-steps';

const UUID = /^[0-9a-f-]{36}$/i;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Exam wizard step 3 (/jobManager/exam-finish?workInfoGuid): 操作成功 and what the students will see. */
export function ExamFinishPage() {
  const [params] = useSearchParams();
  const guid = UUID.test(params.get('workInfoGuid') ?? '') ? params.get('workInfoGuid') : null;
  const { school } = useCurrentUser();
  const exam = useExam(guid, school.ru);
  const navigate = useNavigate();
  // A published exam is not kept as a draft: leaving the wizard starts the next exam afresh (spec 01 §4).
  useEffect(() => {
    if (examDraftStore.get()?.state === 1) examDraftStore.clear();
  }, []);

  const e = exam.data;
  return (
    <Card>
      <ExamSteps />
      <Result
        status="success"
        title="操作成功"
        subTitle={e ? `考试「${e.examName}」已发布，学生在开始时间后即可在手机上作答。` : undefined}
        extra={
          <Flex gap="middle" justify="center" wrap>
            <Button type="primary" onClick={() => navigate(paths.jobManager.job.getHref())}>返回作业列表</Button>
            {guid && <Button onClick={() => navigate(paths.jobManager.examDetails.getHref({ workGuid: guid }))}>查看考试详情</Button>}
            <Button onClick={() => navigate(paths.jobManager.examBasic.getHref())}>再创建一场考试</Button>
          </Flex>
        }
      />
      {exam.isLoading && <CenteredSpin />}
      {e && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ maxWidth: 880, marginInline: 'auto' }}>
          <Descriptions.Item label="考试名称">{e.examName}</Descriptions.Item>
          <Descriptions.Item label="科目">{e.km}</Descriptions.Item>
          <Descriptions.Item label="考试号">{e.workCode ?? '生成中'}</Descriptions.Item>
          <Descriptions.Item label="参考班级">{e.clazzesName}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{dayjs(e.startTime).format(TIME_FORMAT)}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{dayjs(e.endTime).format(TIME_FORMAT)}</Descriptions.Item>
          <Descriptions.Item label="考试时长">
            {e.duration}分钟{e.delayTime > 0 ? ` + 延时${e.delayTime}分钟` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="题目">共 {e.list.length} 题，总分 {e.list.reduce((s, q) => s + q.score, 0)} 分</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
