import { useState } from 'react';
import { Alert, App, Button, Card, Form, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { StudentAuthMessages } from '@zuoyeben/shared';
import { PasswordChangeFields, type PasswordChangeValues } from '@/components/password-change-fields';
import { paths } from '@/config/paths';
import { useChangeStudentPassword } from '../api/change-student-password';
import { StudentShell } from './student-shell';

type PasswordForm = PasswordChangeValues;

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
    <StudentShell
      title="修改密码"
      allowInitialPassword
      extra={<Button type="text" aria-label="返回" icon={<ArrowLeftOutlined />} onClick={back} style={{ color: token.colorTextLightSolid }} />}
    >
      {(me) => (
        <Card>
          {me.isInitialPassword && (
            <Alert
              type="warning"
              showIcon
              title={StudentAuthMessages.mustChangePassword}
              description="你正在使用老师发放的初始密码。请改成只有自己知道的密码，之后才能查看和提交作业。"
              style={{ marginBottom: token.marginMD }}
            />
          )}
          <Form<PasswordForm> layout="vertical" size="large" requiredMark={false} onFinish={submit}>
            <PasswordChangeFields />
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
