import { Alert, Button, Card, Empty, Flex, Result, Space, Tag, Typography, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { QuestionType, type TStudentWorkDetail } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { RichText } from '@/components/rich-text';
import { useStudentWork } from '../api/get-student-work';
import { answerReleaseNotice } from '../lib/answer-release';
import { StudentShell } from './student-shell';
import { QuestionContent } from './question-content';

type Mode = 'answer' | 'read';

const TYPE_NAMES: Record<number, string> = { [QuestionType.Single]: '单选题', [QuestionType.Multiple]: '多选题', [QuestionType.Subjective]: '主观题' };

/** One question: the key, the student's own answer and score; in 答案解读 also the stem and its explanation. */
function AnswerItem({ work, th, mode }: { work: TStudentWorkDetail; th: number; mode: Mode }) {
  const { token } = theme.useToken();
  const q = work.questions.find((x) => x.th === th)!;
  const mine = work.submission?.answers.find((a) => a.th === th);
  const isChoice = q.type !== QuestionType.Subjective;
  const right = isChoice && mine && mine.answer === q.answer;
  return (
    <Card size="small" title={`第${th}题 · ${q.content?.typeName ?? TYPE_NAMES[q.type] ?? '题目'}（${q.score}分）`} role="article" aria-label={`第${th}题`}>
      <Flex vertical gap={token.marginXS}>
        {mode === 'read' && q.content && <QuestionContent content={{ ...q.content, explanation: null }} />}
        <Typography.Text>
          <Typography.Text strong>正确答案：</Typography.Text>
          {q.answer ? q.answer : isChoice ? '—' : '见参考答案'}
        </Typography.Text>
        <Space wrap>
          <Typography.Text>
            <Typography.Text strong>我的答案：</Typography.Text>
            {mine ? mine.answer || (mine.images.length ? '（图片作答）' : '未作答') : '未提交'}
          </Typography.Text>
          {isChoice && mine && <Tag color={right ? 'success' : 'error'}>{right ? '正确' : '错误'}</Tag>}
          {mine?.score != null && <Tag>得分 {mine.score}</Tag>}
        </Space>
        {mode === 'read' && (
          q.content?.explanation ? (
            <Typography.Paragraph style={{ margin: 0 }}>
              <Typography.Text strong>解读：</Typography.Text>
              <RichText html={q.content.explanation} inline />
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">本题暂无文字解读{work.answerFiles.length ? '，请看老师上传的参考答案' : ''}。</Typography.Text>
          )
        )}
      </Flex>
    </Card>
  );
}

/**
 * 答案 (/answer?workGuid=) and 答案解读 (/answerRead?workGuid=), spec 03 §2.1: a homework's answers (with the
 * explanations on 答案解读) for the student, or a parent on the student's phone, once the homework's answer-release
 * setting allows it; before that a notice of when. The server sends the key only when it is published to this student.
 */
export function AnswerPage({ mode }: { mode: Mode }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const work = useStudentWork(workGuid);
  const toWork = () => navigate(workGuid ? paths.student.work.getHref(workGuid) : paths.student.works.path);
  const back = <Button type="text" aria-label="返回作业" icon={<ArrowLeftOutlined />} onClick={toWork} style={{ color: token.colorTextLightSolid }} />;
  const title = mode === 'answer' ? '答案' : '答案解读';

  return (
    <StudentShell title={title} extra={back}>
      {() => {
        if (!workGuid) return <Result status="warning" title="缺少作业参数" extra={<Button onClick={() => navigate(paths.student.works.path)}>返回作业列表</Button>} />;
        if (work.error) return <Result status="404" title={work.error.message || '作业不存在'} extra={<Button onClick={() => navigate(paths.student.works.path)}>返回作业列表</Button>} />;
        if (!work.data) return <CenteredSpin />;
        const w = work.data;
        return (
          <Flex vertical gap={token.marginSM} style={{ padding: token.paddingSM }}>
            <Typography.Title level={5} style={{ margin: 0 }}>{w.name}</Typography.Title>
            <Space>
              <Button size="small" type={mode === 'answer' ? 'primary' : 'default'} onClick={() => navigate(paths.answer.getHref({ workGuid }))}>答案</Button>
              <Button size="small" type={mode === 'read' ? 'primary' : 'default'} onClick={() => navigate(paths.answerRead.getHref({ workGuid }))}>答案解读</Button>
            </Space>
            {!w.isAnswerVisible ? (
              <Alert type="info" showIcon title="答案暂未公布" description={answerReleaseNotice(w)} />
            ) : (
              <>
                {w.submission?.totalScore != null && <Typography.Text>总分：{w.submission.totalScore} / {w.fullScore}</Typography.Text>}
                {w.questions.length === 0 ? <Empty description="暂无题目" /> : w.questions.map((q) => <AnswerItem key={q.th} work={w} th={q.th} mode={mode} />)}
                {w.answerFiles.length > 0 && (
                  <Card size="small" title="参考答案">
                    <Flex wrap gap="small">
                      {w.answerFiles.map((f) => (
                        <a key={f.fileKey} href={f.filePath} target="_blank" rel="noreferrer">
                          {f.mime.startsWith('image/') ? <img src={f.filePath} alt="参考答案" style={{ maxWidth: '100%', maxHeight: 240 }} /> : '打开参考答案'}
                        </a>
                      ))}
                    </Flex>
                  </Card>
                )}
              </>
            )}
          </Flex>
        );
      }}
    </StudentShell>
  );
}

export const AnswerRoute = () => <AnswerPage mode="answer" />;
export const AnswerReadRoute = () => <AnswerPage mode="read" />;
