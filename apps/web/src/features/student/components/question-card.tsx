import { Card, Flex, Input, Typography, theme } from 'antd';
import { QuestionType, SubmissionLimits, formatScore, type TStudentAnswer, type TStudentFile, type TStudentQuestion } from '@zuoyeben/shared';
import { ChoiceBubbles } from './choice-bubbles';
import { QuestionContent } from './question-content';
import { PhotoAnswer } from './photo-answer';

const TYPE_NAMES: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '主观题' };

interface QuestionCardProps {
  question: TStudentQuestion;
  workGuid: string;
  answer: string;
  images: TStudentFile[];
  /** The stored answer with its score, shown once the answers are published. */
  result?: TStudentAnswer;
  isVisible: boolean;
  disabled: boolean;
  /** The chosen letters, or the typed answer of a subjective bank question. */
  onChoice: (answer: string) => void;
  onAddImage: (image: TStudentFile) => void;
  onRemoveImage: (fileKey: string) => void;
}

/**
 * One question: its number, kind and score, the bank question itself when the homework came from a paper, the answer
 * control, and (once published) the key and the score. A subjective bank question (a blank to fill, a short answer)
 * takes a typed answer as well as photos of working.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { question: q, isVisible, result } = props;
  const { token } = theme.useToken();
  const isSubjective = q.type === QuestionType.Subjective;
  const scored = isVisible && result && result.score !== null;
  return (
    <Card
      size="small"
      title={`第${q.th}题 · ${q.content?.typeName ?? TYPE_NAMES[q.type] ?? '题目'} · ${formatScore(q.score)}分`}
      extra={scored ? <Typography.Text strong style={{ color: result.score === q.score ? token.colorSuccess : token.colorError }}>得{formatScore(result.score!)}分</Typography.Text> : null}
    >
      <Flex vertical gap={token.marginSM}>
        {q.content && <QuestionContent content={q.content} />}
        {isSubjective && q.content && (
          <Input.TextArea
            aria-label={`第${q.th}题文字作答`}
            placeholder="输入答案，也可拍照上传"
            maxLength={SubmissionLimits.maxTextAnswer}
            showCount
            autoSize={{ minRows: 1, maxRows: 8 }}
            size="large"
            value={props.answer}
            onChange={(e) => props.onChoice(e.target.value)}
            disabled={props.disabled}
          />
        )}
        {isSubjective ? (
          <PhotoAnswer th={q.th} workGuid={props.workGuid} images={props.images} onAdd={props.onAddImage} onRemove={props.onRemoveImage} disabled={props.disabled} isTypedToo={!!q.content} />
        ) : (
          <ChoiceBubbles th={q.th} type={q.type} optionCount={q.optionCount} value={props.answer} onChange={props.onChoice} disabled={props.disabled} rightAnswer={isVisible ? q.answer : null} />
        )}
        {isVisible && !isSubjective && q.answer !== null && (
          <Typography.Text type="secondary">
            正确答案：<Typography.Text strong>{q.answer}</Typography.Text>　你的答案：{props.answer || '未作答'}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
