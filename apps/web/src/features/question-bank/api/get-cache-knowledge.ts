import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCacheKnowledgeSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** GET /api/TeachInfo/GetCacheKnowledge: the textbook and chapter this teacher chose last time. */
export function getCacheKnowledge(scope: TSubjectScope) {
  return api.get('/api/TeachInfo/GetCacheKnowledge', { params: scope, schema: ZCacheKnowledgeSchema });
}

export const cacheKnowledgeQueryOptions = (scope: TSubjectScope) =>
  queryOptions({
    queryKey: [...bankKeys.all, 'cached-chapter', scope.period, scope.km],
    queryFn: () => getCacheKnowledge(scope),
    // Read once when the page opens; later choices are sent by cacheKnowledge and kept in page state.
    staleTime: Infinity,
  });

export function useCacheKnowledge(scope: TSubjectScope) {
  return useQuery(cacheKnowledgeQueryOptions(scope));
}
