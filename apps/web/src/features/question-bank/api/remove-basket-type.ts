import { ZBasketSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useBasketMutation } from './basket-mutation';

/** POST /api/QuestionBank/Basket/RemoveType: every basket item of one question type. */
export function removeBasketType(body: TSubjectScope & { itemTypeGuid: number }) {
  return api.post('/api/QuestionBank/Basket/RemoveType', { body, schema: ZBasketSchema });
}

export function useRemoveBasketType(scope: TSubjectScope) {
  return useBasketMutation(scope, (itemTypeGuid: number) => removeBasketType({ ...scope, itemTypeGuid }));
}
