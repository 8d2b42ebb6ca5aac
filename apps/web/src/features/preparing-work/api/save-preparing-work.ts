import { ZPreparingWorkSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePreparingMutation } from './preparing-mutation';

/** POST /api/PreparingWork/Save: the preparation is done (已备课). */
export function savePreparingWork(guid: string) {
  return api.post('/api/PreparingWork/Save', { body: { guid }, schema: ZPreparingWorkSchema });
}

export const useSavePreparingWork = () => usePreparingMutation(savePreparingWork);
