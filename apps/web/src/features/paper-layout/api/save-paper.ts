import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavePaperResultSchema, type TSavePaperRequest } from '@zuoyeben/shared';
import { bankKeys } from '@/features/question-bank';
import { api } from '@/lib/api-client';
import { layoutKeys } from './keys';

/**
 * POST /api/PaperLayout/SaveZYPaperAndJson: the paper of spec 02 §3 saved as 我的试卷 (created, or updated with the
 * same paperGuid). The server clears the basket and the draft, so both are read again.
 */
export async function savePaper(body: TSavePaperRequest) {
  return api.post('/api/PaperLayout/SaveZYPaperAndJson', { body, schema: ZSavePaperResultSchema });
}

export function useSavePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaper,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bankKeys.all });
      queryClient.removeQueries({ queryKey: layoutKeys.all });
    },
  });
}
