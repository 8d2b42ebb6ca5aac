import { useQuery } from '@tanstack/react-query';
import { ZTeachingScopeSchema, type PeriodCode, type TTeachingScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const teachingScopeKey = ['teach-info', 'teaching-scope'] as const;

/** GET /api/Teacher/GetTeachingScope: per taught subject, the grade the teacher prepares for. Silent: no scope is no filter. */
export function getTeachingScope() {
  return api.get('/api/Teacher/GetTeachingScope', { schema: ZTeachingScopeSchema, silent: true });
}

export function useTeachingScope() {
  return useQuery({ queryKey: teachingScopeKey, queryFn: getTeachingScope, staleTime: 60_000, retry: false });
}

/** The grade the scope names for one period and subject, if any. */
export function scopeGradeOf(scope: TTeachingScope | undefined, period: PeriodCode, km: string): string | undefined {
  return scope?.list.find((s) => s.period === period && s.km === km)?.gradeCode;
}
