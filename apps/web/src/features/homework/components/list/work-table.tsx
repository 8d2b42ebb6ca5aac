import { tablePagination } from '@/lib/table-pagination';
import { Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { WorkType, WorkTypeNames, type TWorkListRow } from '@zuoyeben/shared';
import { WorkStateTag } from './work-state-tag';

export type WorkAction = 'details' | 'edit' | 'copy' | 'analyze' | 'marking' | 'machineRead';

interface WorkTableProps {
  rows: TWorkListRow[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  onAction: (action: WorkAction, row: TWorkListRow) => void;
  onDelete: (row: TWorkListRow) => Promise<unknown>;
}

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
/** Kinds made through the upload screens; only those can be copied into a new upload. */
const COPYABLE: readonly number[] = [WorkType.Online, WorkType.TestPaper, WorkType.MachineRead];

export function WorkTable({ rows, total, loading, pageIndex, pageSize, onPage, onAction, onDelete }: WorkTableProps) {
  const link = (action: WorkAction, row: TWorkListRow, label: string) => (
    <Button type="link" size="small" onClick={() => onAction(action, row)}>
      {label}
    </Button>
  );
  const columns: TableColumnsType<TWorkListRow> = [
    {
      title: '作业名称',
      dataIndex: 'name',
      width: 200,
      render: (name: string, row) => (
        <Typography.Link onClick={() => onAction('details', row)} ellipsis style={{ maxWidth: 220 }}>
          {name}
        </Typography.Link>
      ),
    },
    { title: '类型', dataIndex: 'workType', width: 96, render: (t: number) => WorkTypeNames[t] ?? '作业' },
    { title: '班级', dataIndex: 'classNames', width: 150, ellipsis: { showTitle: true }, render: (names: string[]) => names.join('、') },
    { title: '开始时间', dataIndex: 'startTime', width: 140, render: time },
    { title: '结束时间', dataIndex: 'endTime', width: 140, render: time },
    { title: '状态', dataIndex: 'state', width: 86, render: (s: number) => <WorkStateTag state={s} /> },
    { title: '提交', key: 'submit', width: 80, render: (_, r) => `${r.submitCount}/${r.studentTotal}` },
    { title: '创建人', dataIndex: 'createdBy', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {link('details', row, '详情')}
          {row.isCreate && link('edit', row, '编辑')}
          {COPYABLE.includes(row.workType) && link('copy', row, '复制')}
          {link('analyze', row, '分析')}
          {link('marking', row, '批改')}
          {row.workType === WorkType.MachineRead && link('machineRead', row, '录入答案')}
          {row.isCreate && (
            <Popconfirm title="确定删除该条记录？" okText="确定" cancelText="取消" onConfirm={() => onDelete(row)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  const pagination = tablePagination({ pageIndex, pageSize, total, unit: '条', onChange: onPage });
  return (
    <Table<TWorkListRow>
      rowKey="workInfoGuid"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      // Narrow screens scroll sideways instead of breaking class names into one character per line.
      scroll={{ x: 1150 }}
    />
  );
}
