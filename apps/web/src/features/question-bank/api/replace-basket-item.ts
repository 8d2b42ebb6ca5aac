import { ZBasketSchema, type TBasketReplaceRequest, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useBasketMutation } from './basket-mutation';

/** POST /api/QuestionBank/Basket/Replace (replaceItem): the new item takes the old one's place and score; answers the new basket. */
export function replaceBasketItem(body: TBasketReplaceRequest) {
  return api.post('/api/QuestionBank/Basket/Replace', { body, schema: ZBasketSchema });
}

export function useReplaceBasketItem(scope: TSubjectScope) {
  return useBasketMutation(scope, (vars: Omit<TBasketReplaceRequest, 'period' | 'km'>) => replaceBasketItem({ ...scope, ...vars }));
}
