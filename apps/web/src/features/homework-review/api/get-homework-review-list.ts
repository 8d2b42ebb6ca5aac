import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHomeworkReviewListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reviewKeys, type ReviewParams } from './keys';

/** GET /api/MPaper/HomeworkReviewList: one card per question with the class figures. */
export function getHomeworkReviewList(params: ReviewParams) {
  return api.get('/api/MPaper/HomeworkReviewList', { params: { ...params }, schema: ZHomeworkReviewListSchema });
}

export const homeworkReviewListQueryOptions = (params: ReviewParams) =>
  queryOptions({ queryKey: [...reviewKeys.tab(params.workGuid), 'list', params], queryFn: () => getHomeworkReviewList(params) });

export function useHomeworkReviewList(params: ReviewParams) {
  return useQuery(homeworkReviewListQueryOptions(params));
}
