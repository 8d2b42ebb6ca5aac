import { useQuery } from '@tanstack/react-query';
import { ZAllClassSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetAllClass: the classes a preparation may name, grouped by grade (same cache as the homework forms). */
export function getSchoolClasses(ruCode?: string) {
  return api.get('/api/WorkInfo/GetAllClass', { params: { ruCode }, schema: ZAllClassSchema });
}

export function useSchoolClasses(ruCode?: string) {
  return useQuery({ queryKey: ['homework', 'all-class', ruCode], queryFn: () => getSchoolClasses(ruCode), staleTime: 60_000 });
}
