import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSubjectiveAnalysisSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bodyOf, workAnalysisKeys, type WorkAnswerParams } from './keys';

/** POST /api/WorkAnswer/SubjectiveAnalysis (spec 03 §7.1). */
export function getSubjectiveAnalysis(params: WorkAnswerParams) {
  return api.post('/api/WorkAnswer/SubjectiveAnalysis', { body: bodyOf(params), schema: ZSubjectiveAnalysisSchema });
}

export const subjectiveAnalysisQueryOptions = (params: WorkAnswerParams) =>
  queryOptions({ queryKey: workAnalysisKeys.call(params.workGuid, 'SubjectiveAnalysis', params), queryFn: () => getSubjectiveAnalysis(params) });

export function useSubjectiveAnalysis(params: WorkAnswerParams) {
  return useQuery(subjectiveAnalysisQueryOptions(params));
}
