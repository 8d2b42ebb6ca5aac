import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZKnowledgePointSchema, type TKnowledgePointRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** POST /api/WorkReport/KnowledgePoint: the subject's knowledge tree with score rates per class over the range. */
export function getKnowledgePoint(body: TKnowledgePointRequest) {
  return api.post('/api/WorkReport/KnowledgePoint', { body, schema: ZKnowledgePointSchema });
}

export const knowledgePointOptions = (body: TKnowledgePointRequest) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('knowledge-point'), 'tree', body], queryFn: () => getKnowledgePoint(body) });

export function useKnowledgePoint(body: TKnowledgePointRequest, enabled: boolean) {
  return useQuery({ ...knowledgePointOptions(body), enabled, placeholderData: keepPreviousData });
}
