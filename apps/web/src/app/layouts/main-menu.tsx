import { Menu } from 'antd';
import { Link } from 'react-router';
import { MAIN_MENU } from '@/config/navigation';
import { useRouteHandle } from '../use-route-handle';

/** The header's main menu; the entry of the current page's `menu` is highlighted. */
export function MainMenu() {
  const menu = useRouteHandle()?.menu;
  return (
    <Menu
      mode="horizontal"
      selectedKeys={menu ? [menu] : []}
      items={MAIN_MENU.map((item) => ({ key: item.key, label: <Link to={item.href}>{item.label}</Link> }))}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
    />
  );
}
