import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGrindItemsSchema, type TGrindItemsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** POST /api/WrongQuestion/WorkKnowledgeItems: one page of the questions in the score-rate range. */
export function getGrindItems(body: TGrindItemsRequest) {
  return api.post('/api/WrongQuestion/WorkKnowledgeItems', { body, schema: ZGrindItemsSchema });
}

export function useGrindItems(body: TGrindItemsRequest, enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('items', body), queryFn: () => getGrindItems(body), enabled, placeholderData: keepPreviousData });
}
