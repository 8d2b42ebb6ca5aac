import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBasketSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** GET /api/QuestionBank/Basket: the teacher's basket for a period and subject, grouped by type. */
export function getBasket(scope: TSubjectScope) {
  return api.get('/api/QuestionBank/Basket', { params: scope, schema: ZBasketSchema });
}

export const basketQueryOptions = (scope: TSubjectScope) =>
  queryOptions({ queryKey: bankKeys.basket(scope), queryFn: () => getBasket(scope) });

export function useBasket(scope: TSubjectScope) {
  return useQuery(basketQueryOptions(scope));
}
