import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZScoreEntitySchema, type ScoreOrderTypeValue } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reportsKeys, type WorkClassParams } from './keys';

export interface ScoreEntityParams extends WorkClassParams {
  pageIndex: number;
  pageSize: number;
  orderType: ScoreOrderTypeValue;
}

/** GET /api/Mpaper/ScoreEntity: one page of the score report. */
export function getScoreEntity(params: ScoreEntityParams) {
  return api.get('/api/Mpaper/ScoreEntity', { params: { ...params }, schema: ZScoreEntitySchema });
}

export const scoreEntityQueryOptions = (params: ScoreEntityParams) =>
  queryOptions({
    queryKey: [...reportsKeys.tab(params.workGuid, 'jobreport'), params],
    queryFn: () => getScoreEntity(params),
    // Keeps the rows on screen while the next page or order loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useScoreEntity(params: ScoreEntityParams) {
  return useQuery(scoreEntityQueryOptions(params));
}
