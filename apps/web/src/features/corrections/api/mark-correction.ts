import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkCorrectionRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** POST /api/CorrectionBook/Mark: 已订正 / 未订正 on a subjective correction. */
export function markCorrection(body: TMarkCorrectionRequest) {
  return api.post('/api/CorrectionBook/Mark', { body });
}
export function useMarkCorrection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCorrection, onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }) });
}
