import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaperRef } from '@zuoyeben/shared';
import { api } from './api-client';

/**
 * Query keys of paper lists start with these, so collecting, sharing or deleting a paper refreshes every list that
 * shows it (the collection screen, the school paper library, a paper's detail) without knowing them.
 */
export const paperKeys = {
  all: ['papers'] as const,
};

/** POST /api/QuestionBank/Papers/Collect (collectPaper). */
export function collectPaper(ref: TPaperRef) {
  return api.post('/api/QuestionBank/Papers/Collect', { body: ref });
}

/** POST /api/QuestionBank/Papers/Uncollect (delectCollectPaper / CancleCollectionPaper). */
export function uncollectPaper(ref: TPaperRef) {
  return api.post('/api/QuestionBank/Papers/Uncollect', { body: ref });
}

/** A mutation of one paper that refreshes every paper list afterwards. */
export function usePaperMutation<T>(mutationFn: (ref: TPaperRef) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paperKeys.all }),
  });
}

export const useCollectPaper = () => usePaperMutation(collectPaper);
export const useUncollectPaper = () => usePaperMutation(uncollectPaper);
