import { MAIN_MENU } from '@/config/navigation';
import { HeaderNav } from '@/components/light/nav-menu';
import { useRouteHandle } from '../use-route-handle';

/** The header's main menu; the entry of the current page's `menu` is highlighted. */
export function MainMenu() {
  return <HeaderNav items={MAIN_MENU} selectedKey={useRouteHandle()?.menu} />;
}
