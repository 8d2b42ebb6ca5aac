import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaperToBasketResultSchema, type TSubjectScope } from '@zuoyeben/shared';
import { bankKeys } from '@/features/question-bank';
import { api } from '@/lib/api-client';

/** POST /api/QuestionBank/Papers/AddToBasket: every question of the paper, with its score. */
export function addPaperToBasket(body: TSubjectScope & { paperGuid: string }) {
  return api.post('/api/QuestionBank/Papers/AddToBasket', { body, schema: ZPaperToBasketResultSchema });
}

export function useAddPaperToBasket(scope: TSubjectScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperGuid: string) => addPaperToBasket({ ...scope, paperGuid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.basket(scope) }),
  });
}
