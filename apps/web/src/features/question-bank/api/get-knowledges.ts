import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTreeSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** GET /api/QuestionBank/Knowledges: the knowledge-point tree of a period and subject. */
export function getKnowledges(scope: TSubjectScope) {
  return api.get('/api/QuestionBank/Knowledges', { params: scope, schema: ZTreeSchema });
}

export const knowledgesQueryOptions = (scope: TSubjectScope) =>
  queryOptions({
    queryKey: [...bankKeys.trees(), 'knowledges', scope.period, scope.km],
    queryFn: () => getKnowledges(scope),
    staleTime: Infinity,
  });

export function useKnowledges(scope: TSubjectScope, enabled: boolean) {
  return useQuery({ ...knowledgesQueryOptions(scope), enabled });
}
