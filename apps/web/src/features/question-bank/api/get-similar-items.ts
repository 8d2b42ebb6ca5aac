import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSimilarItemPageSchema, type TSimilarItemsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** POST /api/QuestionBank/SimilarItems (getPageItems recommendType 200): same knowledge point and type as an item. */
export function getSimilarItems(body: TSimilarItemsRequest) {
  return api.post('/api/QuestionBank/SimilarItems', { body, schema: ZSimilarItemPageSchema });
}

export const similarItemsQueryOptions = (body: TSimilarItemsRequest) =>
  queryOptions({
    // Under the list's key, so basket changes refetch the inBasket flags too.
    queryKey: [...bankKeys.items(), 'similar', body],
    queryFn: () => getSimilarItems(body),
    // Keeps the page on screen while the next one loads, but never shows another question's similar list.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as TSimilarItemsRequest | undefined)?.itemGuid === body.itemGuid ? previous : undefined,
  });

export function useSimilarItems(body: TSimilarItemsRequest | null) {
  return useQuery({ ...similarItemsQueryOptions(body ?? ({} as TSimilarItemsRequest)), enabled: body !== null });
}
