import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZManualRequestSchema, type TFinishManualRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperKeys } from '@/lib/paper-collect-api';
import { paperDetailKeys } from './keys';

/** POST /api/QuestionBank/Papers/FinishManual (administrators): the paper is usable again. */
export function finishManual(body: TFinishManualRequest) {
  return api.post('/api/QuestionBank/Papers/FinishManual', { body, schema: ZManualRequestSchema });
}

export function useFinishManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishManual,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: paperDetailKeys.manual }),
      queryClient.invalidateQueries({ queryKey: paperKeys.all }),
    ]),
  });
}
