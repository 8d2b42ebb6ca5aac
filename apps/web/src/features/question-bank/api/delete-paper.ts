import type { TPaperRef } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePaperMutation } from '@/lib/paper-collect-api';

/** POST /api/QuestionBank/Papers/Delete (deletePaper): removes the school's daily practice paper. */
export function deletePaper(ref: TPaperRef) {
  return api.post('/api/QuestionBank/Papers/Delete', { body: ref });
}

export const useDeletePaper = () => usePaperMutation(deletePaper);
