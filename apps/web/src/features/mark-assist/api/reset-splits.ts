import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkAssistResetSchema, type TMarkAssistResetRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { assistGroupsQueryKey } from './get-assist-groups';

/** POST /api/MarkAssist/ResetSplits: every split answer back into the automatic groups. */
export function resetSplits(body: TMarkAssistResetRequest) {
  return api.post('/api/MarkAssist/ResetSplits', { body, schema: ZMarkAssistResetSchema });
}

export function useResetSplits(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetSplits, onSuccess: () => queryClient.invalidateQueries({ queryKey: assistGroupsQueryKey(workGuid) }) });
}
