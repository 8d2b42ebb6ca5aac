import { tablePagination } from '@/lib/table-pagination';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type TStudent } from '@zuoyeben/shared';

interface StudentTableProps {
  students: TStudent[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  selectedKeys: string[];
  onSelect: (keys: string[]) => void;
  onPage: (pageIndex: number, pageSize: number) => void;
  onEdit: (student: TStudent) => void;
  onRemove: (student: TStudent) => Promise<unknown>;
}

export function StudentTable(props: StudentTableProps) {
  const { students, total, loading, pageIndex, pageSize, selectedKeys, onSelect, onPage, onEdit, onRemove } = props;
  const columns: TableColumnsType<TStudent> = [
    { title: '姓名', dataIndex: 'stuName' },
    { title: '学号', dataIndex: 'buddies' },
    { title: '手机号', dataIndex: 'stuPhone', render: (phone: string | null) => phone || '暂无' },
    { title: '班级', dataIndex: 'className' },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, student) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => onEdit(student)}>
            编辑
          </Button>
          <Popconfirm
            title="确定删除该学生吗？"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => onRemove(student)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const pagination = tablePagination({ pageIndex, pageSize, total, unit: '名学生', onChange: onPage });

  return (
    <Table<TStudent>
      rowKey="stuGuid"
      columns={columns}
      dataSource={students}
      loading={loading}
      pagination={pagination}
      rowSelection={{ selectedRowKeys: selectedKeys, onChange: (keys) => onSelect(keys.map(String)) }}
    />
  );
}
