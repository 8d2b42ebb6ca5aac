import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZItemInfoSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { editorKeys } from './keys';

/** GET /api/QuestionBank/ItemInfo (GetItemInfo): one item with its knowledge points, chapter and rights. */
export function getItemInfo(itemGuid: string) {
  return api.get('/api/QuestionBank/ItemInfo', { params: { itemGuid }, schema: ZItemInfoSchema });
}

export const itemInfoQueryOptions = (itemGuid: string) =>
  queryOptions({ queryKey: editorKeys.item(itemGuid), queryFn: () => getItemInfo(itemGuid) });

export function useItemInfo(itemGuid: string | null) {
  return useQuery({ ...itemInfoQueryOptions(itemGuid ?? ''), enabled: Boolean(itemGuid) });
}
