import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKeys } from '@/features/question-bank';
import { api } from '@/lib/api-client';

/** POST /api/QuestionBank/Collect (collectItem) with the whole page: itemJson lists every question. */
export function collectItems(itemJson: { itemGuid: string; itemVersion: number }[]) {
  return api.post('/api/QuestionBank/Collect', { body: { itemJson } });
}

export function useCollectItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.items() }),
  });
}
