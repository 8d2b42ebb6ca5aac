import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentPageSchema, type GradeCode } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface StudentListParams {
  classGuid?: string;
  gradeCode?: GradeCode;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

/** POST /api/Teacher/StudentList: one page of the students the user may see. */
export function getStudents(params: StudentListParams) {
  return api.post('/api/Teacher/StudentList', { body: params, schema: ZStudentPageSchema });
}

export const studentsQueryOptions = (params: StudentListParams) =>
  queryOptions({
    queryKey: ['students', 'list', params],
    queryFn: () => getStudents(params),
    // Keeps the rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useStudents(params: StudentListParams) {
  return useQuery(studentsQueryOptions(params));
}
