import { useQuery } from '@tanstack/react-query';
import { ZHelpCategoryListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/HelpFile/GetCategories: the help centre's categories with their article counts. */
export const getHelpCategories = () => api.get('/api/HelpFile/GetCategories', { schema: ZHelpCategoryListSchema });

export function useHelpCategories() {
  return useQuery({ queryKey: ['help-center', 'categories'], queryFn: getHelpCategories, staleTime: 300_000 });
}
