import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRescoreResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/Rescore (重新计分): every submission scored again from the current answer key and rules. */
export function rescore(input: { workInfoGuid: string; ruCode?: string }) {
  return api.post('/api/WorkInfo/Rescore', { body: input, schema: ZRescoreResultSchema });
}

export function useRescore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescore,
    // Scores shown in lists and reports change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['homework'] }),
  });
}
