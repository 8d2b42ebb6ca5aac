import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZClassBasicDataSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Teacher/GetClassBasicData: the grades of the school's periods, in school order. */
export function getClassBasicData() {
  return api.get('/api/Teacher/GetClassBasicData', { schema: ZClassBasicDataSchema });
}

export const classBasicDataQueryOptions = () =>
  queryOptions({
    queryKey: ['classes', 'basic-data'],
    queryFn: getClassBasicData,
    // The school's periods change only by configuration, never from this screen.
    staleTime: 5 * 60_000,
  });

export function useClassBasicData() {
  return useQuery(classBasicDataQueryOptions());
}
