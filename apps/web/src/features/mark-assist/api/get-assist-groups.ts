import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkAssistGroupsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const assistGroupsQueryKey = (workGuid: string, th?: number) =>
  ['mark-assist', 'groups', workGuid, ...(th === undefined ? [] : [th])] as const;

/**
 * GET /api/MarkAssist/Groups: the answers of one subjective question, grouped by the assistant's rules, with the word
 * tolerance saved for the question (SaveTolerance).
 */
export function getAssistGroups(workGuid: string, th: number) {
  return api.get('/api/MarkAssist/Groups', { params: { workGuid, th }, schema: ZMarkAssistGroupsSchema });
}

export function useAssistGroups(workGuid: string, th: number | null) {
  return useQuery(queryOptions({
    queryKey: assistGroupsQueryKey(workGuid, th ?? 0),
    queryFn: () => getAssistGroups(workGuid, th!),
    enabled: !!workGuid && th !== null,
    placeholderData: keepPreviousData,
  }));
}
