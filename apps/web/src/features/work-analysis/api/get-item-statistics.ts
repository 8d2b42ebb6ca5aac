import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZItemStatisticsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bodyOf, workAnalysisKeys, type WorkAnswerParams } from './keys';

/** POST /api/WorkAnswer/ItemStatistics: P, D, bands, options, α and SEM with their plain-language verdicts. */
export function getItemStatistics(params: WorkAnswerParams) {
  return api.post('/api/WorkAnswer/ItemStatistics', { body: bodyOf(params), schema: ZItemStatisticsSchema });
}

export const itemStatisticsQueryOptions = (params: WorkAnswerParams) =>
  queryOptions({ queryKey: workAnalysisKeys.call(params.workGuid, 'ItemStatistics', params), queryFn: () => getItemStatistics(params) });

export function useItemStatistics(params: WorkAnswerParams) {
  return useQuery(itemStatisticsQueryOptions(params));
}
