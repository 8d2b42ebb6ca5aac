import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/List (the homework list's endpoint): the latest homework, to choose one to mark. */
export function getWorkOptions() {
  return api.get('/api/WorkInfo/List', { params: { pageIndex: 1, pageSize: 50 }, schema: ZWorkListSchema });
}

export function useWorkOptions() {
  return useQuery(queryOptions({ queryKey: ['mark-assist', 'works'], queryFn: getWorkOptions }));
}
