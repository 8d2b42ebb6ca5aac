import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnalysisReportSchema, type TReportWorkQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/AnalysisReport: each question's score rate, overall and per class. */
export function getAnalysisReport(params: TReportWorkQuery) {
  return api.get('/api/WorkReport/AnalysisReport', { params: { ...params }, schema: ZAnalysisReportSchema });
}

export const getAnalysisReportOptions = (params: TReportWorkQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('analysis'), '/api/WorkReport/AnalysisReport', params], queryFn: () => getAnalysisReport(params) });

export function useAnalysisReport(params: TReportWorkQuery) {
  return useQuery(getAnalysisReportOptions(params));
}
