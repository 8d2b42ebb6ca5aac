import { ZBasketSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useBasketMutation } from './basket-mutation';

/** POST /api/QuestionBank/Basket/Clear (clearZYItemBasket). */
export function clearBasket(scope: TSubjectScope) {
  return api.post('/api/QuestionBank/Basket/Clear', { body: scope, schema: ZBasketSchema });
}

export function useClearBasket(scope: TSubjectScope) {
  return useBasketMutation(scope, () => clearBasket(scope));
}
