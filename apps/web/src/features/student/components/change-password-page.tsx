import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { AccountLimits, type TStudentChangePasswordRequest } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useChangeStudentPassword } from '../api/change-student-password';
import { StudentShell } from './student-shell';

interface PasswordForm extends TStudentChangePasswordRequest {
  confirm: string;
}

/** /student/password: the student replaces the initial password with their own. */
export function ChangePasswordPage() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const change = useChangeStudentPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const back = () => navigate(paths.student.works.path);

  const submit = ({ oldPassword, newPassword }: PasswordForm) => {
    setServerError(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          void message.success('密码修改成功');
          back();
        },
        onError: (error) => setServerError(error.message || '修改失败，请稍后重试'),
      },
    );
  };

  return (
    <StudentShell title="修改密码" extra={<Button type="text" aria-label="返回" icon={<ArrowLeftOutlined />} onClick={back} style={{ color: token.colorTextLightSolid }} />}>
      {(me) => (
        <Card>
          {me.isInitialPassword && <Alert type="info" showIcon title="你还在使用老师发放的初始密码，建议改成只有自己知道的密码。" style={{ marginBottom: token.marginMD }} />}
          <Form<PasswordForm> layout="vertical" size="large" requiredMark={false} onFinish={submit}>
            <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              label="新密码"
              name="newPassword"
              rules={[
                { required: true, message: '请输入新密码' },
                { min: AccountLimits.password.min, message: `新密码至少${AccountLimits.password.min}个字符` },
                { max: AccountLimits.password.max, message: `新密码不能超过${AccountLimits.password.max}个字符` },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="确认新密码"
              name="confirm"
              dependencies={['newPassword']}
              rules={[
                { required: true, message: '请再次输入新密码' },
                ({ getFieldValue }) => ({
                  validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: token.marginMD }} />}
            <Button type="primary" htmlType="submit" block loading={change.isPending}>
              确认修改
            </Button>
          </Form>
        </Card>
      )}
    </StudentShell>
  );
}
