import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAllClassSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/WorkInfo/GetAllClass?scope=school: every class of the school grouped by grade, so a teacher can pick
 * the classes they teach (the default scope would only list classes they already teach).
 */
export function getSchoolClasses() {
  return api.get('/api/WorkInfo/GetAllClass', { params: { scope: 'school' }, schema: ZAllClassSchema });
}

export const schoolClassesQueryOptions = () => queryOptions({ queryKey: ['classes', 'school'], queryFn: getSchoolClasses });

export function useSchoolClasses() {
  return useQuery(schoolClassesQueryOptions());
}
