import { useQuery } from '@tanstack/react-query';
import { ZTreeSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { editorKeys } from './keys';

/** GET /api/QuestionBank/Chapters: the chapter tree of one textbook volume. */
export function getChapters(textBookGuid: string) {
  return api.get('/api/QuestionBank/Chapters', { params: { textBookGuid }, schema: ZTreeSchema });
}

export function useChapters(textBookGuid: string | null) {
  return useQuery({ queryKey: editorKeys.chapters(textBookGuid ?? ''), queryFn: () => getChapters(textBookGuid!), enabled: Boolean(textBookGuid),
    staleTime: Infinity });
}
