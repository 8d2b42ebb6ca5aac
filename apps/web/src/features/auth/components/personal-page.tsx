import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { AccountLimits, PersonalMessages, StaffMessages, type TDeviceSession } from '@zuoyeben/shared';
import { PasswordChangeFields, type PasswordChangeValues } from '@/components/password-change-fields';
import { useProfile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { useChangePassword } from '../api/change-password';
import { useSessions } from '../api/get-sessions';
import { useEndSession } from '../api/end-session';
import { useEndOtherSessions } from '../api/end-other-sessions';

const PHONE_RULE = /^1\d{10}$/;
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

interface ProfileValues {
  userName: string;
  userPhone: string;
}

/** 基本信息: name and phone; the phone is the login account, so another account's phone is refused. */
function ProfileCard() {
  const { message } = App.useApp();
  const profile = useProfile();
  const save = useSaveProfile();
  const [form] = Form.useForm<ProfileValues>();
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);

  const submit = (values: ProfileValues) => {
    setServerError(null);
    save.mutate(values, {
      onSuccess: () => void message.success(PersonalMessages.saved),
      onError: (error) => setServerError(error.message || '保存失败，请稍后重试'),
    });
  };

  return (
    <Card title="基本信息" loading={profile.isLoading}>
      <Form<ProfileValues> form={form} name="profile" labelCol={{ flex: '110px' }} style={{ maxWidth: 480 }} onFinish={submit} requiredMark={false}>
        <Form.Item label="姓名" name="userName" rules={[
          { required: true, whitespace: true, message: '请输入姓名' },
          { max: AccountLimits.personName, message: `姓名不能超过${AccountLimits.personName}个字符` },
        ]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="手机号" name="userPhone" extra="手机号即登录账号，修改后请用新手机号登录。" rules={[
          { required: true, message: '请输入手机号' },
          { pattern: PHONE_RULE, message: '手机号格式不正确，应为11位手机号' },
        ]}>
          <Input autoComplete="tel" inputMode="numeric" maxLength={AccountLimits.phone} />
        </Form.Item>
        {serverError && <Form.Item label=" " colon={false}><Alert type="error" showIcon title={serverError} /></Form.Item>}
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>保存</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** 修改密码 with the current password; the server ends the other sessions and keeps this one. */
function PasswordCard({ onChanged }: { onChanged(): void }) {
  const { message } = App.useApp();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordChangeValues>();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = ({ oldPassword, newPassword }: PasswordChangeValues) => {
    setServerError(null);
    change.mutate({ oldPassword, newPassword }, {
      onSuccess: () => {
        void message.success(StaffMessages.passwordChanged);
        form.resetFields();
        onChanged();
      },
      onError: (error) => setServerError(error.message || '修改失败，请稍后重试'),
    });
  };

  return (
    <Card title="修改密码">
      <Typography.Paragraph type="secondary">修改后，其他设备上的登录将退出，当前设备保持登录。</Typography.Paragraph>
      <Form<PasswordChangeValues> form={form} name="personal-password" layout="vertical" requiredMark={false} style={{ maxWidth: 360 }} onFinish={submit}>
        <PasswordChangeFields />
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={change.isPending}>确认修改</Button>
      </Form>
    </Card>
  );
}

/** 登录设备: every session of mine, this one marked; the others can be signed out one by one or all at once. */
function SessionsCard() {
  const { message } = App.useApp();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.list ?? [];
  const others = list.filter((s) => !s.current).length;

  const columns = [
    {
      title: '设备',
      dataIndex: 'device',
      render: (device: string, s: TDeviceSession) => (
        <Flex gap="small" align="center">{device}{s.current && <Tag color="blue">当前设备</Tag>}</Flex>
      ),
    },
    { title: '登录地址', dataIndex: 'ip', render: (ip: string | null) => ip ?? '未知' },
    { title: '登录时间', dataIndex: 'createdAt', render: time },
    { title: '最近活动', dataIndex: 'lastActiveAt', render: time },
    {
      title: '操作',
      key: 'action',
      render: (_: unknown, s: TDeviceSession) => s.current ? <Typography.Text type="secondary">—</Typography.Text> : (
        <Popconfirm title="确定退出该设备上的登录？" okText="退出" cancelText="取消"
          onConfirm={() => endOne.mutateAsync({ key: s.key }).then(() => void message.success(PersonalMessages.sessionEnded))}>
          <Button type="link" size="small" danger aria-label={`退出 ${s.device}（${s.ip ?? '未知'}）`}>退出</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      title="登录设备"
      extra={(
        <Popconfirm title="确定退出除当前设备外的全部登录？" okText="全部退出" cancelText="取消" disabled={others === 0}
          onConfirm={() => endOthers.mutateAsync().then(() => void message.success(PersonalMessages.othersEnded))}>
          <Button danger disabled={others === 0} loading={endOthers.isPending}>退出其他全部设备</Button>
        </Popconfirm>
      )}
    >
      <Table<TDeviceSession>
        rowKey="key"
        size="small"
        loading={sessions.isLoading}
        pagination={false}
        columns={columns}
        dataSource={list}
        aria-label="登录设备"
      />
    </Card>
  );
}

/**
 * 个人信息 (/usercenter/personal, issue 15 item 2): my name and phone, 修改密码 with the current password, and the
 * sessions signed in elsewhere with 退出 for one or all of them. Reached from the header's user menu.
 */
export function PersonalPage() {
  const sessions = useSessions();
  return (
    <Flex vertical gap="middle">
      <ProfileCard />
      <PasswordCard onChanged={() => void sessions.refetch()} />
      <SessionsCard />
    </Flex>
  );
}
