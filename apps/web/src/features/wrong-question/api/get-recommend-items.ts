import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZRecommendItemsSchema, type TRecommendItemsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** POST /api/Recommend/KnowledgeItems: situation 1, bank questions for a class's weak point with their reasons. */
export function getRecommendItems(body: TRecommendItemsRequest) {
  return api.post('/api/Recommend/KnowledgeItems', { body, schema: ZRecommendItemsSchema });
}

export function useRecommendItems(body: TRecommendItemsRequest, enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('recommend', body), queryFn: () => getRecommendItems(body), enabled, placeholderData: keepPreviousData });
}
