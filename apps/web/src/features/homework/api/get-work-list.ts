import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkListSchema, type TWorkListQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/List: one page of the homework the user may see. */
export function getWorkList(params: TWorkListQuery) {
  return api.get('/api/WorkInfo/List', { params: { ...params }, schema: ZWorkListSchema });
}

export const workListQueryOptions = (params: TWorkListQuery) =>
  queryOptions({
    queryKey: ['homework', 'list', params],
    queryFn: () => getWorkList(params),
    // Keeps the rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // The first page asked for while the page's code loaded (prefetch-work-list) is not asked again when the page
    // mounts a moment later; any later change of filters or page still asks the server.
    refetchOnMount: (query) => query.isStaleByTime(3_000),
  });

export function useWorkList(params: TWorkListQuery) {
  return useQuery(workListQueryOptions(params));
}
