import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentWorkListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const studentWorksQueryKey = ['student', 'works'] as const;

/** GET /api/Student/Works: the student's homework, open ones first. */
export function getStudentWorks() {
  return api.get('/api/Student/Works', { schema: ZStudentWorkListSchema });
}

/**
 * A homework or exam appears on the list only once it has started, so the list is read again while it is open (every
 * minute) and when the phone comes back to the page: a class waiting on this page for an exam's start sees it appear
 * without reloading (issue 11).
 */
export const STUDENT_WORKS_REFRESH_MS = 60_000;

export function useStudentWorks() {
  return useQuery(
    queryOptions({ queryKey: studentWorksQueryKey, queryFn: getStudentWorks, refetchInterval: STUDENT_WORKS_REFRESH_MS, refetchOnWindowFocus: true }),
  );
}
