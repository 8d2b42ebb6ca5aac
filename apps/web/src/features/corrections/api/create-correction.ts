import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCorrectionCreatedSchema, type TCreateCorrectionRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** POST /api/CorrectionBook/Create: 布置订正 of an ended homework. */
export function createCorrection(body: TCreateCorrectionRequest) {
  return api.post('/api/CorrectionBook/Create', { body, schema: ZCorrectionCreatedSchema });
}
export function useCreateCorrection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCorrection, onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }) });
}
