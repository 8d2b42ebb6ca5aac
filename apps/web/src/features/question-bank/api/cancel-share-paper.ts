import { ZPaperShareStateSchema, type TPaperRef } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePaperMutation } from '@/lib/paper-collect-api';

/** POST /api/QuestionBank/Papers/CancelShare (CancelSharePaper): the paper leaves the school paper library. */
export function cancelSharePaper(ref: TPaperRef) {
  return api.post('/api/QuestionBank/Papers/CancelShare', { body: ref, schema: ZPaperShareStateSchema });
}

export const useCancelSharePaper = () => usePaperMutation(cancelSharePaper);
