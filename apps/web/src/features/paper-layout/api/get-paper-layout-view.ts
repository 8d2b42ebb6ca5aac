import { useQuery } from '@tanstack/react-query';
import { ZPaperLayoutSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { layoutKeys } from './keys';

/** GET /api/PaperLayout/PaperLayoutView: a saved paper laid out read-only (查看排版). */
export function getPaperLayoutView(paperGuid: string) {
  return api.get('/api/PaperLayout/PaperLayoutView', { params: { paperGuid }, schema: ZPaperLayoutSchema });
}

export function usePaperLayoutView(paperGuid: string) {
  return useQuery({ queryKey: [...layoutKeys.all, 'view', paperGuid], queryFn: () => getPaperLayoutView(paperGuid) });
}
