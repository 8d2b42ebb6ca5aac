import type { ReactNode } from 'react';
import { Button, Dropdown, Flex, Result, Typography, theme } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router';
import type { TStudentMe } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { ApiError } from '@/lib/api-client';
import { useStudentMe } from '../api/get-student-me';
import { useStudentLogout } from '../api/student-logout';
import { clearAnswerDrafts } from '../hooks/use-answer-draft';

/** Phone-width column: the student pages are designed for 390px and stay readable on a desktop. */
export const STUDENT_COLUMN_WIDTH = 560;

interface StudentShellProps {
  title?: ReactNode;
  /** Shown left of the title, e.g. a back button. */
  extra?: ReactNode;
  children: (me: TStudentMe) => ReactNode;
  /** The page a student on a handed-out password may see (修改密码); every other page sends them there first. */
  allowInitialPassword?: boolean;
}

/**
 * The frame of every signed-in student page: loads the student (a 401 sends the page to /student/login through the
 * api client), and draws a header with the student's name and a menu for 修改密码 and 退出登录.
 */
export function StudentShell({ title = '作业本', extra, children, allowInitialPassword = false }: StudentShellProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const me = useStudentMe();
  const logout = useStudentLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        clearAnswerDrafts();
        navigate(paths.student.login.path, { replace: true });
      },
    });

  let body: ReactNode;
  if (me.data?.isInitialPassword && !allowInitialPassword) body = <Navigate to={paths.student.password.path} replace />;
  else if (me.data) body = children(me.data);
  else if (me.error && !(me.error instanceof ApiError && me.error.status === 401)) {
    body = <Result status="warning" title="加载失败，请稍后重试" extra={<Button onClick={() => void me.refetch()}>重试</Button>} />;
  } else body = <CenteredSpin />;

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Flex
        component="header"
        align="center"
        gap={token.marginXS}
        style={{ position: 'sticky', top: 0, zIndex: 10, height: 52, padding: `0 ${token.paddingSM}px`, background: token.colorPrimary }}
      >
        {extra}
        <Typography.Text strong ellipsis style={{ flex: 1, color: token.colorTextLightSolid, fontSize: token.fontSizeLG }}>
          {title}
        </Typography.Text>
        {me.data && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'password', label: '修改密码', onClick: () => navigate(paths.student.password.path) },
                { key: 'logout', label: '退出登录', onClick: signOut },
              ],
            }}
          >
            <Button type="text" style={{ color: token.colorTextLightSolid }} aria-label="我的账号">
              <UserOutlined />
              {me.data.stuName}
              <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </Flex>
      <main style={{ width: '100%', maxWidth: STUDENT_COLUMN_WIDTH, margin: '0 auto', padding: token.paddingSM, flex: 1 }}>{body}</main>
    </Flex>
  );
}
