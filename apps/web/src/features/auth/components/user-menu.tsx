import { Avatar, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DownOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { RoleNames } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { StorageKeys } from '@/config/storage-keys';
import { useCurrentUser } from '../hooks/use-current-user';
import { useLogout } from '../api/logout';

/**
 * The password form (antd Form and its validator) loads when 修改密码 is first chosen, not with every signed-in page
 * (issue 9 item 23: the homework list's first load).
 */
const ChangePasswordModal = lazy(() => import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));

/** Avatar and name with 用户中心, 个人信息, 切换角色 (several roles only), 修改密码 and 退出登录. */
export function UserMenu() {
  const { user, roles } = useCurrentUser();
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first 修改密码 on, so the modal can play its closing animation afterwards.
  const [passwordAsked, setPasswordAsked] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();

  const items: MenuProps['items'] = [
    { key: 'usercenter', icon: <UserOutlined />, label: '用户中心' },
    { key: 'personal', icon: <IdcardOutlined />, label: '个人信息' },
    ...(roles.length > 1 ? [{ key: 'change-role', icon: <SwapOutlined />, label: '切换角色' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'usercenter') navigate(paths.usercenter.teachinfo.path);
    if (key === 'personal') navigate(paths.usercenter.personal.path);
    if (key === 'change-role') {
      // A stale list from an earlier login must not be offered; the page asks the server instead.
      sessionStorage.removeItem(StorageKeys.roles);
      navigate(paths.changeRole.path);
    }
    if (key === 'password') {
      setPasswordAsked(true);
      setChangingPassword(true);
    }
    if (key === 'logout') logout.mutate();
  };

  return (
    <>
      {passwordAsked && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Flex align="center" gap="small" style={{ cursor: 'pointer' }} role="button" aria-label="用户菜单" tabIndex={0}>
        <Avatar icon={<UserOutlined />} />
        <Typography.Text>
          {user.userName}
          <Typography.Text type="secondary">（{RoleNames[user.userRole]}）</Typography.Text>
        </Typography.Text>
        <DownOutlined />
      </Flex>
    </Dropdown>
    </>
  );
}
