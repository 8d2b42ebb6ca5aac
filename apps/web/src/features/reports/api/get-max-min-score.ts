import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMaxMinScoreSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reportsKeys, type WorkClassParams } from './keys';

/** GET /api/Mpaper/GetMaxMinScore: the distribution form's defaults (full marks and 0), restored by 重置. */
export function getMaxMinScore(params: WorkClassParams) {
  return api.get('/api/Mpaper/GetMaxMinScore', { params: { ...params }, schema: ZMaxMinScoreSchema });
}

export const maxMinScoreQueryOptions = (params: WorkClassParams) =>
  queryOptions({
    queryKey: [...reportsKeys.tab(params.workGuid, 'jobrelease'), 'maxMin', params],
    queryFn: () => getMaxMinScore(params),
  });

export function useMaxMinScore(params: WorkClassParams) {
  return useQuery(maxMinScoreQueryOptions(params));
}
