import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkSaveResultSchema, type TMarkSaveRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { markQuestionsQueryKey } from './get-mark-questions';

/** POST /api/Mark/Save. Silent: the score field shows a refusal beside it. */
export function saveMark(body: TMarkSaveRequest) {
  return api.post('/api/Mark/Save', { body, schema: ZMarkSaveResultSchema, silent: true });
}

export function useSaveMark(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMark,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: markQuestionsQueryKey(workGuid) }),
        queryClient.invalidateQueries({ queryKey: ['marking', 'next', workGuid] }),
        queryClient.invalidateQueries({ queryKey: ['marking', 'marked', workGuid] }),
        queryClient.invalidateQueries({ queryKey: ['marking', 'item', workGuid] }),
        // The analysis of this homework shows the new totals (its keys start with ['reports', workGuid]).
        queryClient.invalidateQueries({ queryKey: ['reports', workGuid] }),
      ]),
  });
}
