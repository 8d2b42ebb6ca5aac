import { Menu, theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { USERCENTER_MENU } from '@/config/navigation';
import { SideFrame } from './side-frame';

/** User-centre pages with their side menu (spec 03 §2.1). */
export function UsercenterLayout() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const active = USERCENTER_MENU.find((item) => item.path === pathname || item.also?.includes(pathname));

  return (
    <SideFrame
      side={
        <Menu
          mode="inline"
          selectedKeys={active ? [active.path] : []}
          style={{ borderInlineEnd: 'none', borderRadius: token.borderRadiusLG }}
          items={USERCENTER_MENU.map((item) => ({ key: item.path, label: <Link to={item.path}>{item.label}</Link> }))}
        />
      }
    />
  );
}
