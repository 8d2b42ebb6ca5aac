import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPendingRescoreSchema, type TWorkQuestionInput } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface UpdateWorkQuestionInput {
  workInfoGuid: string;
  ruCode?: string;
  list: TWorkQuestionInput[];
}

/** POST /api/WorkInfo/UpdateWorkQuestion: new answers and scores; never rescores by itself. */
export function updateWorkQuestion(input: UpdateWorkQuestionInput) {
  return api.post('/api/WorkInfo/UpdateWorkQuestion', { body: input, schema: ZPendingRescoreSchema });
}

export function useUpdateWorkQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkQuestion,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: ['homework', 'detail', input.workInfoGuid] }),
  });
}
