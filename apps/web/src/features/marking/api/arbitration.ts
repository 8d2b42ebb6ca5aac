import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMarkArbitrationSchema, ZMarkSaveResultSchema, type TMarkArbitrateRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { markQuestionsQueryKey } from './get-mark-questions';

export const arbitrationQueryKey = (workGuid: string, th: number) => ['marking', 'arbitration', workGuid, th] as const;

/** GET /api/Mark/Arbitration: the answers of a double-marked question waiting for the arbiter, with both marks. */
export function useArbitration(params: { workGuid: string; th: number }, enabled: boolean) {
  return useQuery({
    queryKey: arbitrationQueryKey(params.workGuid, params.th),
    queryFn: () => api.get('/api/Mark/Arbitration', { params: { ...params }, schema: ZMarkArbitrationSchema }),
    enabled,
  });
}

/** POST /api/Mark/Arbitrate: the arbiter's score becomes the answer's final score. */
export function useArbitrate(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMarkArbitrateRequest) => api.post('/api/Mark/Arbitrate', { body, schema: ZMarkSaveResultSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: markQuestionsQueryKey(workGuid) }),
        queryClient.invalidateQueries({ queryKey: ['marking', 'arbitration', workGuid] }),
        queryClient.invalidateQueries({ queryKey: ['reports', workGuid] }),
      ]),
  });
}
