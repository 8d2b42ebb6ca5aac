import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSaveItemResultSchema, type TSaveItemRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { editorKeys } from './keys';

/** POST /api/QuestionBank/SaveItem: a new item (200 or 300), or the next version of an existing one. */
export function saveItem(body: TSaveItemRequest) {
  return api.post('/api/QuestionBank/SaveItem', { body, schema: ZSaveItemResultSchema });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: editorKeys.item(result.itemGuid) }),
  });
}
