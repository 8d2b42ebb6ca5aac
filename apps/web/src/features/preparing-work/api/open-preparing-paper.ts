import { ZPreparingOpenSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { usePreparingMutation } from './preparing-mutation';

/** GET /api/PreparingWork/OpenPaper: the paper to open, counted as an opening (refused while handled manually). */
export function openPreparingPaper(guid: string) {
  return api.get('/api/PreparingWork/OpenPaper', { params: { guid }, schema: ZPreparingOpenSchema });
}

export const useOpenPreparingPaper = () => usePreparingMutation(openPreparingPaper);
