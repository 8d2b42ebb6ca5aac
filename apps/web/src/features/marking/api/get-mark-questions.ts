import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkQuestionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const markQuestionsQueryKey = (workGuid: string) => ['marking', 'questions', workGuid] as const;

/** GET /api/Mark/Questions: the subjective questions with 已阅 / 未阅 counts. */
export function getMarkQuestions(workGuid: string) {
  return api.get('/api/Mark/Questions', { params: { workGuid }, schema: ZMarkQuestionsSchema });
}

export function useMarkQuestions(workGuid: string) {
  return useQuery(queryOptions({ queryKey: markQuestionsQueryKey(workGuid), queryFn: () => getMarkQuestions(workGuid), enabled: !!workGuid }));
}
