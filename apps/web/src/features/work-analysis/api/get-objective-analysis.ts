import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZObjectiveAnalysisSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bodyOf, workAnalysisKeys, type WorkAnswerParams } from './keys';

/** POST /api/WorkAnswer/ObjectiveAnalysis (spec 03 §7.1). */
export function getObjectiveAnalysis(params: WorkAnswerParams) {
  return api.post('/api/WorkAnswer/ObjectiveAnalysis', { body: bodyOf(params), schema: ZObjectiveAnalysisSchema });
}

export const objectiveAnalysisQueryOptions = (params: WorkAnswerParams) =>
  queryOptions({ queryKey: workAnalysisKeys.call(params.workGuid, 'ObjectiveAnalysis', params), queryFn: () => getObjectiveAnalysis(params) });

export function useObjectiveAnalysis(params: WorkAnswerParams) {
  return useQuery(objectiveAnalysisQueryOptions(params));
}
