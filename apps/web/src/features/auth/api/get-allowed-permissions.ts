import { useQuery } from '@tanstack/react-query';
import { ZAllowedPermissionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '../hooks/use-current-user';

/**
 * GET /api/Teacher/GetAllowedPermissions: the session's guarded actions as the server's guards decide them in this
 * school (allowed, or the refusal's words). Silent: a caller without an answer treats the action as not allowed.
 */
export function getAllowedPermissions() {
  return api.get('/api/Teacher/GetAllowedPermissions', { schema: ZAllowedPermissionsSchema, silent: true });
}

export function useAllowedPermissions() {
  const { school, user } = useCurrentUser();
  return useQuery({ queryKey: ['allowed-permissions', school.ru, user.userRole], queryFn: getAllowedPermissions, staleTime: 60_000 });
}
