import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTextbookCascaderSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** GET /api/QuestionBank/Textbooks: versions (presses) and their volumes for the sidebar cascader. */
export function getTextbooks(scope: TSubjectScope) {
  return api.get('/api/QuestionBank/Textbooks', { params: scope, schema: ZTextbookCascaderSchema });
}

export const textbooksQueryOptions = (scope: TSubjectScope) =>
  queryOptions({
    queryKey: [...bankKeys.trees(), 'textbooks', scope.period, scope.km],
    queryFn: () => getTextbooks(scope),
    staleTime: Infinity,
  });

export function useTextbooks(scope: TSubjectScope) {
  return useQuery(textbooksQueryOptions(scope));
}
