import { useQuery } from '@tanstack/react-query';
import { ZCorrectionBookDetailSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** GET /api/CorrectionBook/GetCorrectionBookDetail. Silent: the page offers 布置订正 when there is none yet. */
export function getCorrectionBookDetail(workGuid: string, classGuid?: string) {
  return api.get('/api/CorrectionBook/GetCorrectionBookDetail', { params: { workGuid, classGuid }, schema: ZCorrectionBookDetailSchema, silent: true });
}
export function useCorrectionBookDetail(workGuid: string, classGuid?: string) {
  return useQuery({ queryKey: correctionKeys.detail(workGuid, classGuid), queryFn: () => getCorrectionBookDetail(workGuid, classGuid), enabled: !!workGuid, retry: false });
}
