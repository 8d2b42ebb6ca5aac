import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkDetailSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/Detail: settings, classes, files, answer key, creator and submission counts. */
export function getWorkDetail(workGuid: string, ruCode?: string) {
  return api.get('/api/WorkInfo/Detail', { params: { workGuid, ruCode }, schema: ZWorkDetailSchema });
}

export const workDetailQueryOptions = (workGuid: string, ruCode?: string) =>
  queryOptions({ queryKey: ['homework', 'detail', workGuid], queryFn: () => getWorkDetail(workGuid, ruCode) });

export function useWorkDetail(workGuid: string | null, ruCode?: string) {
  return useQuery({ ...workDetailQueryOptions(workGuid ?? '', ruCode), enabled: !!workGuid });
}
