import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTeachProgressSchema, type TSyncTeachProgressRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { BANK_OPENING_CHAPTER_KEY, progressKeys } from './keys';

/** POST /api/TeachinfoProgress/SyncTeachinfoProgress: copy a colleague's progress of the same grade and subject. */
export function syncProgress(input: TSyncTeachProgressRequest) {
  return api.post('/api/TeachinfoProgress/SyncTeachinfoProgress', { body: input, schema: ZTeachProgressSchema });
}

export function useSyncProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncProgress,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: progressKeys.all }),
      queryClient.removeQueries({ queryKey: BANK_OPENING_CHAPTER_KEY }),
    ]),
  });
}
