import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** POST /api/CorrectionBook/End: 结束订正. */
export function endCorrection(body: { workGuid: string }) {
  return api.post('/api/CorrectionBook/End', { body });
}
export function useEndCorrection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endCorrection, onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }) });
}
