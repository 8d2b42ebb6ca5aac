import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZExamKmListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/ExamInfo/GetKm: the subjects the teacher may set an exam in. */
export function getKm(ruCode?: string) {
  return api.get('/api/ExamInfo/GetKm', { params: { ruCode }, schema: ZExamKmListSchema });
}

export const examKmQueryOptions = (ruCode?: string) =>
  queryOptions({ queryKey: ['exams', 'km', ruCode], queryFn: () => getKm(ruCode), staleTime: 60_000 });

export function useExamKm(ruCode?: string) {
  return useQuery(examKmQueryOptions(ruCode));
}
