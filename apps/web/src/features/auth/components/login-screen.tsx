import { Card, Flex, Typography, theme } from 'antd';
import type { TUserInfo } from '@zuoyeben/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordLink } from './forgot-password-link';
import { LoginForm } from './login-form';

interface LoginScreenProps {
  onSuccess: (info: TUserInfo) => void;
}

/** 学生登录 (students answer on /student/login) and 忘记密码 below the form. */
function LoginLinks() {
  return (
    <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
      <Link to={paths.student.login.path}>学生登录</Link>
      <ForgotPasswordLink />
    </Flex>
  );
}

/** Desktop login: a centred card on the layout background. */
export function LoginScreen({ onSuccess }: LoginScreenProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Card style={{ width: 400, boxShadow: token.boxShadowTertiary }}>
        <Typography.Title level={2} style={{ textAlign: 'center', color: token.colorPrimary, marginTop: 0 }}>
          作业本
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          教师、学校管理员登录
        </Typography.Paragraph>
        <LoginForm onSuccess={onSuccess} />
        <LoginLinks />
      </Card>
    </Flex>
  );
}

/** Phone login: the same form filling a narrow screen, with larger touch targets. */
export function PhoneLoginScreen({ onSuccess }: LoginScreenProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical style={{ minHeight: '100vh', padding: token.paddingLG, background: token.colorBgContainer }}>
      <Typography.Title level={3} style={{ color: token.colorPrimary, marginTop: token.marginXL }}>
        作业本
      </Typography.Title>
      <Typography.Paragraph type="secondary">手机登录</Typography.Paragraph>
      <LoginForm onSuccess={onSuccess} size="large" />
      <LoginLinks />
    </Flex>
  );
}
