import { useState } from 'react';
import { Alert, Button, Form, Input, theme } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ZLoginRequestSchema, type TLoginRequest, type TUserInfo } from '@zuoyeben/shared';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSuccess: (info: TUserInfo) => void;
  size?: 'middle' | 'large';
}

/**
 * 账号 (phone) and 密码 with a 登录 button. Server refusals (wrong password 403, too many attempts 429)
 * appear inline above the button. A 411 answer leaves for /change-role via the api client.
 */
export function LoginForm({ onSuccess, size = 'large' }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const loginMutation = useLogin({ onSuccess });
  const { token } = theme.useToken();

  const submit = (values: TLoginRequest) => {
    setServerError(null);
    loginMutation.mutate(values, {
      onError: (err) => {
        // 411 is not a failure: the role page is already opening.
        if (err instanceof ApiError && err.status === 411) return;
        setServerError(err.message || '登录失败，请稍后重试');
      },
    });
  };

  return (
    <Form<TLoginRequest> name="login" layout="vertical" size={size} requiredMark={false} onFinish={submit}>
      <Form.Item
        label="账号"
        name="userCode"
        rules={[{ required: true, whitespace: true, message: '请输入账号（手机号）' }]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          inputMode="numeric"
          autoComplete="username"
          maxLength={ZLoginRequestSchema.shape.userCode.maxLength ?? undefined}
        />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
          maxLength={ZLoginRequestSchema.shape.password.maxLength ?? undefined}
        />
      </Form.Item>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: token.marginMD }} />}
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
        登录
      </Button>
    </Form>
  );
}
