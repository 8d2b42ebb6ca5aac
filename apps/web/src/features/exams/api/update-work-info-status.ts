import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUpdateWorkInfoStatusResultSchema, type TUpdateWorkInfoStatusRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/UpdateWorkInfoStatus (status 2): 提前收卷, the running exam ends now for every class. */
export function updateWorkInfoStatus(body: TUpdateWorkInfoStatusRequest) {
  return api.post('/api/WorkInfo/UpdateWorkInfoStatus', { body, schema: ZUpdateWorkInfoStatusResultSchema });
}

/** Ends the exam now; the exam, its deadlines and its submissions are read again (every exam query of the feature). */
export function useEndExamNow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWorkInfoStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exams'] }) });
}
