import { ZSaveWorkResultSchema, type TWorkForm } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/SaveTestPaperWork: offline or test-paper homework (workType 2 or 3) from an uploaded paper and key. */
export function saveTestPaperWork(input: TWorkForm & { workType: 2 | 3 }) {
  return api.post('/api/WorkInfo/SaveTestPaperWork', { body: input, schema: ZSaveWorkResultSchema });
}
