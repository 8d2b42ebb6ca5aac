import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentLookSchema, type TStudentLookQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/StudentLook: one student's works, knowledge mastery and lost questions in a subject. */
export function getStudentLook(params: TStudentLookQuery) {
  return api.get('/api/WorkReport/StudentLook', { params: { ...params }, schema: ZStudentLookSchema });
}

export const studentLookOptions = (params: TStudentLookQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('student-look'), params], queryFn: () => getStudentLook(params) });

export function useStudentLook(params: TStudentLookQuery, enabled: boolean) {
  return useQuery({ ...studentLookOptions(params), enabled });
}
