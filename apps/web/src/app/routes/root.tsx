import { useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { setPhoneMode } from '@/lib/phone-mode';
import { useRouteHandle } from '../use-route-handle';

const APP_NAME = '作业本';

/**
 * Top of every route: keeps the phone-mode flag in step with the route (set on phone routes, cleared
 * elsewhere) before pages send requests, and names the browser tab after the page.
 */
export function RootRoute() {
  const handle = useRouteHandle();
  const isPhone = handle?.phone ?? false;
  const title = handle?.title;

  useLayoutEffect(() => setPhoneMode(isPhone), [isPhone]);
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);

  return <Outlet />;
}
