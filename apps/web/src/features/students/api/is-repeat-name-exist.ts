import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRepeatNameShowSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/IsRepeatNameExist: whether any of the classes (all visible when empty) has same-name students. */
export function isRepeatNameExist(classCodes: string[] = []) {
  return api.post('/api/Teacher/IsRepeatNameExist', { body: { classCodes }, schema: ZRepeatNameShowSchema });
}

export const repeatNameExistQueryOptions = (classCodes: string[] = []) =>
  queryOptions({
    queryKey: ['students', 'repeat-names', 'exist', classCodes],
    queryFn: () => isRepeatNameExist(classCodes),
  });

export function useRepeatNameExist(classCodes: string[] = []) {
  return useQuery(repeatNameExistQueryOptions(classCodes));
}
