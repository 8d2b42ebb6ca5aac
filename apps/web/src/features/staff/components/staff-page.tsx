import { App, Badge, Button, Card, Popconfirm, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { PeriodNames, RoleNames, type TClassRequest, type TStaffMember } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useClassRequests, useResetStaffPassword, useReviewClassRequest, useSetStaffAccess, useStaffList } from '../api/staff';

/** Requests of teachers to join a class: an administrator approves (the class becomes theirs from now on) or refuses. */
function ClassRequestsTable() {
  const { message } = App.useApp();
  const requests = useClassRequests();
  const review = useReviewClassRequest();
  const decide = (r: TClassRequest, approve: boolean) =>
    review.mutate({ teachInfoGuid: r.teachInfoGuid, classGuid: r.classGuid, approve }, { onSuccess: () => void message.success(approve ? '已同意' : '已拒绝') });
  return (
    <>
      <Typography.Paragraph type="secondary">
        老师在「教学信息」中添加本校班级后，需管理员同意才能查看该班学生、批阅和重置密码；同意后，老师能看到此后布置给该班的作业。
      </Typography.Paragraph>
      <Table<TClassRequest>
        rowKey={(r) => `${r.teachInfoGuid}|${r.classGuid}`}
        loading={requests.isLoading}
        dataSource={requests.data?.list}
        pagination={false}
        locale={{ emptyText: requests.isLoading ? ' ' : '暂无待审批的申请' }}
        columns={[
          { title: '教师', render: (_, r) => `${r.teacherName}（${r.teacherPhone}）` },
          { title: '学段科目', render: (_, r) => `${PeriodNames[r.Studyname]}${r.Subject}` },
          { title: '申请加入班级', dataIndex: 'className' },
          { title: '申请时间', dataIndex: 'requestedAt', render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
          {
            title: '操作',
            width: 160,
            render: (_, r) => (
              <Space>
                <Button type="primary" size="small" onClick={() => decide(r, true)} loading={review.isPending}>
                  同意
                </Button>
                <Popconfirm title="确定拒绝该申请？" okText="拒绝" cancelText="取消" onConfirm={() => decide(r, false)}>
                  <Button size="small" danger>
                    拒绝
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

/** The school's members: 重置密码, 停用 / 启用, and joining classes without approval. */
function StaffTable() {
  const { message, modal } = App.useApp();
  const { user } = useCurrentUser();
  const staff = useStaffList();
  const setAccess = useSetStaffAccess();
  const reset = useResetStaffPassword();
  const resetPassword = (m: TStaffMember) =>
    reset.mutate(m.userId, {
      onSuccess: ({ password }) =>
        modal.success({
          title: `${m.name}的新密码`,
          content: (
            <>
              <Typography.Paragraph copyable={{ text: password }} style={{ fontSize: 20, fontFamily: 'monospace' }}>
                {password}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary">请告知该老师，此密码只显示这一次；老师登录后可在账号菜单「修改密码」中换成自己的密码。</Typography.Paragraph>
            </>
          ),
          okText: '知道了',
        }),
    });
  return (
    <Table<TStaffMember>
      rowKey="userId"
      loading={staff.isLoading}
      dataSource={staff.data?.list}
      pagination={false}
      locale={{ emptyText: staff.isLoading ? ' ' : '暂无数据' }}
      columns={[
        { title: '姓名', dataIndex: 'name' },
        { title: '手机号', dataIndex: 'phone' },
        { title: '角色', dataIndex: 'roles', render: (roles: TStaffMember['roles']) => roles.map((r) => <Tag key={r}>{RoleNames[r]}</Tag>) },
        {
          title: '状态',
          dataIndex: 'isDisable',
          render: (disabled: boolean) => (disabled ? <Badge status="error" text="已停用" /> : <Badge status="success" text="正常" />),
        },
        {
          title: '加入班级免审批',
          dataIndex: 'teachInfoPower',
          render: (on: boolean, m) => (
            <Switch
              checked={on}
              aria-label={`${m.name}加入班级免审批`}
              onChange={(checked) => setAccess.mutate({ userId: m.userId, teachInfoPower: checked }, { onSuccess: () => void message.success('保存成功') })}
            />
          ),
        },
        {
          title: '操作',
          width: 200,
          render: (_, m) => (
            <Space>
              <Popconfirm title={`确定重置${m.name}的密码？`} okText="重置" cancelText="取消" onConfirm={() => resetPassword(m)}>
                <Button size="small">重置密码</Button>
              </Popconfirm>
              {m.phone !== user.userPhone && (
                <Popconfirm
                  title={m.isDisable ? `确定启用${m.name}的账号？` : `确定停用${m.name}的账号？停用后不能登录`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => setAccess.mutate({ userId: m.userId, isDisable: !m.isDisable }, { onSuccess: () => void message.success('保存成功') })}
                >
                  <Button size="small" danger={!m.isDisable}>
                    {m.isDisable ? '启用' : '停用'}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}

/** /usercenter/teachers (教师管理, administrators): the school's accounts and the class-joining requests. */
export function StaffPage() {
  const requests = useClassRequests();
  const pending = requests.data?.list.length ?? 0;
  return (
    <Card title="教师管理">
      <Tabs
        items={[
          { key: 'accounts', label: '教师账号', children: <StaffTable /> },
          { key: 'requests', label: <Badge count={pending} size="small" offset={[8, 0]}>加入班级申请</Badge>, children: <ClassRequestsTable /> },
        ]}
      />
    </Card>
  );
}

