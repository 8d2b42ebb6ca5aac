import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { WorkType, WorkTypeNames, type TWorkListRow } from '@zuoyeben/shared';
import { DataTable, type DataColumn } from '@/components/light/data-table';
import { LazyPopconfirm } from '@/components/light/lazy-popconfirm';
import { TextLink } from '@/components/light/text-link';
import { WorkStateTag } from './work-state-tag';

export type WorkAction = 'details' | 'edit' | 'copy' | 'analyze' | 'marking' | 'machineRead' | 'submit';

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

/** Month, day and time; the year only when it is not this year's (the list is read on a 1366 px laptop). */
const shortTime = (iso: string) => {
  const d = dayjs(iso);
  return d.format(d.year() === dayjs().year() ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm');
};
/** Kinds made through the upload screens; only those can be copied into a new upload. */
const COPYABLE: readonly number[] = [WorkType.Online, WorkType.TestPaper, WorkType.MachineRead];

/** What the delete confirmation says under 确定删除该条记录？: which homework, and the submissions that go with it. */
export function deleteWarning(row: Pick<TWorkListRow, 'name' | 'submitCount'> & { isExam?: boolean }): string {
  const loss = row.submitCount > 0 ? `已有 ${row.submitCount} 名学生提交，删除后这些提交和成绩将一并删除，无法恢复。` : '还没有学生提交。';
  return `${'isExam' in row && row.isExam ? '考试' : '作业'}“${row.name}”：${loss}`;
}

export function WorkTable({ rows, total, loading, pageIndex, pageSize, onPage, onAction, onDelete }: WorkTableProps) {
  const link = (action: WorkAction, row: TWorkListRow, label: string) => (
    <Button type="link" size="small" onClick={() => onAction(action, row)}>
      {label}
    </Button>
  );
  // Sized for a 1366 px laptop (about 1050 px of table beside the side menu): the name takes what the others leave and
  // ends in … with the full name on hover; times are one column of two lines; the actions wrap to a second line.
  const columns: DataColumn<TWorkListRow>[] = [
    {
      key: 'name',
      title: '作业名称',
      ellipsis: true,
      render: (row) => (
        <TextLink onClick={() => onAction('details', row)} title={row.name}>
          {row.name}
        </TextLink>
      ),
    },
    { key: 'workType', title: '类型', width: 96, render: (r) => (r.isExam ? <Tag color="volcano">考试</Tag> : WorkTypeNames[r.workType] ?? '作业') },
    { key: 'classNames', title: '班级', width: 120, ellipsis: true, cellTitle: (r) => r.classNames.join('、'), render: (r) => r.classNames.join('、') },
    {
      key: 'time',
      title: '时间',
      width: 150,
      render: (r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <span className="zy-secondary">开始 </span>
          {shortTime(r.startTime)}
          <br />
          <span className="zy-secondary">截止 </span>
          {shortTime(r.endTime)}
        </span>
      ),
    },
    { key: 'state', title: '状态', width: 76, render: (r) => <WorkStateTag state={r.state} /> },
    {
      key: 'submit',
      title: '提交',
      width: 72,
      // Opens who submitted, who is late and who has not, per class (job-submit or exam-submit).
      render: (r) => (
        <TextLink aria-label={`${r.name}提交情况`} onClick={() => onAction('submit', r)}>
          {`${r.submitCount}/${r.studentTotal}`}
        </TextLink>
      ),
    },
    { key: 'createdBy', title: '创建人', width: 84, ellipsis: true, cellTitle: (r) => r.createdBy, render: (r) => r.createdBy },
    {
      key: 'actions',
      title: '操作',
      width: 188,
      render: (row) => (
        <Space size={0} wrap>
          {link('details', row, '详情')}
          {row.isCreate && link('edit', row, '编辑')}
          {!row.isExam && COPYABLE.includes(row.workType) && link('copy', row, '复制')}
          {link('analyze', row, '分析')}
          {link('marking', row, row.isExam ? '阅卷' : '批改')}
          {row.workType === WorkType.MachineRead && link('machineRead', row, '录入答案')}
          {row.isCreate && (
            <LazyPopconfirm
              title="确定删除该条记录？"
              description={<div style={{ maxWidth: 280 }}>{deleteWarning(row)}</div>}
              okText="确定"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => onDelete(row)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </LazyPopconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <DataTable<TWorkListRow>
      aria-label="作业列表"
      rowKey={(r) => r.workInfoGuid}
      columns={columns}
      rows={rows}
      loading={loading}
      paging={{ pageIndex, pageSize, total, unit: '条', onChange: onPage }}
      // Below a laptop's width (a tablet) the table scrolls sideways instead of squeezing class names.
      minWidth={960}
    />
  );
}
