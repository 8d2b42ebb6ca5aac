import { useQuery } from '@tanstack/react-query';
import { ZDeviceSessionsSchema, type TDeviceSessions } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const sessionsQueryKey = ['personal', 'sessions'] as const;

/** GET /api/User/Sessions: where I am signed in (this browser first). */
export function getSessions(): Promise<TDeviceSessions> {
  return api.get('/api/User/Sessions', { schema: ZDeviceSessionsSchema });
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
}
