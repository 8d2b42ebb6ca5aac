import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSaveItemCorrectionSchema, type TSaveItemCorrectionRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './get-item-corrections';

/** POST /api/QuestionBank/Corrections/Save (saveItemCorrection): reasons joined with commas (spec 02 §5). */
export function saveItemCorrection(body: TSaveItemCorrectionRequest) {
  return api.post('/api/QuestionBank/Corrections/Save', { body, schema: ZSaveItemCorrectionSchema });
}

export function useSaveItemCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItemCorrection,
    // An administrator reporting a question sees it in the list at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}
