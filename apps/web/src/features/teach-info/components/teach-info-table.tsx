import { Button, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PeriodNames, type TTeachInfo } from '@zuoyeben/shared';

interface TeachInfoTableProps {
  items: TTeachInfo[];
  loading: boolean;
  onEdit: (item: TTeachInfo) => void;
  onRemove: (item: TTeachInfo) => Promise<unknown>;
}

export function TeachInfoTable({ items, loading, onEdit, onRemove }: TeachInfoTableProps) {
  const columns: TableColumnsType<TTeachInfo> = [
    {
      title: '学段',
      dataIndex: 'Studyname',
      width: 110,
      render: (period: TTeachInfo['Studyname'], item) => (
        <Space size={4}>
          {PeriodNames[period]}
          {item.isSelect && <Tag color="blue">当前</Tag>}
        </Space>
      ),
    },
    { title: '科目', dataIndex: 'Subject', width: 100 },
    { title: '教材版本', dataIndex: 'textbookVersion', width: 120 },
    { title: '年级', dataIndex: 'grades', render: (grades: string[]) => grades.join('、') },
    {
      title: '任教班级',
      dataIndex: 'classNames',
      render: (names: string[], item) =>
        names.length + item.pendingClasses.length + item.refusedClasses.length === 0 ? (
          <Typography.Text type="secondary">暂无</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {names.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
            {item.pendingClasses.map((c) => (
              <Tag key={c.classGuid} color="orange" title="学校管理员审批后生效">
                {`${c.className}（待审批）`}
              </Tag>
            ))}
            {item.refusedClasses.map((c) => (
              <Tag key={c.classGuid} color="red" title="管理员未同意；编辑时去掉该班级即可清除">
                {`${c.className}（未通过）`}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, item) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => onEdit(item)}>
            编辑
          </Button>
          <Popconfirm title="确定删除该条记录？" okText="确定" cancelText="取消" onConfirm={() => onRemove(item)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<TTeachInfo>
      rowKey="Guid"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '暂无教学信息，请先添加' }}
    />
  );
}
