import { useQuery } from '@tanstack/react-query';
import { ZHaveOtherProgressSchema, type TGradeKmQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** GET /api/TeachinfoProgress/IsHaveOtherProgress: whether colleagues of the grade and subject set a progress. */
export function hasOtherProgress(g: TGradeKmQuery) {
  return api.get('/api/TeachinfoProgress/IsHaveOtherProgress', { params: g, schema: ZHaveOtherProgressSchema });
}

export function useHasOtherProgress(g: TGradeKmQuery) {
  return useQuery({ queryKey: progressKeys.hasOthers(g), queryFn: () => hasOtherProgress(g) });
}
