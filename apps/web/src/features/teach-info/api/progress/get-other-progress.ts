import { useQuery } from '@tanstack/react-query';
import { ZTeachProgressListSchema, type TGradeKmQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** GET /api/TeachinfoProgress/OtherTeachinfoProgressList: colleagues' progress of the same grade and subject. */
export function getOtherProgress(g: TGradeKmQuery) {
  return api.get('/api/TeachinfoProgress/OtherTeachinfoProgressList', { params: g, schema: ZTeachProgressListSchema });
}

export function useOtherProgress(g: TGradeKmQuery, enabled: boolean) {
  return useQuery({ queryKey: progressKeys.others(g), queryFn: () => getOtherProgress(g), enabled });
}
