import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZScoreDistributionSchema, type DistributionRange } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reportsKeys, type WorkClassParams } from './keys';

export type ScoreDistributionParams = WorkClassParams & DistributionRange;

/** GET /api/Mpaper/ScoreDistribution: bands, per-class percentages and head counts. */
export function getScoreDistribution(params: ScoreDistributionParams) {
  return api.get('/api/Mpaper/ScoreDistribution', { params: { ...params }, schema: ZScoreDistributionSchema });
}

export const scoreDistributionQueryOptions = (params: ScoreDistributionParams) =>
  queryOptions({
    queryKey: [...reportsKeys.tab(params.workGuid, 'jobrelease'), 'distribution', params],
    queryFn: () => getScoreDistribution(params),
    placeholderData: keepPreviousData,
  });

/** Waits for a range: the form's defaults come from GetMaxMinScore first. */
export function useScoreDistribution(params: WorkClassParams, range: DistributionRange | null) {
  return useQuery({
    ...scoreDistributionQueryOptions({ ...params, ...(range ?? { maxScore: 0, minScore: 0, stepSize: 0 }) }),
    enabled: range !== null,
  });
}
