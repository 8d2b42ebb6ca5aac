import { Menu, theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { USERCENTER_MENU } from '@/config/navigation';
import { useCurrentUser } from '@/features/auth';
import { SideFrame } from './side-frame';

/** User-centre pages with their side menu (spec 03 §2.1). */
export function UsercenterLayout() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const menu = USERCENTER_MENU.filter((item) => !item.roles || item.roles.includes(user.userRole));
  const active = menu.find((item) => item.path === pathname || item.also?.includes(pathname));

  return (
    <SideFrame
      side={
        <Menu
          mode="inline"
          selectedKeys={active ? [active.path] : []}
          style={{ borderInlineEnd: 'none', borderRadius: token.borderRadiusLG }}
          items={menu.map((item) => ({ key: item.path, label: <Link to={item.path}>{item.label}</Link> }))}
        />
      }
    />
  );
}
