import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZBankItemPageSchema, type TBankItemsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

export type TCollectionItemsRequest = Omit<TBankItemsRequest, 'sourceType'>;

/** POST /api/QuestionBank/Collections (GetCollectionItems): one page of the teacher's collected questions. */
export function getCollectionItems(body: TCollectionItemsRequest) {
  return api.post('/api/QuestionBank/Collections', { body, schema: ZBankItemPageSchema });
}

/** Under the bank's item keys, so collecting, uncollecting and the basket refresh it. Null while another tab shows. */
export function useCollectionItems(body: TCollectionItemsRequest | null) {
  return useQuery({
    queryKey: [...bankKeys.items(), 'collections', body],
    queryFn: () => getCollectionItems(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
