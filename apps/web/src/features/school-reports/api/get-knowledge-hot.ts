import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZKnowledgeHotSchema, type TReportWorkQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** POST /api/WorkReport/KnowledgeHot: the knowledge points most lost, weakest first. */
export function getKnowledgeHot(body: TReportWorkQuery & { top?: number }) {
  return api.post('/api/WorkReport/KnowledgeHot', { body, schema: ZKnowledgeHotSchema });
}

export const knowledgeHotOptions = (body: TReportWorkQuery & { top?: number }) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('analysis'), 'hot', body], queryFn: () => getKnowledgeHot(body) });

export function useKnowledgeHot(body: TReportWorkQuery & { top?: number }) {
  return useQuery(knowledgeHotOptions(body));
}
