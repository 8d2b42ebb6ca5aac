import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

export interface ItemRef {
  itemGuid: string;
  itemVersion: number;
}

/** POST /api/QuestionBank/Collect (collectItem): itemJson is a list of items. */
export function collectItem(item: ItemRef) {
  return api.post('/api/QuestionBank/Collect', { body: { itemJson: [item] } });
}

export function useCollectItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.items() }),
  });
}
