import { ZPaperLayoutSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useLayoutMutation } from './layout-mutation';

/** POST /api/PaperLayout/RemoveItem: a question out of the paper (and the basket). */
export function removeLayoutItem(body: TSubjectScope & { itemGuid: string }) {
  return api.post('/api/PaperLayout/RemoveItem', { body, schema: ZPaperLayoutSchema });
}

export function useRemoveLayoutItem(scope: TSubjectScope) {
  return useLayoutMutation(scope, (itemGuid: string) => removeLayoutItem({ ...scope, itemGuid }));
}
