import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Result, Space, Tag, Typography, theme, type GetRef } from 'antd';
import { HomeworkLimits, validateMark } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { useMarkNext } from '../api/get-mark-next';
import { useSaveMark } from '../api/save-mark';
import { AnswerViewer } from './answer-viewer';

interface MarkPanelProps {
  workGuid: string;
  th: number;
  /** Called when this question has no unmarked answer left. */
  onNextQuestion?: () => void;
}

/**
 * Marks question th one answer at a time: type the score and press Enter to save and move on; 跳过 leaves an answer
 * for later (it comes round again at the end).
 */
export function MarkPanel({ workGuid, th, onNextQuestion }: MarkPanelProps) {
  const { token } = theme.useToken();
  const [after, setAfter] = useState<string | undefined>(undefined);
  const next = useMarkNext({ workGuid, th, after });
  const save = useSaveMark(workGuid);
  const [score, setScore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<GetRef<typeof InputNumber>>(null);
  const item = next.data?.item ?? null;

  useEffect(() => {
    setScore(null);
    setError(null);
    input.current?.focus();
  }, [item?.submissionGuid]);

  const submit = () => {
    if (!item || save.isPending) return;
    const problem = score === null ? '请输入分数' : validateMark(score, item.fullScore);
    if (problem || score === null) return setError(problem);
    save.mutate(
      { workGuid, th, submissionGuid: item.submissionGuid, score },
      { onSuccess: () => setAfter(item.submissionGuid), onError: (e) => setError(e.message || '保存失败，请重试') },
    );
  };

  if (next.isPending) return <CenteredSpin />;
  if (!item) {
    return (
      <Result
        status="success"
        title={`第${th}题已全部阅完`}
        extra={onNextQuestion && <Button type="primary" onClick={onNextQuestion}>下一题</Button>}
      />
    );
  }

  return (
    <Flex gap={token.marginLG} wrap align="flex-start">
      <Card style={{ flex: '1 1 480px', minWidth: 0 }} title={item.studentName ? `${item.studentName}（${item.className}）` : '匿名答卷'} extra={item.isOverdue && <Tag color="warning">逾期提交</Tag>}>
        <AnswerViewer key={item.submissionGuid} item={item} />
      </Card>
      <Card style={{ flex: '0 1 300px' }} title={`第${th}题评分`}>
        <Flex vertical gap={token.marginSM}>
          <Typography.Text type="secondary">满分 {item.fullScore} 分，步长 {HomeworkLimits.scoreStep}</Typography.Text>
          <InputNumber
            ref={input}
            aria-label="分数"
            size="large"
            autoFocus
            min={0}
            max={item.fullScore}
            step={HomeworkLimits.scoreStep}
            value={score}
            onChange={(v) => setScore(typeof v === 'number' ? v : null)}
            onPressEnter={submit}
            placeholder="输入分数后按回车"
            style={{ width: '100%' }}
          />
          <Space wrap>
            <Button onClick={() => setScore(0)}>0分</Button>
            <Button onClick={() => setScore(item.fullScore)}>满分</Button>
          </Space>
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" block loading={save.isPending} onClick={submit}>保存并下一份（回车）</Button>
          <Button block onClick={() => setAfter(item.submissionGuid)}>跳过</Button>
          <Typography.Text type="secondary">已阅 {next.data?.markedCount ?? 0} / 未阅 {next.data?.unmarkedCount ?? 0}</Typography.Text>
        </Flex>
      </Card>
    </Flex>
  );
}
