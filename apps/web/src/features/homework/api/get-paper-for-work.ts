import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaperForWorkSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetPaperForWork: the bank paper job-basic publishes (name, question count, total). */
export function getPaperForWork(paperGuid: string, ruCode?: string) {
  return api.get('/api/WorkInfo/GetPaperForWork', { params: { paperGuid, ruCode }, schema: ZPaperForWorkSchema, silent: true });
}

export const paperForWorkQueryOptions = (paperGuid: string, ruCode?: string) =>
  queryOptions({ queryKey: ['homework', 'paper-for-work', paperGuid], queryFn: () => getPaperForWork(paperGuid, ruCode) });

export function usePaperForWork(paperGuid: string | null, ruCode?: string) {
  return useQuery({ ...paperForWorkQueryOptions(paperGuid ?? '', ruCode), enabled: !!paperGuid, retry: false });
}
