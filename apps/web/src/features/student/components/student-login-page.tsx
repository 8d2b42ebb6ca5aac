import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography, theme } from 'antd';
import { BankOutlined, IdcardOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { StudentAuthLimits, ZStudentLoginRefusalSchema, type TStudentLoginRequest } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useStudentLogin } from '../api/student-login';
import { isStudentPage } from '@/lib/student-area';

/** Only a student page may be returned to after login; anything else goes to the homework list. */
function studentReturnPath(raw: string | null): string {
  if (raw && isStudentPage(raw) && !raw.startsWith(paths.student.login.path)) return raw;
  return paths.student.works.path;
}

/** The school code of the last successful login on this device (学校编码), so a shared number needs it only once. */
export const REMEMBERED_SCHOOL_KEY = 'zyb.student.ruCode';

function rememberedSchool(): string {
  try {
    return localStorage.getItem(REMEMBERED_SCHOOL_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * /student/login: 学号或手机号 and 密码. The 学校编码 field shows when the server asks for it, when the student opens it,
 * or when this device remembers a school; a student on a handed-out password goes to 修改密码 first.
 */
export function StudentLoginPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const [remembered] = useState(rememberedSchool);
  const [needsRuCode, setNeedsRuCode] = useState(remembered !== '');
  const login = useStudentLogin();

  const submit = (values: TStudentLoginRequest) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess: (me) => {
        try {
          localStorage.setItem(REMEMBERED_SCHOOL_KEY, me.ruCode);
        } catch {
          // A private window without storage only forgets the school.
        }
        navigate(me.isInitialPassword ? paths.student.password.path : studentReturnPath(params.get('redirect')), { replace: true });
      },
      onError: (error) => {
        const refusal = ZStudentLoginRefusalSchema.safeParse(error instanceof ApiError ? error.data : null);
        if (refusal.success && refusal.data.needRuCode) setNeedsRuCode(true);
        setServerError(error.message || '登录失败，请稍后重试');
      },
    });
  };

  return (
    <Flex vertical style={{ minHeight: '100vh', padding: token.paddingLG, background: token.colorBgContainer }}>
      <Flex vertical style={{ width: '100%', maxWidth: 420, margin: '0 auto' }}>
        <Typography.Title level={2} style={{ color: token.colorPrimary, marginTop: token.marginXL, marginBottom: 0 }}>
          作业本
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginXL }}>
          学生登录，在手机上完成作业
        </Typography.Paragraph>
        <Form<TStudentLoginRequest>
          name="student-login"
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={submit}
          initialValues={remembered ? { ruCode: remembered } : undefined}
        >
          {needsRuCode && (
            <Form.Item
              label="学校编码"
              name="ruCode"
              extra={remembered ? '本机记住了上次登录的学校，换学校请修改' : '学校编码印在老师发的初始密码单上，如 RU10001'}
              rules={[{ required: true, whitespace: true, message: '请输入学校编码（向老师询问）' }]}
            >
              <Input prefix={<BankOutlined />} placeholder="如 RU10001" autoComplete="organization" maxLength={32} />
            </Form.Item>
          )}
          <Form.Item label="学号或手机号" name="account" rules={[{ required: true, whitespace: true, message: '请输入学号或手机号' }]}>
            <Input prefix={<IdcardOutlined />} placeholder="学号或手机号" autoComplete="username" maxLength={StudentAuthLimits.account} />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="初始密码由老师发放" autoComplete="current-password" />
          </Form.Item>
          {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: token.marginMD }} />}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form>
        {!needsRuCode && (
          <Button type="link" onClick={() => setNeedsRuCode(true)} style={{ alignSelf: 'center', marginTop: token.marginSM }}>
            学号在多所学校使用？填写学校编码
          </Button>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: token.marginMD, textAlign: 'center' }}>
          学校编码和初始密码都在老师发的初始密码单上；忘记密码请找任课老师重置。
        </Typography.Paragraph>
        <Button type="link" onClick={() => navigate(paths.login.path)} style={{ alignSelf: 'center' }}>
          我是老师，去教师登录
        </Button>
      </Flex>
    </Flex>
  );
}
