import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCorrectionBookListSchema, type TCorrectionBookListRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** POST /api/WorkInfo/GetRevisedList (getRevisedList): the homework list's 订正 tab, one row per homework and class. */
export function getRevisedList(body: TCorrectionBookListRequest) {
  return api.post('/api/WorkInfo/GetRevisedList', { body, schema: ZCorrectionBookListSchema });
}
export function useRevisedList(body: TCorrectionBookListRequest) {
  return useQuery({ queryKey: correctionKeys.list({ ...body, of: 'revised' }), queryFn: () => getRevisedList(body), placeholderData: keepPreviousData });
}
