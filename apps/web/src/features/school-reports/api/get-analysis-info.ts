import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnalysisInfoSchema, type TReportWorkQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/GetAnalysisInfo: the report's heading: homework, creator, classes. */
export function getAnalysisInfo(params: TReportWorkQuery) {
  return api.get('/api/WorkReport/GetAnalysisInfo', { params: { ...params }, schema: ZAnalysisInfoSchema });
}

export const getAnalysisInfoOptions = (params: TReportWorkQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('analysis'), '/api/WorkReport/GetAnalysisInfo', params], queryFn: () => getAnalysisInfo(params) });

export function useAnalysisInfo(params: TReportWorkQuery) {
  return useQuery(getAnalysisInfoOptions(params));
}
