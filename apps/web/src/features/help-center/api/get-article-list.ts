import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZHelpArticleListSchema, type THelpListRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/HelpFile/GetList: a category's articles, or a search of titles and bodies. */
export const getHelpArticles = (params: THelpListRequest) => api.get('/api/HelpFile/GetList', { params, schema: ZHelpArticleListSchema });

export function useHelpArticles(params: THelpListRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['help-center', 'list', params],
    queryFn: () => getHelpArticles(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
