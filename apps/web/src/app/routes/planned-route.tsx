import { PlannedPage } from '@/components/planned-page';
import { plannedPageDescription } from '../planned-pages';
import { useRouteHandle } from '../use-route-handle';

/** A page a later version builds: its title comes from the route table, what it will do from planned-pages.ts. */
export function PlannedRoute() {
  const handle = useRouteHandle();
  return <PlannedPage title={handle?.title ?? '页面'} description={plannedPageDescription(handle?.path ?? '')} />;
}
