import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAllClassSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetAllClass: the classes the user may assign to, grouped by grade. */
export function getAllClass(ruCode?: string) {
  return api.get('/api/WorkInfo/GetAllClass', { params: { ruCode }, schema: ZAllClassSchema });
}

export const allClassQueryOptions = (ruCode?: string) =>
  queryOptions({ queryKey: ['homework', 'all-class', ruCode], queryFn: () => getAllClass(ruCode), staleTime: 60_000 });

export function useAllClass(ruCode?: string) {
  return useQuery(allClassQueryOptions(ruCode));
}
