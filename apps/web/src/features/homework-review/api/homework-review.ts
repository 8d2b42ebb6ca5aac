import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHomeworkReviewSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import type { ReviewParams } from './keys';

/** POST /api/MPaper/HomeworkReview: the work, whether it has commentary, and the question count of each level. */
export function getHomeworkReview(params: ReviewParams, silent = false) {
  return api.post('/api/MPaper/HomeworkReview', { body: params, schema: ZHomeworkReviewSchema, silent });
}

/** Kept under ['reports', workGuid] but outside the tab's key: the page reads it to decide whether to offer the tab. */
export const homeworkReviewQueryOptions = (params: ReviewParams) =>
  queryOptions({
    queryKey: ['reports', params.workGuid, 'commentaryHead', params],
    queryFn: () => getHomeworkReview(params, true),
  });

export function useHomeworkReview(params: ReviewParams) {
  return useQuery({ ...homeworkReviewQueryOptions(params), enabled: params.workGuid !== '' });
}

/** Whether the analysis page offers 作业讲评 (workType 2 or 4, or the oral type); false until known. */
export function useHasCommentary(params: { ruCode: string; workGuid: string }): boolean {
  return useHomeworkReview({ ...params, classCode: '' }).data?.hasCommentary ?? false;
}
