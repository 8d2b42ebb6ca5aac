import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPreferSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/PreferSet/GetPrefer: the teacher's publish defaults (product defaults when none were saved). */
export function getPrefer() {
  return api.get('/api/PreferSet/GetPrefer', { schema: ZPreferSchema });
}

export const preferQueryOptions = () => queryOptions({ queryKey: ['homework', 'prefer'], queryFn: getPrefer, staleTime: 60_000 });

export function usePrefer() {
  return useQuery(preferQueryOptions());
}
