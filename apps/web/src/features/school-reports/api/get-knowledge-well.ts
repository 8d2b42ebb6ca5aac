import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZKnowledgeWellSchema, type TReportWorkQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/KnowledgeWell: well mastered and weak knowledge points. */
export function getKnowledgeWell(params: TReportWorkQuery) {
  return api.get('/api/WorkReport/KnowledgeWell', { params: { ...params }, schema: ZKnowledgeWellSchema });
}

export const getKnowledgeWellOptions = (params: TReportWorkQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('analysis'), '/api/WorkReport/KnowledgeWell', params], queryFn: () => getKnowledgeWell(params) });

export function useKnowledgeWell(params: TReportWorkQuery) {
  return useQuery(getKnowledgeWellOptions(params));
}
