import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZTeachingListSchema, type TTeachingListRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/** GET /api/TeachGuidance/GetList (getTeachingList): teaching materials of a period and subject, by grade. */
export function getTeachingList(params: TTeachingListRequest) {
  return api.get('/api/TeachGuidance/GetList', { params, schema: ZTeachingListSchema });
}

export function useTeachingList(params: TTeachingListRequest, enabled = true) {
  return useQuery({ queryKey: [...schoolBasedKeys.guidanceList(), params], queryFn: () => getTeachingList(params), enabled,
    placeholderData: keepPreviousData });
}
