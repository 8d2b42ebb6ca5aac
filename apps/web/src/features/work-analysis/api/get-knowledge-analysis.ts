import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZKnowledgeAnalysisSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bodyOf, workAnalysisKeys, type WorkAnswerParams } from './keys';

/** POST /api/WorkAnswer/KnowledgeAnalysis (spec 03 §7.1). */
export function getKnowledgeAnalysis(params: WorkAnswerParams) {
  return api.post('/api/WorkAnswer/KnowledgeAnalysis', { body: bodyOf(params), schema: ZKnowledgeAnalysisSchema });
}

export const knowledgeAnalysisQueryOptions = (params: WorkAnswerParams) =>
  queryOptions({ queryKey: workAnalysisKeys.call(params.workGuid, 'KnowledgeAnalysis', params), queryFn: () => getKnowledgeAnalysis(params) });

export function useKnowledgeAnalysis(params: WorkAnswerParams) {
  return useQuery(knowledgeAnalysisQueryOptions(params));
}
