import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkInfoSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface WorkInfoParams {
  workInfoGuid?: string | null;
  oldWorkInfoGuid?: string | null;
  ruCode?: string;
}

/** GET /api/WorkInfo/GetWorkInfo: a work to edit (workInfoGuid) or a fresh copy of one (oldWorkInfoGuid). */
export function getWorkInfo(params: WorkInfoParams) {
  return api.get('/api/WorkInfo/GetWorkInfo', { params: { ...params }, schema: ZWorkInfoSchema });
}

export const workInfoQueryOptions = (params: WorkInfoParams) =>
  queryOptions({
    queryKey: ['homework', 'info', params.workInfoGuid ?? null, params.oldWorkInfoGuid ?? null],
    queryFn: () => getWorkInfo(params),
    // The form is copied into the draft once; refetching on focus would not change it.
    staleTime: Infinity,
  });

/** Loads only when there is a work to load. */
export function useWorkInfo(params: WorkInfoParams, enabled: boolean) {
  return useQuery({ ...workInfoQueryOptions(params), enabled: enabled && !!(params.workInfoGuid || params.oldWorkInfoGuid) });
}
