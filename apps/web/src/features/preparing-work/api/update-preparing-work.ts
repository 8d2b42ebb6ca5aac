import { ZPreparingWorkSchema, type TPreparingUpdateRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePreparingMutation } from './preparing-mutation';

/** POST /api/PreparingWork/Update: edits fields; fileKeys, when sent, is the whole list of materials kept. */
export function updatePreparingWork(body: TPreparingUpdateRequest) {
  return api.post('/api/PreparingWork/Update', { body, schema: ZPreparingWorkSchema });
}

export const useUpdatePreparingWork = () => usePreparingMutation(updatePreparingWork);
