import { useState } from 'react';
import { Card, Descriptions, Empty, Flex, Result, Segmented, Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ScanBatchStatusNames, type TScanPage } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { paths } from '@/config/paths';
import { useScanBatch } from '../api/get-scan-batch';
import { ScanPageCard } from './scan-page-card';

type Filter = 'all' | TScanPage['status'];

/** /scan-detail?batchGuid=: one batch's pages, the items waiting for review first in the filter. */
export function ScanDetailPage() {
  const [params] = useSearchParams();
  const batchGuid = params.get('batchGuid') ?? '';
  const detail = useScanBatch(batchGuid);
  const [filter, setFilter] = useState<Filter | null>(null);

  if (!batchGuid) return <Result status="warning" title="缺少批次参数，请从扫描状态进入" extra={<Link to={paths.usercenter.scanStatus.path}>返回扫描状态</Link>} />;
  if (detail.isPending) return <CenteredSpin />;
  if (!detail.data) return <Result status="warning" title={detail.error?.message || '加载失败'} />;
  const { batch, pages, students } = detail.data;
  const shown = filter ?? (batch.review > 0 ? 'review' : 'all');
  const visible = shown === 'all' ? pages : pages.filter((p) => p.status === shown);

  return (
    <Flex vertical gap={16}>
      <Card
        title="扫描详情"
        extra={
          <Space size="middle">
            <Link to={paths.smartViewer.getHref({ workGuid: batch.workGuid })}>智能阅卷</Link>
            <Link to={paths.review.getHref({ workGuid: batch.workGuid })}>批阅</Link>
            <Link to={paths.usercenter.scanStatus.path}>返回扫描状态</Link>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="作业">{`${batch.workName}（${batch.km}）`}</Descriptions.Item>
          <Descriptions.Item label="文件">{batch.fileName}</Descriptions.Item>
          <Descriptions.Item label="上传人">{batch.uploaderName}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag>{ScanBatchStatusNames[batch.status]}</Tag>
            {batch.message}
          </Descriptions.Item>
          <Descriptions.Item label="页数">{batch.pages}</Descriptions.Item>
          <Descriptions.Item label="结果">{`已读取 ${batch.read} · 待复核 ${batch.review} · 失败 ${batch.failed} · 已拒绝 ${batch.refused}`}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Segmented<Filter>
        value={shown}
        onChange={setFilter}
        options={[
          { value: 'all', label: `全部（${pages.length}）` },
          { value: 'review', label: `待复核（${batch.review}）` },
          { value: 'failed', label: `读取失败（${batch.failed}）` },
          { value: 'refused', label: `已拒绝（${batch.refused}）` },
          { value: 'read', label: `已读取（${batch.read}）` },
        ]}
      />
      {visible.length === 0 ? (
        <Empty description={batch.status === 'reading' || batch.status === 'uploaded' ? '正在读取，请稍候' : '没有该状态的页面'} />
      ) : (
        visible.map((p) => <ScanPageCard key={`${p.pageGuid}:${p.status}:${p.stuGuid}:${JSON.stringify(p.answers.map((a) => a.decided))}`} page={p} students={students} />)
      )}
    </Flex>
  );
}
