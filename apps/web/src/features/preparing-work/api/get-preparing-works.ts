import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPreparingPageSchema, type TPreparingListRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { preparingKeys } from './keys';

/** getPreparingWork (GET /api/PreparingWork/List): my preparations, latest lesson first. */
export function getPreparingWorks(params: TPreparingListRequest) {
  return api.get('/api/PreparingWork/List', { params, schema: ZPreparingPageSchema });
}

export function usePreparingWorks(params: TPreparingListRequest) {
  return useQuery({ queryKey: preparingKeys.list(params), queryFn: () => getPreparingWorks(params), placeholderData: keepPreviousData });
}
