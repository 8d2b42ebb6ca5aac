import { useMatches } from 'react-router';
import type { LayoutKind, MenuKey } from './route-table';

/** What every page route carries in its `handle` (built from the route table). */
export interface RouteHandle {
  title: string;
  /** The route-table path pattern, e.g. /help-center/question/:guid. */
  path: string;
  spec: string;
  layout: LayoutKind;
  requireAuth: boolean;
  phone: boolean;
  menu?: MenuKey;
  act?: string;
}

/** The handle of the deepest matched page, or undefined on a redirect. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
