import { useQuery } from '@tanstack/react-query';
import { ZTeachInfoListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/TeachInfo/GetTeachInfoList: the teacher's teaching info, so publishing offers the classes of its subject. */
export function getTeachInfoList() {
  return api.get('/api/TeachInfo/GetTeachInfoList', { schema: ZTeachInfoListSchema, silent: true });
}

export function useTeachInfoList(enabled: boolean) {
  return useQuery({ queryKey: ['teach-info', 'list'], queryFn: getTeachInfoList, enabled });
}
