import { ZPreparingWorkSchema, type TPreparingCreateRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePreparingMutation } from './preparing-mutation';

/** POST /api/PreparingWork/Create: a draft preparation of a paper. */
export function createPreparingWork(body: TPreparingCreateRequest) {
  return api.post('/api/PreparingWork/Create', { body, schema: ZPreparingWorkSchema });
}

export const useCreatePreparingWork = () => usePreparingMutation(createPreparingWork);
