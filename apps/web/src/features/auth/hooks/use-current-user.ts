import { createContext, useContext } from 'react';
import type { TUserInfo } from '@zuoyeben/shared';

/**
 * The user info as <RequireAuth> last rendered it. A context rather than the query itself: when the
 * cache is cleared (logout, 401) pages still re-render once before leaving, and must not see no user.
 */
export const CurrentUserContext = createContext<TUserInfo | null>(null);

/** The signed-in user: user, school, roles, permission, periods. Only valid below `<RequireAuth>`. */
export function useCurrentUser(): TUserInfo {
  const info = useContext(CurrentUserContext);
  if (!info) throw new Error('useCurrentUser 只能在需要登录的页面中使用');
  return info;
}
