import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZExamAreaListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** GET /api/Region/ExamAreas: the exam areas of the 地区 filter, national papers first (spec 02 §9). */
export function getExamAreas() {
  return api.get('/api/Region/ExamAreas', { schema: ZExamAreaListSchema });
}

export const examAreasQueryOptions = () =>
  // Static data: asked once per visit.
  queryOptions({ queryKey: [...bankKeys.all, 'exam-areas'], queryFn: getExamAreas, staleTime: Infinity });

export function useExamAreas() {
  return useQuery(examAreasQueryOptions());
}
