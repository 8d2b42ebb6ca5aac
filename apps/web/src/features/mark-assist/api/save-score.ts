import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkSaveResultSchema, type TMarkSaveRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterMark } from './invalidate';

/** POST /api/Mark/Save (web marking's endpoint): one student's score, edited in 批改详情. */
export function saveScore(body: TMarkSaveRequest) {
  return api.post('/api/Mark/Save', { body, schema: ZMarkSaveResultSchema });
}

export function useSaveScore(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveScore, onSuccess: () => invalidateAfterMark(queryClient, workGuid) });
}
