import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkAssistToleranceSchema, type TMarkAssistToleranceRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { assistGroupsQueryKey } from './get-assist-groups';

/** POST /api/MarkAssist/SaveTolerance: keeps the question's word tolerance (单词批改 容错字母数). */
export function saveTolerance(body: TMarkAssistToleranceRequest) {
  return api.post('/api/MarkAssist/SaveTolerance', { body, schema: ZMarkAssistToleranceSchema });
}

/** Saves, then the question's groups are read again with it. */
export function useSaveTolerance(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTolerance,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: assistGroupsQueryKey(workGuid, saved.th) }),
  });
}
