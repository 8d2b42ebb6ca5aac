import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZItemCorrectionSchema, type TDismissItemCorrectionRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './get-item-corrections';

/** POST /api/QuestionBank/Corrections/Dismiss: 忽略 a report, with an optional note. */
export function dismissItemCorrection(body: TDismissItemCorrectionRequest) {
  return api.post('/api/QuestionBank/Corrections/Dismiss', { body, schema: ZItemCorrectionSchema });
}

export function useDismissItemCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissItemCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}
