import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentLookStudentsSchema, type TStudentLookStudentsQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkReport/StudentLookStudents: the students of a class the user may see. */
export function getStudentLookStudents(params: TStudentLookStudentsQuery) {
  return api.get('/api/WorkReport/StudentLookStudents', { params: { ...params }, schema: ZStudentLookStudentsSchema });
}

export const studentLookStudentsOptions = (params: TStudentLookStudentsQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('student-look'), 'students', params], queryFn: () => getStudentLookStudents(params) });

export function useStudentLookStudents(params: TStudentLookStudentsQuery, enabled: boolean) {
  return useQuery({ ...studentLookStudentsOptions(params), enabled });
}
