import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkAdjustInfoSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkAdjust/Info: the homework, its classes with submission counts, the classes to add and its students. */
export function getWorkAdjust(workGuid: string) {
  return api.get('/api/WorkAdjust/Info', { params: { workGuid }, schema: ZWorkAdjustInfoSchema });
}

export const workAdjustQueryOptions = (workGuid: string) =>
  queryOptions({ queryKey: ['homework', 'adjust', workGuid], queryFn: () => getWorkAdjust(workGuid) });

export function useWorkAdjust(workGuid: string | null) {
  return useQuery({ ...workAdjustQueryOptions(workGuid ?? ''), enabled: !!workGuid });
}
