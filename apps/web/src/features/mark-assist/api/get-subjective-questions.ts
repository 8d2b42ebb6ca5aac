import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkQuestionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Mark/Questions (web marking's endpoint): the homework's subjective questions, to start on the first. */
export function getSubjectiveQuestions(workGuid: string) {
  return api.get('/api/Mark/Questions', { params: { workGuid }, schema: ZMarkQuestionsSchema });
}

export function useSubjectiveQuestions(workGuid: string) {
  return useQuery(queryOptions({ queryKey: ['mark-assist', 'questions', workGuid], queryFn: () => getSubjectiveQuestions(workGuid), enabled: !!workGuid }));
}
