import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZKnowledgePointDetailSchema, type TKnowledgePointDetailRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** POST /api/WorkReport/KnowledgePointDetail: one knowledge point's questions and students, weakest first. */
export function getKnowledgePointDetail(body: TKnowledgePointDetailRequest) {
  return api.post('/api/WorkReport/KnowledgePointDetail', { body, schema: ZKnowledgePointDetailSchema });
}

export const knowledgePointDetailOptions = (body: TKnowledgePointDetailRequest) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('knowledge-point'), 'detail', body], queryFn: () => getKnowledgePointDetail(body) });

export function useKnowledgePointDetail(body: TKnowledgePointDetailRequest, enabled: boolean) {
  return useQuery({ ...knowledgePointDetailOptions(body), enabled });
}
