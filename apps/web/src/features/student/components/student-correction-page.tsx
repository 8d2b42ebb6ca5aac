import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Result, Typography, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { QuestionType, type TStudentCorrection } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useStudentCorrection, useSubmitCorrection } from '../api/corrections';
import { ChoiceBubbles } from './choice-bubbles';
import { QuestionContent } from './question-content';
import { CorrectionStateTag, VerdictTag } from './correction-labels';
import { StudentShell } from './student-shell';

type Question = TStudentCorrection['questions'][number];

const typeName = (type: number) => (type === QuestionType.Single ? '单选题' : type === QuestionType.Multiple ? '多选题' : '主观题');

/** /student/correction/:workGuid: the student redoes the questions they lost and submits the corrections. */
export function StudentCorrectionPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { workGuid = '' } = useParams();
  const correction = useStudentCorrection(workGuid);
  const submit = useSubmitCorrection(workGuid);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const back = (
    <Button type="text" aria-label="返回作业列表" icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.student.works.path)} style={{ color: token.colorTextLightSolid }} />
  );

  const open = (q: Question) => q.isCorrect !== true && !correction.data?.isEnded;
  const onSubmit = () => {
    const data = correction.data!;
    const answers = data.questions.filter(open).map((q) => ({ th: q.th, answer: drafts[q.th] ?? '' })).filter((a) => a.answer.trim() !== '');
    if (answers.length === 0) return setError('请至少订正一道题再提交');
    setError(null);
    submit.mutate({ workGuid, answers }, {
      onSuccess: () => setDrafts({}),
      onError: (e) => setError(e.message),
    });
  };

  return (
    <StudentShell title="订正" extra={back}>
      {() => {
        if (correction.isPending) return <CenteredSpin />;
        if (correction.error) {
          return <Result status="404" title={correction.error.message || '订正任务不存在'} extra={<Button onClick={() => navigate(paths.student.works.path)}>返回作业列表</Button>} />;
        }
        const data = correction.data;
        return (
          <Flex vertical gap={token.marginSM}>
            <Flex align="center" justify="space-between" gap={token.marginXS}>
              <Typography.Title level={5} style={{ margin: 0 }}>{data.workName}</Typography.Title>
              <CorrectionStateTag state={data.state} />
            </Flex>
            <Typography.Text type="secondary">共 {data.questions.length} 道需要订正的题{data.isEnded ? '，订正已结束' : ''}</Typography.Text>
            {data.questions.map((q) => (
              <Card key={q.th} size="small" title={`第${q.th}题 · ${typeName(q.type)}（${q.fullScore}分）`} extra={<VerdictTag answer={q.answer} isCorrect={q.isCorrect} />}>
                <Flex vertical gap={token.marginXS}>
                  {q.content && <QuestionContent content={q.content} />}
                  <Typography.Text>
                    我的答案：{q.firstAnswer || '未作答'}（得 {q.firstScore} 分）
                  </Typography.Text>
                  {q.answerKey && <Typography.Text type="success">正确答案：{q.answerKey}</Typography.Text>}
                  {q.answer !== null && <Typography.Text>订正答案：{q.answer}</Typography.Text>}
                  {open(q) && (
                    q.type === QuestionType.Subjective ? (
                      <Input.TextArea
                        aria-label={`第${q.th}题订正答案`}
                        rows={3}
                        maxLength={2000}
                        value={drafts[q.th] ?? ''}
                        onChange={(e) => setDrafts({ ...drafts, [q.th]: e.target.value })}
                        placeholder="写下订正后的解答"
                      />
                    ) : (
                      <ChoiceBubbles th={q.th} type={q.type} optionCount={q.optionCount} value={drafts[q.th] ?? ''} onChange={(v) => setDrafts({ ...drafts, [q.th]: v })} />
                    )
                  )}
                </Flex>
              </Card>
            ))}
            {error && <Alert type="error" showIcon title={error} />}
            {data.canSubmit && (
              <Button type="primary" size="large" block loading={submit.isPending} onClick={onSubmit}>
                提交订正
              </Button>
            )}
          </Flex>
        );
      }}
    </StudentShell>
  );
}
