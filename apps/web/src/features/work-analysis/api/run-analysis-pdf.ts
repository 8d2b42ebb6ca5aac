import { ZTaskQueuedSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bodyOf, type WorkAnswerParams } from './keys';

/** POST /api/WorkAnswer/AnalysisPdfRunJob: queues the PDF (body status 201: the task centre picks it up) → its key. */
export function runAnalysisPdf(params: WorkAnswerParams) {
  return api.post('/api/WorkAnswer/AnalysisPdfRunJob', { body: bodyOf(params), schema: ZTaskQueuedSchema });
}
