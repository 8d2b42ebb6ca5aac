import { useQuery } from '@tanstack/react-query';
import { ZViewWrongQuestionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

export interface ViewWrongQuery { km: string; period: string; classCode: string; knowledgeGuid: string }

/** POST /api/WrongQuestion/ViewWrongQuestionList (viewWrongQuestionList): situation 2's questions, all at once. */
export function getViewWrongQuestions(body: ViewWrongQuery) {
  return api.post('/api/WrongQuestion/ViewWrongQuestionList', { body, schema: ZViewWrongQuestionsSchema });
}

export function useViewWrongQuestions(body: ViewWrongQuery, enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('view-wrong', body), queryFn: () => getViewWrongQuestions(body), enabled });
}
