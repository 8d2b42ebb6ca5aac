import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkReportListSchema, type TWorkReportListQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/List: started homework and exams the user may see, newest first. */
export function getWorkReportList(params: TWorkReportListQuery) {
  return api.get('/api/WorkReport/List', { params: { ...params }, schema: ZWorkReportListSchema });
}

export const workReportListOptions = (params: TWorkReportListQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('report-list'), params], queryFn: () => getWorkReportList(params), placeholderData: keepPreviousData });

export function useWorkReportList(params: TWorkReportListQuery) {
  return useQuery(workReportListOptions(params));
}
