import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentMeSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const studentMeQueryKey = ['student', 'me'] as const;

/** GET /api/Student/Me: the logged-in student (a 401 sends the page to the student login). */
export function getStudentMe() {
  return api.get('/api/Student/Me', { schema: ZStudentMeSchema });
}

export const studentMeQueryOptions = () => queryOptions({ queryKey: studentMeQueryKey, queryFn: getStudentMe, staleTime: 5 * 60_000 });

export function useStudentMe() {
  return useQuery(studentMeQueryOptions());
}
