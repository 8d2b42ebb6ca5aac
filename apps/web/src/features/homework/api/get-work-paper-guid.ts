import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkPaperGuidSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetWorkPaperGuid: the work's paper guid and its work code (null while being generated). */
export function getWorkPaperGuid(workGuid: string, ruCode?: string) {
  return api.get('/api/WorkInfo/GetWorkPaperGuid', { params: { workGuid, ruCode }, schema: ZWorkPaperGuidSchema });
}

export const workPaperGuidQueryOptions = (workGuid: string, ruCode?: string) =>
  queryOptions({ queryKey: ['homework', 'paper-guid', workGuid], queryFn: () => getWorkPaperGuid(workGuid, ruCode) });

export function useWorkPaperGuid(workGuid: string | null, ruCode?: string) {
  return useQuery({ ...workPaperGuidQueryOptions(workGuid ?? '', ruCode), enabled: !!workGuid });
}
