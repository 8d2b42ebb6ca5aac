import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZItemCorrectionSchema, type TFixItemCorrectionRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './get-item-corrections';

/**
 * POST /api/QuestionBank/Corrections/Fixed: after the question editor saved the new version that fixes the report
 * (it arrives with ?correctionId=). Repeating it is harmless.
 */
export function markCorrectionFixed(body: TFixItemCorrectionRequest) {
  return api.post('/api/QuestionBank/Corrections/Fixed', { body, schema: ZItemCorrectionSchema });
}

export function useMarkCorrectionFixed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCorrectionFixed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}
