import { useQuery } from '@tanstack/react-query';
import { ZTextbookCascaderSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { editorKeys } from './keys';

/** GET /api/QuestionBank/Textbooks: textbook versions and volumes, to pick the book of the chapter. */
export function getTextbooks(scope: TSubjectScope) {
  return api.get('/api/QuestionBank/Textbooks', { params: scope, schema: ZTextbookCascaderSchema });
}

export function useTextbooks(scope: TSubjectScope) {
  return useQuery({ queryKey: editorKeys.textbooks(scope), queryFn: () => getTextbooks(scope), staleTime: Infinity });
}
