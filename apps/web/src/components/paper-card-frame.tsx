import type { ReactNode } from 'react';
import { Card, Divider, Flex, Space, Tag, Typography, theme } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { LabelledValue } from './labelled-value';

/** What every paper card shows (spec 02 §2): grade, subject, item count, source and recommend date. */
export interface PaperFacts {
  name: string;
  isNew: boolean;
  gradeName: string | null;
  km: string;
  itemCount: number;
  sourceName: string;
  recommendDate: string;
}

interface PaperCardFrameProps {
  paper: PaperFacts;
  /** The name as shown: plain text, or a link that opens the paper. */
  title?: ReactNode;
  /** Tags after NEW, such as 已分享到校本库. */
  badges?: ReactNode;
  /** Facts after the common ones, such as 创建人. */
  moreFacts?: ReactNode;
  actions: ReactNode;
}

/** The layout of a paper in the school library and in the collections: icon, name with NEW, facts, actions. */
export function PaperCardFrame({ paper, title, badges, moreFacts, actions }: PaperCardFrameProps) {
  const { token } = theme.useToken();
  return (
    <Card size="small" role="article" aria-label={paper.name}>
      <Flex gap={16} align="center" wrap>
        <FileTextOutlined style={{ fontSize: 28, color: token.colorPrimary, flex: 'none' }} />
        <Flex vertical gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Flex gap={8} align="center" wrap>
            {title ?? <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>{paper.name}</Typography.Text>}
            {paper.isNew && <Tag color="error" variant="filled">NEW</Tag>}
            {badges}
          </Flex>
          <Space size={4} wrap separator={<Divider orientation="vertical" />}>
            {paper.gradeName && <LabelledValue label="年级" value={paper.gradeName} />}
            <LabelledValue label="科目" value={paper.km} />
            <LabelledValue label="题量" value={`${paper.itemCount}题`} />
            <LabelledValue label="来源" value={paper.sourceName} />
            <LabelledValue label="推荐日期" value={paper.recommendDate} />
            {moreFacts}
          </Space>
        </Flex>
        <Space size={4} style={{ marginInlineStart: 'auto' }}>{actions}</Space>
      </Flex>
    </Card>
  );
}
