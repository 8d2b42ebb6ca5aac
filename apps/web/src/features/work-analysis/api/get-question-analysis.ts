import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestionAnalysisSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { workAnalysisKeys } from './keys';
import type { PagedParams } from './get-objective-option-analysis';

/** POST /api/WorkAnswer/QuestionAnalysis: the per-question score table, one page of students (classCode spelt so). */
export function getQuestionAnalysis(params: PagedParams) {
  return api.post('/api/WorkAnswer/QuestionAnalysis', {
    body: { RuCode: params.ruCode, WorkGuid: params.workGuid, classCode: params.classCode, PageIndex: params.pageIndex, PageSize: params.pageSize },
    schema: ZQuestionAnalysisSchema,
  });
}

export const questionAnalysisQueryOptions = (params: PagedParams) =>
  queryOptions({
    queryKey: workAnalysisKeys.call(params.workGuid, 'QuestionAnalysis', params),
    queryFn: () => getQuestionAnalysis(params),
    placeholderData: keepPreviousData,
  });

export function useQuestionAnalysis(params: PagedParams) {
  return useQuery(questionAnalysisQueryOptions(params));
}
