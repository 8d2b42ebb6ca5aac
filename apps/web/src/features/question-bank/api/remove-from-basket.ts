import { ZBasketSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useBasketMutation } from './basket-mutation';

/** POST /api/QuestionBank/Basket/Remove (deleteItemZY): answers the new basket. */
export function removeFromBasket(body: TSubjectScope & { itemGuid: string }) {
  return api.post('/api/QuestionBank/Basket/Remove', { body, schema: ZBasketSchema });
}

export function useRemoveFromBasket(scope: TSubjectScope) {
  return useBasketMutation(scope, (itemGuid: string) => removeFromBasket({ ...scope, itemGuid }));
}
