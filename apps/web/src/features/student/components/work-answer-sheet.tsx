import { useCallback, useState } from 'react';
import { Alert, App, Button, Flex, Result, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { MAX_DURATION_SECONDS, type TStudentMe, type TStudentWorkDetail } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSubmitWork } from '../api/submit-work';
import { answersOf, useAnswerDraft } from '../hooks/use-answer-draft';
import { useAnsweringTime } from '../hooks/use-answering-time';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { useExamSession } from '../hooks/use-exam-session';
import { ExamClockBar } from './exam-clock-bar';
import { QuestionCard } from './question-card';
import { WorkFiles } from '@/components/work-files';
import { StatusTag } from './status-tag';
import { formatTime } from './work-card';

/** A network failure or server error may have been stored: the retry reuses the attempt's requestId, so it is safe. */
const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** The answer sheet of one homework: files, questions, and the 提交 button (again before the end: 重新提交). */
export function WorkAnswerSheet({ work, me }: { work: TStudentWorkDetail; me: TStudentMe }) {
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { draft, setChoice, addImage, removeImage, discard } = useAnswerDraft(work, me.stuGuid);
  const attempt = useSubmitAttempt();
  const submit = useSubmitWork(work.workGuid);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [autoSubmitted, setAutoSubmitted] = useState(false);
  // 用时 counts while the sheet takes answers and is on screen, over every visit (the server adds them up).
  const answeringTime = useAnsweringTime(work.workGuid, work.canSubmit && !justSubmitted);
  const [error, setError] = useState<{ message: string; canRetry: boolean } | null>(null);
  const locked = !work.canSubmit || submit.isPending;
  const submission = work.submission;

  const send = (auto = false) => {
    const answers = answersOf(work, draft);
    const requestId = attempt.requestIdFor(JSON.stringify(answers));
    const durationSeconds = Math.min(answeringTime.takeUnreported(), MAX_DURATION_SECONDS);
    setError(null);
    submit.mutate(
      { workGuid: work.workGuid, requestId, durationSeconds, answers },
      {
        onSuccess: () => {
          attempt.settle();
          discard();
          setAutoSubmitted(auto);
          setJustSubmitted(true);
        },
        onError: (e) => {
          answeringTime.giveBack(durationSeconds);
          setError({ message: e.message || '提交失败，请稍后重试', canRetry: isRetryable(e) });
        },
      },
    );
  };

  // An exam hands the answers in by itself just before the bell (issue 11); the server also submits what it kept.
  const onTimeUp = useCallback(() => send(true), // eslint-disable-next-line react-hooks/exhaustive-deps -- the latest answers are read at the bell
    [draft]);
  const examSession = useExamSession(work, draft, work.canSubmit && !justSubmitted, onTimeUp);

  const confirmAndSend = () => {
    const blank = answersOf(work, draft).filter((a) => a.answer === '' && a.imageKeys.length === 0).length;
    if (blank === 0) return send();
    modal.confirm({ title: `还有${blank}题未作答，确定提交吗？`, okText: '提交', cancelText: '继续作答', onOk: () => send() });
  };

  if (justSubmitted) {
    return (
      <Result
        status="success"
        title={autoSubmitted ? '时间到，已自动交卷' : '提交成功'}
        subTitle={work.canSubmit && !autoSubmitted ? '截止前还可以修改答案后重新提交。' : undefined}
        extra={[
          <Button key="list" type="primary" onClick={() => navigate(paths.student.works.path)}>返回作业列表</Button>,
          <Button key="view" onClick={() => setJustSubmitted(false)}>查看我的答案</Button>,
        ]}
      />
    );
  }

  return (
    <Flex vertical gap={token.marginSM} style={{ paddingBottom: 88 }}>
      {work.exam && examSession.clock && (work.canSubmit || examSession.clock.phase !== 'over') && (
        <ExamClockBar clock={examSession.clock} delay={work.exam.delay} extension={work.exam.extension} save={examSession.save} savedAt={examSession.savedAt} />
      )}
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={4} style={{ margin: 0 }}>{work.name}</Typography.Title>
        <Flex wrap align="center" gap={token.marginXS}>
          <Tag color="blue">{work.km}</Tag>
          {work.exam && <Tag color="volcano">考试</Tag>}
          <StatusTag status={submission?.status ?? 0} state={work.state} />
          <Typography.Text type="secondary">截止 {formatTime(work.endTime)}</Typography.Text>
        </Flex>
        {work.isAnswerVisible && submission?.totalScore != null && (
          <Typography.Text>
            得分 <Typography.Text strong style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }}>{submission.totalScore}</Typography.Text> / {work.fullScore}
          </Typography.Text>
        )}
        {submission && !work.isAnswerVisible && <Typography.Text type="secondary">答案和得分将在老师公布后显示。</Typography.Text>}
      </Flex>
      <WorkFiles files={work.questionFiles} title="题目" />
      <WorkFiles files={work.answerFiles} title="参考答案" />
      {work.questions.map((q) => (
        <QuestionCard
          key={q.th}
          question={q}
          workGuid={work.workGuid}
          answer={draft[q.th]?.answer ?? ''}
          images={draft[q.th]?.images ?? []}
          result={submission?.answers.find((a) => a.th === q.th)}
          isVisible={work.isAnswerVisible}
          disabled={locked || examSession.clock?.phase === 'over'}
          onChoice={(answer) => setChoice(q.th, answer)}
          onAddImage={(image) => addImage(q.th, image)}
          onRemoveImage={(key) => removeImage(q.th, key)}
        />
      ))}
      <Flex
        vertical
        gap={token.marginXS}
        style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 10, padding: token.paddingSM, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}
      >
        <div style={{ width: '100%', maxWidth: 536, margin: '0 auto' }}>
          {error && (
            <Alert type="error" showIcon style={{ marginBottom: token.marginXS }} title={error.canRetry ? `${error.message}，请重试（不会重复提交）` : error.message} />
          )}
          {work.canSubmit ? (
            <Button type="primary" size="large" block loading={submit.isPending} disabled={submit.isPending} onClick={confirmAndSend}>
              {submission ? '重新提交' : '提交'}
            </Button>
          ) : (
            <Alert type={submission ? 'success' : 'warning'} showIcon title={submission ? `已提交：${work.submitBlockedReason}` : work.submitBlockedReason} />
          )}
        </div>
      </Flex>
    </Flex>
  );
}
