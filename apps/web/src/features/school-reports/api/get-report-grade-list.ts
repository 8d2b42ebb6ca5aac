import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReportGradeListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/GetGradeList: grades with a class the user may see. */
export function getReportGradeList(ruCode: string) {
  return api.get('/api/WorkReport/GetGradeList', { params: { ruCode }, schema: ZReportGradeListSchema });
}

export const reportGradeListOptions = (ruCode: string) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('report-list'), 'grades', ruCode], queryFn: () => getReportGradeList(ruCode) });

export function useReportGradeList(ruCode: string) {
  return useQuery(reportGradeListOptions(ruCode));
}
