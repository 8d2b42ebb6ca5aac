import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { type TGrindItem, type TSubjectScope } from '@zuoyeben/shared';
import { QuestionCard } from '@/features/question-bank';

/** A 0–1 rate as a percentage with at most one decimal. */
export const ratePercent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

interface GrindItemCardProps {
  row: TGrindItem;
  index: number;
  scope: TSubjectScope;
  inBasket: boolean;
  onNames(row: TGrindItem): void;
  /** Extra lines under the figures (推荐理由). */
  extra?: React.ReactNode;
}

/** A work question with the class's figures (作业, 题号, 班级得分率, 失分人数, 错题名单) above its bank question. */
export function GrindItemCard({ row, index, scope, inBasket, onNames, extra }: GrindItemCardProps) {
  return (
    <Flex vertical gap={0} role="listitem" aria-label={`${row.workName} 第${row.itemNumber}题`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ padding: '4px 8px' }}>
        <Space wrap size={4}>
          <Typography.Text type="secondary">{row.startTime.slice(0, 10)}</Typography.Text>
          <Typography.Text>{row.workName}</Typography.Text>
          <Tag>第{row.itemNumber}题</Tag>
          <Tag color={row.clsScoreRate < 0.4 ? 'red' : row.clsScoreRate < 0.6 ? 'orange' : 'blue'}>班级得分率 {ratePercent(row.clsScoreRate)}</Tag>
          <Typography.Text type="secondary">失分 {row.wrongCount}/{row.submitCount} 人</Typography.Text>
        </Space>
        <Button size="small" icon={<TeamOutlined />} onClick={() => onNames(row)}>错题名单</Button>
      </Flex>
      {extra}
      {row.item ? (
        <QuestionCard item={row.item} index={index} scope={scope} inBasket={inBasket} />
      ) : (
        <Card size="small" role="article" aria-label={`第${index}题`}>
          <Typography.Text type="secondary">{index}. {row.itemTypeName}（{row.fullScore}分）：该题来自上传的试卷，题库中没有题目内容，无法加入试题篮</Typography.Text>
        </Card>
      )}
    </Flex>
  );
}
