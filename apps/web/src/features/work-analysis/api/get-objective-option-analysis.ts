import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZObjectiveOptionAnalysisSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bodyOf, workAnalysisKeys, type WorkAnswerParams } from './keys';

export type PagedParams = WorkAnswerParams & { pageIndex: number; pageSize: number };

/** POST /api/WorkAnswer/ObjectiveOptionAnalysis: one page of objective questions with their option counts. */
export function getObjectiveOptionAnalysis(params: PagedParams) {
  return api.post('/api/WorkAnswer/ObjectiveOptionAnalysis', {
    body: { ...bodyOf(params), PageIndex: params.pageIndex, PageSize: params.pageSize },
    schema: ZObjectiveOptionAnalysisSchema,
  });
}

export const objectiveOptionAnalysisQueryOptions = (params: PagedParams) =>
  queryOptions({
    queryKey: workAnalysisKeys.call(params.workGuid, 'ObjectiveOptionAnalysis', params),
    queryFn: () => getObjectiveOptionAnalysis(params),
    placeholderData: keepPreviousData,
  });

export function useObjectiveOptionAnalysis(params: PagedParams) {
  return useQuery(objectiveOptionAnalysisQueryOptions(params));
}
