import { ZSaveExamProgressResultSchema, type TSaveExamProgressRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Student/SaveExamProgress: the answers so far, kept on the server while the exam runs. Silent: the clock bar says so. */
export function saveExamProgress(body: TSaveExamProgressRequest) {
  return api.post('/api/Student/SaveExamProgress', { body, schema: ZSaveExamProgressResultSchema, silent: true });
}
