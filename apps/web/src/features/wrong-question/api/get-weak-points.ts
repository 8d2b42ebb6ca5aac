import { useQuery } from '@tanstack/react-query';
import { ZDashboardSchema, type TDashboardQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** GET /api/LearningAnalysis/Dashboard: read here for the class's weak knowledge points (score rate below 60%). */
export function getWeakPoints(params: TDashboardQuery) {
  return api.get('/api/LearningAnalysis/Dashboard', { params: { ...params }, schema: ZDashboardSchema });
}

export function useWeakPoints(params: TDashboardQuery, enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('weak-points', params), queryFn: () => getWeakPoints(params), enabled });
}
