import { HOME_PATH, paths } from '@/config/paths';

/** Query key carrying the page to return to after login or role choice. */
export const RETURN_TO_PARAM = 'redirect';

const ENTRY_PATHS: readonly string[] = [paths.login.path, paths.phoneLogin.path, paths.changeRole.path];

interface Where {
  pathname: string;
  search: string;
}

/**
 * Where a navigation requested by the api client should go. Login and role pages get the page the user
 * was on as `redirect`, so they can send the user back (an entry page passes its own `redirect` on).
 */
export function withReturnTo(to: string, from: Where): string {
  if (!ENTRY_PATHS.includes(to)) return to;
  const carried = ENTRY_PATHS.includes(from.pathname)
    ? new URLSearchParams(from.search).get(RETURN_TO_PARAM)
    : `${from.pathname}${from.search}`;
  if (!carried || carried === '/') return to;
  return `${to}?${new URLSearchParams({ [RETURN_TO_PARAM]: carried }).toString()}`;
}

/** A safe in-app path from the `redirect` query, or `fallback`. Other origins are refused (open redirect). */
export function safeReturnPath(raw: string | null | undefined, fallback: string = HOME_PATH): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  const pathname = raw.split(/[?#]/)[0] ?? '';
  return ENTRY_PATHS.includes(pathname) ? fallback : raw;
}
