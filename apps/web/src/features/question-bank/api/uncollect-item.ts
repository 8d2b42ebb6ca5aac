import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ItemRef } from './collect-item';
import { bankKeys } from './keys';

/** POST /api/QuestionBank/Uncollect: removes one item from the teacher's favourites. */
export function uncollectItem(item: ItemRef) {
  return api.post('/api/QuestionBank/Uncollect', { body: item });
}

export function useUncollectItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uncollectItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.items() }),
  });
}
