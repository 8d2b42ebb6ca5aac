import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkStatisticsDetailSchema, type TWorkStatisticsDetailQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkInfo/GetCommentList: the homework behind one row of the statistics. */
export function getWorkStatisticsDetail(params: TWorkStatisticsDetailQuery) {
  return api.get('/api/WorkInfo/GetCommentList', { params: { ...params }, schema: ZWorkStatisticsDetailSchema });
}

export const workStatisticsDetailOptions = (params: TWorkStatisticsDetailQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('job-statistic'), 'detail', params], queryFn: () => getWorkStatisticsDetail(params) });

export function useWorkStatisticsDetail(params: TWorkStatisticsDetailQuery) {
  return useQuery(workStatisticsDetailOptions(params));
}
