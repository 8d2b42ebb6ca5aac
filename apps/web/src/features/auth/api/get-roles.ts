import { useQuery } from '@tanstack/react-query';
import { ZRoleListSchema, type TRoleList } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Common/GetRoles: the roles of the signed-in user in the current school. */
export function getRoles(): Promise<TRoleList> {
  return api.post('/api/Common/GetRoles', { schema: ZRoleListSchema });
}

/** Fetches the roles only when the 411 answer's copy in session storage is missing (`enabled`). */
export function useRoles(enabled: boolean) {
  return useQuery({ queryKey: ['roles'], queryFn: getRoles, enabled, staleTime: 0, gcTime: 0 });
}
