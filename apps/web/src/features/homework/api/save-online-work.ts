import { ZSaveWorkResultSchema, type TWorkForm } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/SaveOnlineWork: creates, or with workInfoGuid edits, online homework (workType 1). */
export function saveOnlineWork(input: TWorkForm) {
  return api.post('/api/WorkInfo/SaveOnlineWork', { body: input, schema: ZSaveWorkResultSchema });
}
