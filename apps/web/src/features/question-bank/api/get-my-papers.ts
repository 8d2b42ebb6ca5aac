import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMyPaperPageSchema, type TMyPapersRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperKeys } from '@/lib/paper-collect-api';

/** POST /api/QuestionBank/Papers/Mine (getMyPapers): one page of the teacher's own papers. */
export function getMyPapers(body: TMyPapersRequest) {
  return api.post('/api/QuestionBank/Papers/Mine', { body, schema: ZMyPaperPageSchema });
}

/** Under the paper keys, so collecting one of them refreshes its 收藏/已收藏. */
export function useMyPapers(body: TMyPapersRequest) {
  return useQuery({ queryKey: [...paperKeys.all, 'mine', body], queryFn: () => getMyPapers(body), placeholderData: keepPreviousData });
}
