import { PlannedPage } from '@/components/planned-page';
import { useRouteHandle } from '../use-route-handle';

/** A page a later version builds: its title and spec section come from the route table. */
export function PlannedRoute() {
  const handle = useRouteHandle();
  return <PlannedPage title={handle?.title ?? '页面'} spec={handle?.spec ?? '—'} />;
}
