import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZKnowledgeAvgScoreSchema, type TReportWorkQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/KnowledgeAvgScore: each knowledge point's mean and rate, overall and per class. */
export function getKnowledgeAvgScore(params: TReportWorkQuery) {
  return api.get('/api/WorkReport/KnowledgeAvgScore', { params: { ...params }, schema: ZKnowledgeAvgScoreSchema });
}

export const getKnowledgeAvgScoreOptions = (params: TReportWorkQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('analysis'), '/api/WorkReport/KnowledgeAvgScore', params], queryFn: () => getKnowledgeAvgScore(params) });

export function useKnowledgeAvgScore(params: TReportWorkQuery) {
  return useQuery(getKnowledgeAvgScoreOptions(params));
}
