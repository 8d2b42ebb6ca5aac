import { useQuery } from '@tanstack/react-query';
import { ZHelpArticleSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const helpArticleQueryKey = (guid: string) => ['help-center', 'article', guid] as const;

/** GET /api/HelpFile/GetQuestion: one article; the server counts this reading. */
export const getHelpArticle = (guid: string) => api.get('/api/HelpFile/GetQuestion', { params: { guid }, schema: ZHelpArticleSchema, silent: true });

export function useHelpArticle(guid: string) {
  // Read once per visit: a refetch on focus would count more views than readings.
  return useQuery({ queryKey: helpArticleQueryKey(guid), queryFn: () => getHelpArticle(guid), staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
}
