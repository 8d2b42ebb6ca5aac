import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZFeedbackListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

interface FeedbackPage { pageIndex: number; pageSize: number; unanswered?: boolean }

const paramsOf = ({ pageIndex, pageSize, unanswered }: FeedbackPage) => ({ pageIndex, pageSize, ...(unanswered ? { unanswered: '1' } : {}) });

/** GET /api/HelpFile/MyFeedback: the caller's own feedback and its answers. */
export const getMyFeedback = (page: FeedbackPage) => api.get('/api/HelpFile/MyFeedback', { params: paramsOf(page), schema: ZFeedbackListSchema });

/** GET /api/HelpFile/SchoolFeedback: every feedback of the school (super administrators). */
export const getSchoolFeedback = (page: FeedbackPage) => api.get('/api/HelpFile/SchoolFeedback', { params: paramsOf(page), schema: ZFeedbackListSchema });

export function useMyFeedback(page: FeedbackPage) {
  return useQuery({ queryKey: ['help-center', 'feedback', 'mine', page], queryFn: () => getMyFeedback(page), placeholderData: keepPreviousData });
}

export function useSchoolFeedback(page: FeedbackPage, enabled: boolean) {
  return useQuery({ queryKey: ['help-center', 'feedback', 'school', page], queryFn: () => getSchoolFeedback(page), enabled, placeholderData: keepPreviousData });
}
