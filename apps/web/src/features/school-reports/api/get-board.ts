import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBoardSchema, type TBoardQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/LearningAnalysis/Board: the school's grades, classes and subjects over a range (school administrators). */
export function getBoard(params: TBoardQuery) {
  return api.get('/api/LearningAnalysis/Board', { params: { ...params }, schema: ZBoardSchema });
}

export const boardQueryOptions = (params: TBoardQuery) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('board'), params], queryFn: () => getBoard(params) });

export function useBoard(params: TBoardQuery, enabled = true) {
  return useQuery({ ...boardQueryOptions(params), enabled });
}
