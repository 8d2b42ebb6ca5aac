import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZItemCorrectionPageSchema, type TItemCorrectionListRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** Query keys of the corrections list, so the review calls can refresh it. */
export const correctionKeys = {
  all: [...bankKeys.all, 'corrections'] as const,
  list: (body: TItemCorrectionListRequest) => [...correctionKeys.all, body] as const,
};

/** POST /api/QuestionBank/Corrections/List: the school's corrections by status, period and subject (administrators). */
export function getItemCorrections(body: TItemCorrectionListRequest) {
  return api.post('/api/QuestionBank/Corrections/List', { body, schema: ZItemCorrectionPageSchema });
}

export const itemCorrectionsQueryOptions = (body: TItemCorrectionListRequest) =>
  queryOptions({
    queryKey: correctionKeys.list(body),
    queryFn: () => getItemCorrections(body),
    // The rows stay on screen while the next page or tab loads.
    placeholderData: keepPreviousData,
  });

export function useItemCorrections(body: TItemCorrectionListRequest) {
  return useQuery(itemCorrectionsQueryOptions(body));
}
