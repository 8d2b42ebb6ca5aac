import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkAssistSplitSchema, type TMarkAssistSplitRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { assistGroupsQueryKey } from './get-assist-groups';

/** POST /api/MarkAssist/Split: the chosen students become a group of their own. */
export function splitGroup(body: TMarkAssistSplitRequest) {
  return api.post('/api/MarkAssist/Split', { body, schema: ZMarkAssistSplitSchema });
}

export function useSplitGroup(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: splitGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: assistGroupsQueryKey(workGuid) }) });
}
