import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRepeatNameListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/GetRepeatName: same-name students grouped by class (all visible classes when empty). */
export function getRepeatNames(classCodes: string[] = []) {
  return api.post('/api/Teacher/GetRepeatName', { body: { classCodes }, schema: ZRepeatNameListSchema });
}

export const repeatNamesQueryOptions = (classCodes: string[] = []) =>
  queryOptions({
    queryKey: ['students', 'repeat-names', 'list', classCodes],
    queryFn: () => getRepeatNames(classCodes),
    placeholderData: keepPreviousData,
  });

export function useRepeatNames(classCodes: string[] = []) {
  return useQuery(repeatNamesQueryOptions(classCodes));
}
