import { Button, Popconfirm, Table, Tooltip, type TableColumnsType } from 'antd';
import type { TStudent } from '@zuoyeben/shared';

interface SameNameTableProps {
  students: TStudent[];
  loading: boolean;
  /** Removal is off while the permission object's isSKJS is set (spec 03 §5). */
  canRemove: boolean;
  onRemove: (student: TStudent) => Promise<unknown>;
}

/** The same-name students of one class: 姓名, 手机号, 学号, 操作 (spec 03 §2.8). */
export function SameNameTable({ students, loading, canRemove, onRemove }: SameNameTableProps) {
  const columns: TableColumnsType<TStudent> = [
    { title: '姓名', dataIndex: 'stuName' },
    { title: '手机号', dataIndex: 'stuPhone', render: (phone: string | null) => phone || '暂无' },
    { title: '学号', dataIndex: 'buddies', render: (buddies: string) => buddies || '暂无' },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, student) =>
        canRemove ? (
          <Popconfirm
            title="确定移除此重名学生吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() => onRemove(student)}
          >
            <Button type="link" size="small" danger>
              移除
            </Button>
          </Popconfirm>
        ) : (
          <Tooltip title="当前账号不能移除同名学生">
            <Button type="link" size="small" danger disabled>
              移除
            </Button>
          </Tooltip>
        ),
    },
  ];
  return <Table<TStudent> rowKey="stuGuid" size="middle" loading={loading} columns={columns} dataSource={students} pagination={false} />;
}
