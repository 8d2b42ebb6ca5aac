import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** POST /api/QuestionBank/DeleteItem (deleteBankItem): a school-bank or my-bank item, soft-deleted. */
export function deleteBankItem(itemGuid: string) {
  return api.post('/api/QuestionBank/DeleteItem', { body: { itemGuid } });
}

export function useDeleteBankItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.items() }),
  });
}
