import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCollectionPaperPageSchema, type TCollectionPapersRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperKeys } from '@/lib/paper-collect-api';

/** POST /api/QuestionBank/Papers/Collections (GetCollectionPapers): one page of the teacher's collected papers. */
export function getCollectionPapers(body: TCollectionPapersRequest) {
  return api.post('/api/QuestionBank/Papers/Collections', { body, schema: ZCollectionPaperPageSchema });
}

/** Under the paper keys, so collecting, sharing and deleting anywhere refresh it. Null while another tab shows. */
export function useCollectionPapers(body: TCollectionPapersRequest | null) {
  return useQuery({
    queryKey: [...paperKeys.all, 'collections', body],
    queryFn: () => getCollectionPapers(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
