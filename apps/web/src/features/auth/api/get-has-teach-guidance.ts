import { useQuery } from '@tanstack/react-query';
import { ZHasTeachGuidanceSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '../hooks/use-current-user';

/**
 * GET /api/TeachGuidance/HasTeachGuidance: whether the session school has teaching-guidance books, which enables the
 * school-based teaching-aid bank (spec 02 §4 first school selection, §6). Loaded once per school.
 */
export function getHasTeachGuidance(ruCode: string) {
  return api.get('/api/TeachGuidance/HasTeachGuidance', { params: { ruCode }, schema: ZHasTeachGuidanceSchema });
}

/** True once the school is known to have teaching guidance; false while loading or when it has none. */
export function useHasTeachGuidance(): boolean {
  const { school } = useCurrentUser();
  const query = useQuery({
    queryKey: ['has-teach-guidance', school.ru],
    queryFn: () => getHasTeachGuidance(school.ru),
    staleTime: Infinity,
  });
  return query.data?.hasTeachGuidance ?? false;
}
