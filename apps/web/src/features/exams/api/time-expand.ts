import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTimeExpandResultSchema, type TTimeExpandRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { submitStatusQueryKey } from './get-submit-status';

/** POST /api/ExamInfo/TimeExpand: more minutes for one class or every class of a running exam. */
export function timeExpand(body: TTimeExpandRequest) {
  return api.post('/api/ExamInfo/TimeExpand', { body, schema: ZTimeExpandResultSchema });
}

export function useTimeExpand(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: timeExpand, onSuccess: () => queryClient.invalidateQueries({ queryKey: submitStatusQueryKey(workGuid) }) });
}
