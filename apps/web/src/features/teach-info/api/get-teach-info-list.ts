import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeachInfoListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/TeachInfo/GetTeachInfoList: the signed-in user's teaching info in the current school. */
export function getTeachInfoList() {
  return api.get('/api/TeachInfo/GetTeachInfoList', { schema: ZTeachInfoListSchema });
}

export const teachInfoListQueryOptions = () =>
  queryOptions({ queryKey: ['teach-info', 'list'], queryFn: getTeachInfoList });

export function useTeachInfoList() {
  return useQuery(teachInfoListQueryOptions());
}
