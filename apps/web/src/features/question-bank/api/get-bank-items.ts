import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBankItemPageSchema, type TBankItemsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** POST /api/QuestionBank/Items: one page of the bank list for a source, tree node and filters. */
export function getBankItems(body: TBankItemsRequest) {
  return api.post('/api/QuestionBank/Items', { body, schema: ZBankItemPageSchema });
}

export const bankItemsQueryOptions = (body: TBankItemsRequest) =>
  queryOptions({
    queryKey: [...bankKeys.items(), body],
    queryFn: () => getBankItems(body),
    // Keeps the questions on screen while the next page loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useBankItems(body: TBankItemsRequest | null) {
  return useQuery({ ...bankItemsQueryOptions(body ?? ({} as TBankItemsRequest)), enabled: body !== null });
}
