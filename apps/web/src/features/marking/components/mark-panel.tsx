import { ScoreInput } from '@/components/score-input';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Result, Space, Tag, Typography, theme, type GetRef } from 'antd';
import { useNavigate } from 'react-router';
import { HomeworkLimits, formatScore, validateMark, type TMarkItem, type TMarkQuestionContent, type TStudentFile } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { paths } from '@/config/paths';
import { useMarkItem } from '../api/get-mark-item';
import { useMarkMarked } from '../api/get-mark-marked';
import { useMarkNext } from '../api/get-mark-next';
import { useSaveMark } from '../api/save-mark';
import { AnswerViewer } from './answer-viewer';
import { MarkedListModal } from './marked-list-modal';
import { ReferencePanel } from './reference-panel';

interface MarkPanelProps {
  workGuid: string;
  th: number;
  questionFiles: TStudentFile[];
  answerFiles: TStudentFile[];
  /** The bank question and its answer, for a homework published from a paper. */
  content?: TMarkQuestionContent | null;
  /** Called when this question has no unmarked answer left. */
  onNextQuestion?: () => void;
}

/**
 * Marks question th one answer at a time, beside the question and its reference answer: type the score and press
 * Enter to save and move on; 跳过 leaves an answer for later (it comes round again at the end). 回看已阅 reopens an
 * answer already scored, with its score, to change it. When the question is done: 下一题, 回看已阅 or 查看成绩.
 */
export function MarkPanel({ workGuid, th, questionFiles, answerFiles, content, onNextQuestion }: MarkPanelProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [after, setAfter] = useState<string | undefined>(undefined);
  const [revisit, setRevisit] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const next = useMarkNext({ workGuid, th, after });
  const revisited = useMarkItem(revisit ? { workGuid, th, submissionGuid: revisit } : null);
  const marked = useMarkMarked({ workGuid, th }, listOpen);
  const save = useSaveMark(workGuid);
  const [score, setScore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<GetRef<typeof InputNumber>>(null);
  const item: TMarkItem | null = revisit ? (revisited.data ?? null) : (next.data?.item ?? null);

  useEffect(() => {
    // A revisited answer opens with the score it was given.
    setScore(item?.score ?? null);
    setError(null);
    input.current?.focus();
  }, [item?.submissionGuid, item?.score]);

  const submit = () => {
    if (!item || save.isPending) return;
    const problem = score === null ? '请输入分数' : validateMark(score, item.fullScore);
    if (problem || score === null) return setError(problem);
    save.mutate(
      { workGuid, th, submissionGuid: item.submissionGuid, score },
      {
        // A changed score goes back to where marking was; a new one moves on past the answer just marked.
        onSuccess: () => (revisit ? setRevisit(null) : setAfter(item.submissionGuid)),
        onError: (e) => setError(e.message || '保存失败，请重试'),
      },
    );
  };
  const openList = () => setListOpen(true);
  const listModal = (
    <MarkedListModal
      open={listOpen}
      th={th}
      list={marked.data?.list}
      loading={marked.isFetching}
      onPick={(guid) => {
        setListOpen(false);
        setRevisit(guid);
      }}
      onClose={() => setListOpen(false)}
    />
  );
  const reference = <ReferencePanel th={th} questionFiles={questionFiles} answerFiles={answerFiles} content={content} />;

  if (revisit ? revisited.isPending : next.isPending) return <CenteredSpin />;
  if (!item) {
    return (
      <Flex vertical gap={token.marginLG}>
        <Result
          status="success"
          title={`第${th}题已全部阅完`}
          extra={
            <Space wrap>
              {onNextQuestion && (
                <Button type="primary" onClick={onNextQuestion}>
                  下一题
                </Button>
              )}
              <Button onClick={openList}>回看已阅</Button>
              <Button type={onNextQuestion ? 'default' : 'primary'} onClick={() => navigate(paths.jobManager.jobAnalyze.getHref({ workGuid }))}>
                查看成绩
              </Button>
            </Space>
          }
        />
        {listModal}
      </Flex>
    );
  }

  const progress = next.data;
  // The score bar on top, then the student's answer and the reference side by side, so nothing needs scrolling to
  // compare and score on a 1366 px laptop; on a narrow screen the reference goes under the answer.
  return (
    <Flex vertical gap={token.marginMD}>
      <Card size="small" styles={{ body: { padding: token.paddingSM } }}>
        <Flex wrap align="center" gap={token.marginSM}>
          <Typography.Text strong>{revisit ? `第${th}题 改分` : `第${th}题评分`}</Typography.Text>
          <Typography.Text type="secondary">满分 {formatScore(item.fullScore)} 分，步长 {HomeworkLimits.scoreStep}</Typography.Text>
          <ScoreInput
            ref={input}
            aria-label="分数"
            size="large"
            autoFocus
            min={0}
            max={item.fullScore}
            value={score}
            onChange={(v) => setScore(typeof v === 'number' ? v : null)}
            onPressEnter={submit}
            placeholder="输入分数后按回车"
            style={{ width: 180 }}
          />
          <Button onClick={() => setScore(0)}>0分</Button>
          <Button onClick={() => setScore(item.fullScore)}>满分</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {revisit ? '保存修改（回车）' : '保存并下一份（回车）'}
          </Button>
          {revisit ? <Button onClick={() => setRevisit(null)}>返回阅卷</Button> : <Button onClick={() => setAfter(item.submissionGuid)}>跳过</Button>}
          <Flex align="center" gap={token.marginXS} style={{ marginInlineStart: 'auto' }}>
            <Typography.Text type="secondary">
              已阅 {progress?.markedCount ?? 0} / 未阅 {progress?.unmarkedCount ?? 0}
            </Typography.Text>
            <Button type="link" size="small" onClick={openList}>
              回看已阅
            </Button>
          </Flex>
        </Flex>
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: token.marginXS }} />}
      </Card>
      <Flex gap={token.marginMD} wrap align="flex-start">
        <Card
          size="small"
          style={{ flex: '1 1 420px', minWidth: 0 }}
          title={item.studentName ? `${item.studentName}（${item.className}）` : '匿名答卷'}
          extra={
            <Space size={4}>
              {revisit && <Tag color="processing">已阅：{item.score} 分</Tag>}
              {item.isOverdue && <Tag color="warning">逾期提交</Tag>}
            </Space>
          }
        >
          <AnswerViewer key={item.submissionGuid} item={item} />
        </Card>
        <div style={{ flex: '1 1 420px', minWidth: 0 }}>{reference}</div>
      </Flex>
      {listModal}
    </Flex>
  );
}
