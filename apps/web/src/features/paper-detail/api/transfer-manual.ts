import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZManualRequestSchema, type TManualTransferRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperKeys } from '@/lib/paper-collect-api';
import { paperDetailKeys } from './keys';

/** POST /api/QuestionBank/Papers/TransferManual: the paper is held until an administrator finishes the request. */
export function transferManual(body: TManualTransferRequest) {
  return api.post('/api/QuestionBank/Papers/TransferManual', { body, schema: ZManualRequestSchema });
}

export function useTransferManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferManual,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: paperKeys.all }),
      queryClient.invalidateQueries({ queryKey: paperDetailKeys.manual }),
    ]),
  });
}
