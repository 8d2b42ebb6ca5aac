import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCorrectionBookListSchema, type TCorrectionBookListRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { correctionKeys } from './keys';

/** POST /api/CorrectionBook/GetCorrectionBookList: one row per homework and class (default the last 6 months). */
export function getCorrectionBookList(body: TCorrectionBookListRequest) {
  return api.post('/api/CorrectionBook/GetCorrectionBookList', { body, schema: ZCorrectionBookListSchema });
}
export function useCorrectionBookList(body: TCorrectionBookListRequest) {
  return useQuery({ queryKey: correctionKeys.list(body), queryFn: () => getCorrectionBookList(body), placeholderData: keepPreviousData });
}
