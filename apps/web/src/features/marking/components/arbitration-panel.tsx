import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Tag, Typography, theme } from 'antd';
import { formatScore, validateMark } from '@zuoyeben/shared';
import { ScoreInput } from '@/components/score-input';
import { CenteredSpin } from '@/components/centered-spin';
import { useArbitrate, useArbitration } from '../api/arbitration';
import { AnswerViewer } from './answer-viewer';

/**
 * 仲裁 of a double-marked question (双评): the answers whose two marks differ by more than the tolerance, one at a
 * time with both marks; the arbiter's score becomes the student's score.
 */
export function ArbitrationPanel({ workGuid, th }: { workGuid: string; th: number }) {
  const { token } = theme.useToken();
  const queue = useArbitration({ workGuid, th }, true);
  const arbitrate = useArbitrate(workGuid);
  const [score, setScore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (queue.isPending) return <CenteredSpin />;
  if (!queue.data) return <Alert type="warning" showIcon title={queue.error?.message || '加载失败'} />;
  const item = queue.data.list[0];
  if (!item) return <Empty description={`第${th}题没有待仲裁的答卷`} />;
  const submit = () => {
    const problem = score === null ? '请输入分数' : validateMark(score, item.fullScore);
    if (problem || score === null) return setError(problem);
    arbitrate.mutate(
      { workGuid, th, submissionGuid: item.submissionGuid, score },
      { onSuccess: () => { setScore(null); setError(null); }, onError: (e) => setError(e.message || '保存失败，请重试') },
    );
  };
  return (
    <Flex vertical gap={token.marginMD}>
      <Card size="small">
        <Flex wrap align="center" gap={token.marginSM}>
          <Typography.Text strong>第{th}题仲裁</Typography.Text>
          <Typography.Text type="secondary">待仲裁 {queue.data.list.length} 份，误差 {formatScore(queue.data.tolerance)} 分</Typography.Text>
          <Tag color="blue">一评：{formatScore(item.firstScore)} 分</Tag>
          <Tag color="purple">二评：{formatScore(item.secondScore)} 分</Tag>
          <ScoreInput
            aria-label="仲裁分数"
            min={0}
            max={item.fullScore}
            value={score}
            onChange={(v) => setScore(typeof v === 'number' ? v : null)}
            onPressEnter={submit}
            placeholder="仲裁分数"
            style={{ width: 160 }}
          />
          <Button type="primary" loading={arbitrate.isPending} onClick={submit}>确定仲裁分数</Button>
        </Flex>
        {error && <Alert type="error" showIcon title={error} style={{ marginTop: token.marginXS }} />}
      </Card>
      <Card size="small" title={item.studentName ? `${item.studentName}（${item.className}）` : '匿名答卷'}>
        <AnswerViewer key={item.submissionGuid} item={item} />
      </Card>
    </Flex>
  );
}
