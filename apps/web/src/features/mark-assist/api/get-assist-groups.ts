import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkAssistGroupsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const assistGroupsQueryKey = (workGuid: string, th?: number, tolerance?: number) =>
  ['mark-assist', 'groups', workGuid, ...(th === undefined ? [] : [th, tolerance ?? 0])] as const;

/** GET /api/MarkAssist/Groups: the answers of one subjective question, grouped by the assistant's rules. */
export function getAssistGroups(workGuid: string, th: number, tolerance: number) {
  return api.get('/api/MarkAssist/Groups', { params: { workGuid, th, tolerance }, schema: ZMarkAssistGroupsSchema });
}

export function useAssistGroups(workGuid: string, th: number | null, tolerance = 0) {
  return useQuery(queryOptions({
    queryKey: assistGroupsQueryKey(workGuid, th ?? 0, tolerance),
    queryFn: () => getAssistGroups(workGuid, th!, tolerance),
    enabled: !!workGuid && th !== null,
    placeholderData: keepPreviousData,
  }));
}
