import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodCode } from '@zuoyeben/shared';
import { ZTeachVersionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/TeachInfo/GetTeachversions: the textbook versions of one period and subject. */
export function getTeachVersions(period: PeriodCode, km: string) {
  return api.get('/api/TeachInfo/GetTeachversions', { params: { period, km }, schema: ZTeachVersionsSchema });
}

export const teachVersionsQueryOptions = (period?: PeriodCode, km?: string) =>
  queryOptions({
    queryKey: ['teach-info', 'versions', period ?? null, km ?? null],
    queryFn: () => getTeachVersions(period!, km!),
    enabled: !!period && !!km,
    staleTime: 5 * 60_000,
  });

/** Loads only once both the period and the subject are chosen. */
export function useTeachVersions(period?: PeriodCode, km?: string) {
  return useQuery(teachVersionsQueryOptions(period, km));
}
