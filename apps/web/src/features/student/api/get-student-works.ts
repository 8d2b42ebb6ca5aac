import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentWorkListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const studentWorksQueryKey = ['student', 'works'] as const;

/** GET /api/Student/Works: the student's homework, open ones first. */
export function getStudentWorks() {
  return api.get('/api/Student/Works', { schema: ZStudentWorkListSchema });
}

export function useStudentWorks() {
  return useQuery(queryOptions({ queryKey: studentWorksQueryKey, queryFn: getStudentWorks }));
}
