import { api } from '@/lib/api-client';
import { usePreparingMutation } from './preparing-mutation';

/** POST /api/PreparingWork/Delete. */
export function deletePreparingWork(guid: string) {
  return api.post('/api/PreparingWork/Delete', { body: { guid } });
}

export const useDeletePreparingWork = () => usePreparingMutation(deletePreparingWork);
