import type { ReactNode } from 'react';
import { Button, Card, Divider, Flex, Space, Tag, Typography, theme } from 'antd';
import { EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import type { TSchoolPaper } from '@zuoyeben/shared';
import { LabelledValue as Fact } from '@/components/labelled-value';

interface SchoolPaperCardProps {
  paper: TSchoolPaper;
  onOpen(paper: TSchoolPaper): void;
  /** Further buttons after 查看, such as 收藏 / 已收藏 of paper collections. */
  extraActions?: ReactNode;
}

/**
 * A paper of the school library (spec 02 §2, §3): name with NEW, grade, subject, item count, source, recommend date
 * and maker; the name and 查看 open it.
 */
export function SchoolPaperCard({ paper, onOpen, extraActions }: SchoolPaperCardProps) {
  const { token } = theme.useToken();
  return (
    <Card size="small" role="article" aria-label={paper.name}>
      <Flex gap={16} align="center" wrap>
        <FileTextOutlined style={{ fontSize: 28, color: token.colorPrimary, flex: 'none' }} />
        <Flex vertical gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Link strong style={{ fontSize: token.fontSizeLG, color: token.colorText }} onClick={() => onOpen(paper)}>
              {paper.name}
            </Typography.Link>
            {paper.isNew && <Tag color="error" bordered={false}>NEW</Tag>}
          </Flex>
          <Space size={4} wrap split={<Divider orientation="vertical" />}>
            {paper.gradeName && <Fact label="年级" value={paper.gradeName} />}
            <Fact label="科目" value={paper.km} />
            <Fact label="题量" value={`${paper.itemCount}题`} />
            <Fact label="来源" value={paper.originName} />
            <Fact label="推荐日期" value={paper.recommendDate} />
            {paper.creator && <Fact label={paper.origin === 2 ? '分享人' : '创建人'} value={paper.creator} />}
          </Space>
        </Flex>
        <Space size={4} style={{ marginInlineStart: 'auto' }}>
          <Button type="text" size="small" icon={<EyeOutlined />} onClick={() => onOpen(paper)}>查看</Button>
          {extraActions}
        </Space>
      </Flex>
    </Card>
  );
}
