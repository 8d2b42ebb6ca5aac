import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMarkNextSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface MarkNextParams {
  workGuid: string;
  th: number;
  /** The submission just marked or skipped: the next one in marking order follows it. */
  after?: string;
}

/** GET /api/Mark/Next: the next unmarked answer of question th, or done. */
export function getMarkNext(params: MarkNextParams) {
  return api.get('/api/Mark/Next', { params: { ...params }, schema: ZMarkNextSchema });
}

export const markNextQueryOptions = (params: MarkNextParams) =>
  queryOptions({ queryKey: ['marking', 'next', params.workGuid, params.th, params.after ?? ''], queryFn: () => getMarkNext(params) });

export function useMarkNext(params: MarkNextParams) {
  return useQuery(markNextQueryOptions(params));
}
