import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRescoreResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** POST /api/Mark/Calculate (作业统计 › 重新计算): a homework's scores computed again from its current key and rules. */
export function calculateWork(input: { workInfoGuid: string }) {
  return api.post('/api/Mark/Calculate', { body: input, schema: ZRescoreResultSchema });
}

export function useCalculateWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calculateWork,
    // Averages of every report page may move with the scores.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolReportsKeys.all }),
  });
}
