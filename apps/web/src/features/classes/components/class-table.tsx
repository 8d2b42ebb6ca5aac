import { Button, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TClass } from '@zuoyeben/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface ClassTableProps {
  classes: TClass[];
  loading: boolean;
  /** Administrators may rename and delete; teachers only look. */
  canManage: boolean;
  onRename: (cls: TClass) => void;
  onRemove: (cls: TClass) => Promise<unknown>;
}

export function ClassTable({ classes, loading, canManage, onRename, onRemove }: ClassTableProps) {
  const columns: TableColumnsType<TClass> = [
    { title: '班级名称', dataIndex: 'className' },
    { title: '年级', dataIndex: 'gradeName', width: 120 },
    {
      title: '班级类型',
      dataIndex: 'isTeachClass',
      width: 120,
      render: (isTeachClass: boolean) =>
        isTeachClass ? <Tag color="purple">教学班</Tag> : <Tag color="blue">行政班</Tag>,
    },
    { title: '学生人数', dataIndex: 'studentCount', width: 120 },
    {
      title: '操作',
      key: 'actions',
      width: canManage ? 240 : 120,
      render: (_, cls) => (
        <Space size="small">
          <Link to={paths.usercenter.student.getHref({ classGuid: cls.classGuid })}>查看学生</Link>
          {canManage && (
            <>
              <Button type="link" size="small" onClick={() => onRename(cls)}>
                重命名
              </Button>
              <Popconfirm
                title="确定删除该班级吗？"
                description={cls.studentCount > 0 ? '班级内还有学生，需先移除学生才能删除' : undefined}
                okText="删除"
                okButtonProps={{ danger: true }}
                onConfirm={() => onRemove(cls)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<TClass>
      rowKey="classGuid"
      columns={columns}
      dataSource={classes}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Typography.Text type="secondary">暂无班级</Typography.Text> }}
    />
  );
}
