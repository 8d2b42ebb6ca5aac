import type { MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DownOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { RoleNames } from '@zuoyeben/shared';
import { anchorOver, useIntent, useTriggerClick } from '@/components/light/intent';
import '@/components/light/light.css';
import { paths } from '@/config/paths';
import { StorageKeys } from '@/config/storage-keys';
import { useCurrentUser } from '../hooks/use-current-user';
import { useLogout } from '../api/logout';

/**
 * The password form (antd Form and its validator) loads when 修改密码 is first chosen, not with every signed-in page
 * (issue 9 item 23: the homework list's first load).
 */
const ChangePasswordModal = lazy(() => import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
/** antd's Dropdown and Menu load when the user reaches for the account button (issue 9 item 23). */
const loadDropdown = () => import('./user-menu-dropdown');

/** Avatar and name with 用户中心, 个人信息, 切换角色 (several roles only), 修改密码 and 退出登录. */
export function UserMenu() {
  const { user, roles } = useCurrentUser();
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first 修改密码 on, so the modal can play its closing animation afterwards.
  const [passwordAsked, setPasswordAsked] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const { Widget: UserMenuDropdown, handlers } = useIntent(loadDropdown);
  const [menuOpen, setMenuOpen] = useState(false);
  const onTriggerClick = useTriggerClick(handlers, () => setMenuOpen(true));

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

  const trigger = (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }} role="button" aria-label="用户菜单" tabIndex={0}>
      <span className="zy-avatar">
        <UserOutlined />
      </span>
      <span>
        {user.userName}
        <span className="zy-secondary">（{RoleNames[user.userRole]}）</span>
      </span>
      <DownOutlined />
    </span>
  );

  return (
    <>
      {passwordAsked && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      {/* The button stays the same element; the menu, once loaded, is anchored over it. */}
      <span style={{ position: 'relative', display: 'inline-block' }} onMouseEnter={handlers.onMouseEnter} onFocus={handlers.onFocus} onClick={onTriggerClick}>
        {trigger}
        {UserMenuDropdown && (
          <UserMenuDropdown items={items} onClick={onClick} open={menuOpen} onOpenChange={setMenuOpen}>
            {anchorOver()}
          </UserMenuDropdown>
        )}
      </span>
    </>
  );
}
