import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentScoreLevelSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface ScoreLevelParams {
  ruCode: string;
  workGuid: string;
  /** Student numbers to look up; none means every submitted student. */
  buddiesLs: string[];
}

/** GET /api/MPaper/StudentScoreLevel: the level A–E and the shown score of each named student. */
export function getStudentScoreLevel(params: ScoreLevelParams) {
  return api.get('/api/MPaper/StudentScoreLevel', { params: { ...params }, schema: ZStudentScoreLevelSchema });
}

export const studentScoreLevelQueryOptions = (params: ScoreLevelParams) =>
  queryOptions({ queryKey: ['reports', params.workGuid, 'scoreLevel', params], queryFn: () => getStudentScoreLevel(params) });

export function useStudentScoreLevel(params: ScoreLevelParams) {
  return useQuery({ ...studentScoreLevelQueryOptions(params), enabled: params.workGuid !== '' });
}
