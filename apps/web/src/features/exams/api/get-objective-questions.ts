import { useQuery } from '@tanstack/react-query';
import { ZObjectiveQuestionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Mpaper/ObjectiveQuestions: the count and share of each option per objective question (客观题选项). */
export function getObjectiveQuestions(p: { ruCode: string; workGuid: string; classCode: string }) {
  return api.get('/api/Mpaper/ObjectiveQuestions', { params: p, schema: ZObjectiveQuestionsSchema });
}

export function useObjectiveQuestions(p: { ruCode: string; workGuid: string; classCode: string }) {
  return useQuery({ queryKey: ['exams', 'analysis', p.workGuid, 'jobsubject', p.classCode], queryFn: () => getObjectiveQuestions(p) });
}
