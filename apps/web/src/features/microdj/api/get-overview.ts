import { useQuery } from '@tanstack/react-query';
import { ZMicrodjOverviewSchema, type TMicrodjOverviewQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { microdjKeys } from './keys';

/** GET /api/Microdj/Overview: the class's weak points, who needs them, and the practices sent. */
export function getOverview(params: TMicrodjOverviewQuery) {
  return api.get('/api/Microdj/Overview', { params: { ...params }, schema: ZMicrodjOverviewSchema });
}

export function useOverview(params: TMicrodjOverviewQuery, enabled: boolean) {
  return useQuery({ queryKey: microdjKeys.of('overview', params), queryFn: () => getOverview(params), enabled });
}
