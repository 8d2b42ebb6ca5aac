import { ZSaveWorkResultSchema, type TWorkForm } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/SaveMachineReadWork: creates, or with workInfoGuid edits, machine-read homework (workType 4). */
export function saveMachineReadWork(input: TWorkForm) {
  return api.post('/api/WorkInfo/SaveMachineReadWork', { body: input, schema: ZSaveWorkResultSchema });
}
