import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZClassesOfWorkSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/WorkInfo/GetClassesOfWork: the classes of the work the user may see. */
export function getClassesOfWork({ ruCode, workGuid }: { ruCode: string; workGuid: string }) {
  return api.get('/api/WorkInfo/GetClassesOfWork', { params: { ruCode, workInfoGuid: workGuid }, schema: ZClassesOfWorkSchema });
}

export const classesOfWorkQueryOptions = (params: { ruCode: string; workGuid: string }) =>
  queryOptions({
    queryKey: [...reportsKeys.work(params.workGuid), 'classes', params.ruCode],
    queryFn: () => getClassesOfWork(params),
  });

export function useClassesOfWork(params: { ruCode: string; workGuid: string }) {
  return useQuery({ ...classesOfWorkQueryOptions(params), enabled: params.workGuid !== '' });
}
