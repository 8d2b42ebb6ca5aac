import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkMarkedSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const markMarkedQueryKey = (workGuid: string, th: number) => ['marking', 'marked', workGuid, th] as const;

/** GET /api/Mark/Marked: the answers of question th already scored, to revisit one. */
export function getMarkMarked(params: { workGuid: string; th: number }) {
  return api.get('/api/Mark/Marked', { params: { ...params }, schema: ZMarkMarkedSchema });
}

export function useMarkMarked(params: { workGuid: string; th: number }, enabled: boolean) {
  return useQuery(queryOptions({ queryKey: markMarkedQueryKey(params.workGuid, params.th), queryFn: () => getMarkMarked(params), enabled }));
}
