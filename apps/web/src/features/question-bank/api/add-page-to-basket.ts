import { ZBasketAddBatchResultSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useBasketMutation } from './basket-mutation';

/** score: the item's score in a paper added whole; the basket's default otherwise. */
interface PageEntry { itemGuid: string; itemVersion: number; itemTypeGuid: number; score?: number }

/** POST /api/QuestionBank/Basket/AddBatch (addItemBatch): a whole page; items already in the basket are skipped. */
export function addPageToBasket(scope: TSubjectScope, itemData: PageEntry[]) {
  return api.post('/api/QuestionBank/Basket/AddBatch', { body: { ...scope, itemData }, schema: ZBasketAddBatchResultSchema });
}

export function useAddPageToBasket(scope: TSubjectScope) {
  return useBasketMutation(scope, async (itemData: PageEntry[]) => (await addPageToBasket(scope, itemData)).basket);
}
