import { ZBasketSchema, type TBasketAddRequest, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useBasketMutation } from './basket-mutation';

/** POST /api/QuestionBank/Basket/Add (addItemZY): answers the new basket. */
export function addToBasket(body: TBasketAddRequest) {
  return api.post('/api/QuestionBank/Basket/Add', { body, schema: ZBasketSchema });
}

export function useAddToBasket(scope: TSubjectScope) {
  return useBasketMutation(scope, (item: Omit<TBasketAddRequest, 'period' | 'km'>) => addToBasket({ ...scope, ...item }));
}
