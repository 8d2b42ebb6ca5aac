import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZClassListSchema, type GradeCode } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/GetClasses: the whole school for administrators, the taught classes for teachers. */
export function getClasses(gradeCode?: GradeCode) {
  return api.post('/api/Teacher/GetClasses', { body: { gradeCode }, schema: ZClassListSchema });
}

export const classesQueryOptions = (gradeCode?: GradeCode) =>
  queryOptions({
    queryKey: ['classes', 'list', { gradeCode: gradeCode ?? null }],
    queryFn: () => getClasses(gradeCode),
    placeholderData: keepPreviousData,
  });

export function useClasses(gradeCode?: GradeCode) {
  return useQuery(classesQueryOptions(gradeCode));
}
