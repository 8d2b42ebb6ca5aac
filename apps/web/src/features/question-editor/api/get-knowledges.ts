import { useQuery } from '@tanstack/react-query';
import { ZTreeSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { editorKeys } from './keys';

/** GET /api/QuestionBank/Knowledges: the knowledge-point tree of the item's period and subject. */
export function getKnowledges(scope: TSubjectScope) {
  return api.get('/api/QuestionBank/Knowledges', { params: scope, schema: ZTreeSchema });
}

export function useKnowledges(scope: TSubjectScope) {
  return useQuery({ queryKey: editorKeys.knowledges(scope), queryFn: () => getKnowledges(scope), staleTime: Infinity });
}
