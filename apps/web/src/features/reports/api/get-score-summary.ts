import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZScoreSummarySchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reportsKeys, type WorkClassParams } from './keys';

/** GET /api/Mpaper/ScoreSummary: 平均分、最高分、最低分、及格率、优秀率 per class. */
export function getScoreSummary(params: WorkClassParams) {
  return api.get('/api/Mpaper/ScoreSummary', { params: { ...params }, schema: ZScoreSummarySchema });
}

export const scoreSummaryQueryOptions = (params: WorkClassParams) =>
  queryOptions({ queryKey: [...reportsKeys.work(params.workGuid), 'summary', params.classCode], queryFn: () => getScoreSummary(params) });

export function useScoreSummary(params: WorkClassParams) {
  return useQuery(scoreSummaryQueryOptions(params));
}
