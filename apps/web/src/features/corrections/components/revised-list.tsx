import { useState } from 'react';
import { Button, DatePicker, Flex, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { CorrectionBookStatus, Paging, correctionBookStatusLabel, correctionRate, type TCorrectionBookRow } from '@zuoyeben/shared';
import { paths, withQuery } from '@/config/paths';
import { tablePagination } from '@/lib/table-pagination';
import { useRevisedList } from '../api/get-revised-list';

interface Filters { range: [Dayjs, Dayjs]; status: number | undefined; pageIndex: number; pageSize: number }

/** The revised list's defaults (spec 02 §9): the last 6 months, every status, page 1 of 10. */
export function defaultRevisedFilters(today: Dayjs = dayjs()): Filters {
  return { range: [today.subtract(6, 'month'), today], status: undefined, pageIndex: 1, pageSize: Paging.defaultPageSize };
}

const STATUS_OPTIONS = [
  { value: -1, label: '全部状态' },
  { value: CorrectionBookStatus.InProgress, label: '进行中' },
  { value: CorrectionBookStatus.Ended, label: '已结束' },
];

const percent = (r: TCorrectionBookRow) => (r.StudentTotal > 0 ? Math.round((r.SubmitQty / r.StudentTotal) * 10000) / 100 : 0);

/**
 * 订正作业 (the homework list's revised tab, getRevisedList): the corrections set for the chosen subject, one row per
 * homework and class, with the progress and a link to 订正详情. Any filter change goes back to page 1; 重置 restores
 * the last 6 months, every status and page 1.
 */
export function RevisedList({ km }: { km?: string }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>(() => defaultRevisedFilters());
  const list = useRevisedList({
    km, status: filters.status, pageIndex: filters.pageIndex, pageSize: filters.pageSize,
    startDay: filters.range[0].format('YYYY-MM-DD'), endDay: filters.range[1].format('YYYY-MM-DD'),
  });
  const change = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, pageIndex: 1, ...patch }));

  return (
    <Flex vertical gap={12} aria-label="订正列表" role="region">
      <Space wrap>
        <Space size={4}>
          <Typography.Text type="secondary">科目</Typography.Text>
          <Tag color="blue">{km ?? '全部'}</Tag>
        </Space>
        <DatePicker.RangePicker aria-label="布置日期" value={filters.range} allowClear={false}
          onChange={(range) => range?.[0] && range[1] && change({ range: [range[0], range[1]] })} />
        <Select aria-label="订正状态" style={{ width: 130 }} value={filters.status ?? -1} options={STATUS_OPTIONS}
          onChange={(v: number) => change({ status: v === -1 ? undefined : v })} />
        <Button onClick={() => setFilters(defaultRevisedFilters())}>重置</Button>
      </Space>
      <Table<TCorrectionBookRow>
        rowKey={(r) => `${r.correctionGuid}-${r.classGuid}`}
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '近期没有布置订正' }}
        pagination={tablePagination({ pageIndex: filters.pageIndex, pageSize: filters.pageSize, total: list.data?.total ?? 0, unit: '条',
          onChange: (pageIndex, pageSize) => setFilters((f) => ({ ...f, pageIndex: pageSize === f.pageSize ? pageIndex : 1, pageSize })) })}
        columns={[
          { title: '作业名称', dataIndex: 'WorkSheetName', key: 'name' },
          { title: '班级', dataIndex: 'ClassName', key: 'class', width: 120 },
          { title: '学科', dataIndex: 'Subject', key: 'subject', width: 80 },
          {
            title: '订正进度', key: 'rate', width: 180,
            render: (_, r) => (
              <Flex vertical>
                <Typography.Text>{`${r.SubmitQty}/${r.StudentTotal}（${correctionRate(r.SubmitQty, r.StudentTotal)}）`}</Typography.Text>
                <Progress percent={percent(r)} showInfo={false} size="small" />
              </Flex>
            ),
          },
          { title: '布置时间', key: 'time', width: 170, render: (_, r) => dayjs(r.CreateTime).format('YYYY-MM-DD HH:mm') },
          { title: '状态', key: 'status', width: 90, render: (_, r) => <Tag color={r.Status === 0 ? 'processing' : 'default'}>{correctionBookStatusLabel(r.Status)}</Tag> },
          {
            title: '操作', key: 'actions', width: 110,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => navigate(withQuery(paths.jobManager.revisedDetail.path, { workGuid: r.workGuid, classGuid: r.classGuid }))}>
                订正详情
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
