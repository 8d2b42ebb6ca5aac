import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentWorkSubTimeSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import type { ReviewParams } from './keys';

/** GET /api/Mpaper/StudentWorkSubTime: each student's submission type and time, and the count of each type. */
export function getStudentWorkSubTime(params: ReviewParams) {
  return api.get('/api/Mpaper/StudentWorkSubTime', { params: { ...params }, schema: ZStudentWorkSubTimeSchema });
}

export const studentWorkSubTimeQueryOptions = (params: ReviewParams) =>
  queryOptions({ queryKey: ['reports', params.workGuid, 'subTime', params], queryFn: () => getStudentWorkSubTime(params) });

export function useStudentWorkSubTime(params: ReviewParams) {
  return useQuery({ ...studentWorkSubTimeQueryOptions(params), enabled: params.workGuid !== '' });
}
