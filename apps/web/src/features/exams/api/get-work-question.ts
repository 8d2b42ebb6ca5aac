import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZExamWorkQuestionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/ExamInfo/GetWorkQuestion: a published exam's questions, answers and scores. */
export function getWorkQuestion(workInfoGuid: string, ruCode?: string) {
  return api.get('/api/ExamInfo/GetWorkQuestion', { params: { workInfoGuid, ruCode }, schema: ZExamWorkQuestionsSchema });
}

export const examQuestionsQueryOptions = (workInfoGuid: string, ruCode?: string) =>
  queryOptions({ queryKey: ['exams', 'questions', workInfoGuid], queryFn: () => getWorkQuestion(workInfoGuid, ruCode) });

export function useExamQuestions(workInfoGuid: string, ruCode?: string) {
  return useQuery(examQuestionsQueryOptions(workInfoGuid, ruCode));
}
