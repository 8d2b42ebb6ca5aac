import { Button, Card, Flex, Result, Skeleton, Statistic, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { formatScore, PaperTypeNames, SideTypeNames, type PaperTypeValue, type SideTypeValue } from '@zuoyeben/shared';
import { usePaperLayoutView } from '../api/get-paper-layout-view';
import { PrintPreview } from './print-preview';

/** 查看排版 (/groupTypesetting?paperGuid=…&view=1): a saved paper as it prints, read-only; the basket is left alone. */
export function LayoutViewOnly({ paperGuid }: { paperGuid: string }) {
  const navigate = useNavigate();
  const query = usePaperLayoutView(paperGuid);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!query.data) return <Result status="warning" title="试卷不存在" extra={<Button onClick={() => navigate(-1)}>返回</Button>} />;
  const layout = query.data;
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex vertical>
            <Typography.Title level={4} style={{ margin: 0 }}>{layout.title}</Typography.Title>
            <Typography.Text type="secondary">
              {PaperTypeNames[layout.settings.paperType as PaperTypeValue]} · {SideTypeNames[layout.settings.sideType as SideTypeValue]} · 只读
            </Typography.Text>
          </Flex>
          <Flex align="center" gap={24}>
            <Statistic title="题数" value={layout.total} suffix="题" valueStyle={{ fontSize: 18 }} />
            <Statistic title="总分" value={formatScore(layout.totalScore)} suffix="分" valueStyle={{ fontSize: 18 }} />
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>返回</Button>
          </Flex>
        </Flex>
      </Card>
      <PrintPreview layout={layout} />
    </Flex>
  );
}
