import { Flex, Progress, Typography } from 'antd';
import { useSubjectiveThs } from '../../api/reviewers';

/** 阅卷进度 of each reviewer of one subjective question: answers (or marks, under double marking) given out of their share. */
export function ReviewerProgress({ workGuid, ruCode, th }: { workGuid: string; ruCode: string; th: number }) {
  const ths = useSubjectiveThs(workGuid, ruCode);
  const question = ths.data?.find((q) => q.th === th);
  if (!question || question.reviewers.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {question.group && <Typography.Text type="secondary">合并阅卷：第{question.group.join('、')}题</Typography.Text>}
      {question.reviewers.map((r) => {
        const done = r.markedCount ?? 0;
        const total = r.taskCount ?? 0;
        return (
          <Flex key={r.userId} align="center" gap="small">
            <Typography.Text style={{ minWidth: 64 }}>{r.name}</Typography.Text>
            <Progress aria-label={`${r.name}阅卷进度`} size="small" style={{ width: 120, margin: 0 }} percent={total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100))} showInfo={false} />
            {/* Never broken over two lines ("0/1" over "8") when the table is narrow. */}
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{done}/{total}</Typography.Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
