import { Navigate, useLocation } from 'react-router';
import { HOME_PATH } from '@/config/paths';
import { resolveLocation } from '../redirects';

/** The catch-all route: applies the redirect table, and sends unknown paths to the homework list. */
export function LocationRedirect() {
  const { pathname, search } = useLocation();
  const resolution = resolveLocation(pathname, search);
  // A page match cannot reach the catch-all; fall back to the list rather than loop.
  const to = resolution.kind === 'redirect' ? resolution.to : HOME_PATH;
  return <Navigate to={to} replace />;
}
