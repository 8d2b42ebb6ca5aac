import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ZSimilarPracticeCheckSchema, ZSimilarPracticeSchema, type TSimilarPracticeCheckRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const similarPracticeQueryKey = (knowledgeGuid: string) => ['student', 'similar-practice', knowledgeGuid] as const;

/** GET /api/Student/WrongBook/Practice?knowledgeGuid=: similar bank questions of a point of the wrong-question book. */
export function getSimilarPractice(knowledgeGuid: string) {
  return api.get('/api/Student/WrongBook/Practice', { params: { knowledgeGuid }, schema: ZSimilarPracticeSchema });
}
export function useSimilarPractice(knowledgeGuid: string | null) {
  return useQuery(queryOptions({
    queryKey: similarPracticeQueryKey(knowledgeGuid ?? ''),
    queryFn: () => getSimilarPractice(knowledgeGuid!),
    enabled: !!knowledgeGuid,
    // A practice is fixed once opened: answering must not reshuffle it.
    staleTime: Infinity,
  }));
}

/** POST /api/Student/WrongBook/Practice/Check: scores one answer at once. */
export function checkSimilarAnswer(body: TSimilarPracticeCheckRequest) {
  return api.post('/api/Student/WrongBook/Practice/Check', { body, schema: ZSimilarPracticeCheckSchema });
}
export function useCheckSimilarAnswer() {
  return useMutation({ mutationFn: checkSimilarAnswer });
}
