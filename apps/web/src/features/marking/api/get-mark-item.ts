import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkItemSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface MarkItemParams {
  workGuid: string;
  th: number;
  submissionGuid: string;
}

/** GET /api/Mark/Item: one answer of question th with the score given so far. */
export function getMarkItem(params: MarkItemParams) {
  return api.get('/api/Mark/Item', { params: { ...params }, schema: ZMarkItemSchema });
}

export function useMarkItem(params: MarkItemParams | null) {
  return useQuery(
    queryOptions({
      queryKey: ['marking', 'item', params?.workGuid, params?.th, params?.submissionGuid],
      queryFn: () => getMarkItem(params!),
      enabled: params !== null,
    }),
  );
}
