import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHelpfulResultSchema, type THelpArticle, type THelpfulRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { helpArticleQueryKey } from './get-article';

/** POST /api/HelpFile/Helpful: 有帮助 / 没帮助, one answer per user (a second click changes it). */
export const voteHelpful = (body: THelpfulRequest) => api.post('/api/HelpFile/Helpful', { body, schema: ZHelpfulResultSchema });

export function useVoteHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteHelpful,
    onSuccess: (result, { guid }) =>
      queryClient.setQueryData<THelpArticle>(helpArticleQueryKey(guid), (old) => (old ? { ...old, ...result } : old)),
  });
}
