import { useQuery } from '@tanstack/react-query';
import { ZCorrectionClassStudentsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** GET /api/CorrectionBook/GetCorrectionBookClassStudents: one class's students and their correction state. */
export function getCorrectionClassStudents(workGuid: string, classGuid: string) {
  return api.get('/api/CorrectionBook/GetCorrectionBookClassStudents', { params: { workGuid, classGuid }, schema: ZCorrectionClassStudentsSchema });
}
export function useCorrectionClassStudents(workGuid: string, classGuid: string) {
  return useQuery({ queryKey: correctionKeys.classStudents(workGuid, classGuid), queryFn: () => getCorrectionClassStudents(workGuid, classGuid) });
}
