import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkAssistMarkGroupSchema, type TMarkAssistMarkGroupRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterMark } from './invalidate';

/** POST /api/MarkAssist/MarkGroup: one score for every member of a group. */
export function markGroup(body: TMarkAssistMarkGroupRequest) {
  return api.post('/api/MarkAssist/MarkGroup', { body, schema: ZMarkAssistMarkGroupSchema });
}

export function useMarkGroup(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markGroup, onSuccess: () => invalidateAfterMark(queryClient, workGuid) });
}
