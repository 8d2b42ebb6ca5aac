import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTreeSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { bankKeys } from './keys';

/** GET /api/QuestionBank/Chapters: the chapter tree of one textbook volume. */
export function getChapters(textBookGuid: string) {
  return api.get('/api/QuestionBank/Chapters', { params: { textBookGuid }, schema: ZTreeSchema });
}

export const chaptersQueryOptions = (textBookGuid: string) =>
  queryOptions({
    queryKey: [...bankKeys.trees(), 'chapters', textBookGuid],
    queryFn: () => getChapters(textBookGuid),
    staleTime: Infinity,
  });

export function useChapters(textBookGuid: string | undefined) {
  return useQuery({ ...chaptersQueryOptions(textBookGuid ?? ''), enabled: Boolean(textBookGuid) });
}
