import { useQuery } from '@tanstack/react-query';
import { ZHotQuestionListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/HelpFile/GetHotQuestion: the most read articles. */
export const getHotQuestions = () => api.get('/api/HelpFile/GetHotQuestion', { schema: ZHotQuestionListSchema });

export function useHotQuestions() {
  return useQuery({ queryKey: ['help-center', 'hot'], queryFn: getHotQuestions });
}
