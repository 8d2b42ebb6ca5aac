import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTeachProgressSchema, type TSaveTeachProgressRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { BANK_OPENING_CHAPTER_KEY, progressKeys } from './keys';

/** POST /api/TeachinfoProgress/SaveOrUpdateTeachinfoProgress: the textbook volume and the current chapter. */
export function saveProgress(input: TSaveTeachProgressRequest) {
  return api.post('/api/TeachinfoProgress/SaveOrUpdateTeachinfoProgress', { body: input, schema: ZTeachProgressSchema });
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: progressKeys.all }),
      queryClient.removeQueries({ queryKey: BANK_OPENING_CHAPTER_KEY }),
    ]),
  });
}
