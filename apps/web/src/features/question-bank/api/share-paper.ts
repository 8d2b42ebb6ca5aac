import { ZPaperShareStateSchema, type TPaperRef } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePaperMutation } from '@/lib/paper-collect-api';

/** POST /api/QuestionBank/Papers/Share (SharePaper): the paper joins the school paper library (isShareStatus 100). */
export function sharePaper(ref: TPaperRef) {
  return api.post('/api/QuestionBank/Papers/Share', { body: ref, schema: ZPaperShareStateSchema });
}

export const useSharePaper = () => usePaperMutation(sharePaper);
