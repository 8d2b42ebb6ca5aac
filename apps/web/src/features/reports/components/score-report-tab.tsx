import { useState } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatDuration, Paging, ScoreOrderType } from '@zuoyeben/shared';
import { useExportScore } from '../api/export-score';
import { useScoreEntity } from '../api/get-score-entity';
import type { WorkClassParams } from '../api/keys';
import { ScoreTable, type ScorePageState } from './score-table';

/**
 * 成绩单 (jobreport): every student of the chosen classes, paged and sortable, with the Excel export. The page
 * remounts this tab when the class changes, so paging and order start over.
 */
export function ScoreReportTab(params: WorkClassParams) {
  const [page, setPage] = useState<ScorePageState>({ pageIndex: 1, pageSize: Paging.defaultPageSize, orderType: ScoreOrderType.None });
  const scores = useScoreEntity({ ...params, ...page });
  const exporter = useExportScore();
  const { message } = App.useApp();
  const data = scores.data;

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">
          {data ? `共 ${data.total} 名学生，平均用时 ${formatDuration(data.avgDuration)}` : '\u00a0'}
        </Typography.Text>
        <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate(params, { onSuccess: (how) => void (how === 'downloaded' && message.success('导出成功')) })}>
          导出
        </Button>
      </Flex>
      <ScoreTable
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        loading={scores.isFetching}
        {...page}
        onChange={setPage}
      />
    </Flex>
  );
}
