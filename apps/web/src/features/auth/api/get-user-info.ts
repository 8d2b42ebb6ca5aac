import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZUserInfoSchema, type TUserInfo } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/User/UserInfo: who is signed in, the school, roles, permissions and periods (spec 03 §7.6). */
export function getUserInfo(): Promise<TUserInfo> {
  return api.get('/api/User/UserInfo', { schema: ZUserInfoSchema });
}

export const userInfoQueryKey = ['user-info'] as const;

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: getUserInfo,
    // The session decides who the user is; only a login, role or school change alters it.
    staleTime: Infinity,
  });

/** The user info query. A 401 answer sends the browser to /login from the api client. */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}

/** Stores a user info answer (login, role or school choice) so the app does not fetch it again. */
export function storeUserInfo(queryClient: QueryClient, info: TUserInfo): void {
  queryClient.setQueryData(userInfoQueryKey, info);
}
