import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHomeworkReviewDetailSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reviewKeys, type ReviewParams } from './keys';

export type ReviewDetailParams = ReviewParams & { th: number };

/** GET /api/MPaper/HomeworkReviewDetail: answer, analysis, the chart's bars or slices and every student's answer. */
export function getHomeworkReviewDetail(params: ReviewDetailParams) {
  return api.get('/api/MPaper/HomeworkReviewDetail', { params: { ...params }, schema: ZHomeworkReviewDetailSchema });
}

export const homeworkReviewDetailQueryOptions = (params: ReviewDetailParams) =>
  queryOptions({ queryKey: [...reviewKeys.tab(params.workGuid), 'detail', params], queryFn: () => getHomeworkReviewDetail(params) });

export function useHomeworkReviewDetail(params: ReviewDetailParams) {
  return useQuery(homeworkReviewDetailQueryOptions(params));
}
