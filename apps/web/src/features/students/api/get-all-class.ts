import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAllClassSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/WorkInfo/GetAllClass: the classes the user may see, grouped by grade. The teach-info feature reads
 * the same endpoint under the same key, so both share one cache entry (features do not import each other).
 */
export function getAllClass() {
  return api.get('/api/WorkInfo/GetAllClass', { schema: ZAllClassSchema });
}

export const allClassQueryOptions = () => queryOptions({ queryKey: ['classes', 'all'], queryFn: getAllClass });

export function useAllClass() {
  return useQuery(allClassQueryOptions());
}
