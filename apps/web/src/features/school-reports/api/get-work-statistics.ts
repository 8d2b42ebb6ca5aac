import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkStatisticsSchema, type TWorkStatisticsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** POST /api/WorkInfo/WorkStatisticsList: one page of the statistics per teacher, class and subject. */
export function getWorkStatistics(body: TWorkStatisticsRequest) {
  return api.post('/api/WorkInfo/WorkStatisticsList', { body, schema: ZWorkStatisticsSchema });
}

export const workStatisticsQueryOptions = (body: TWorkStatisticsRequest) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('job-statistic'), 'list', body], queryFn: () => getWorkStatistics(body), placeholderData: keepPreviousData });

export function useWorkStatistics(body: TWorkStatisticsRequest) {
  return useQuery(workStatisticsQueryOptions(body));
}
