import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDashboardSchema, type TDashboardQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/LearningAnalysis/Dashboard: a class's scores and submission over the term, and its weakest knowledge points. */
export function getDashboard(params: TDashboardQuery) {
  return api.get('/api/LearningAnalysis/Dashboard', { params: { ...params }, schema: ZDashboardSchema });
}

export const dashboardQueryOptions = (params: TDashboardQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('dashboard'), params], queryFn: () => getDashboard(params) });

export function useDashboard(params: TDashboardQuery, enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(params), enabled });
}
