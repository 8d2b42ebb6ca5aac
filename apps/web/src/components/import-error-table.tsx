import { Table, type TableColumnsType } from 'antd';
import type { TImportRowError } from '@zuoyeben/shared';

const columns: TableColumnsType<TImportRowError> = [
  { title: '行号', dataIndex: 'row', width: 80 },
  { title: '原因', dataIndex: 'reason' },
];

/** Every rejected row of an uploaded workbook (students, machine-read answers, 线下作业), numbered as Excel shows them. */
export function ImportErrorTable({ errors }: { errors: TImportRowError[] }) {
  return (
    <Table<TImportRowError>
      size="small"
      rowKey={(e) => `${e.row}-${e.reason}`}
      columns={columns}
      dataSource={errors}
      pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
    />
  );
}
