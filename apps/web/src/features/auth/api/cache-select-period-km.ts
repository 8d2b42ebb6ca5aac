import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PeriodCode, TUserInfo } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { userInfoQueryKey } from './get-user-info';

export interface PeriodKm {
  period: PeriodCode;
  km: string;
}

/** POST /api/TeachInfo/CacheSelectPeriodKm: remember the top-right 学段、科目 (read back as UserInfo.selected). */
export function cacheSelectPeriodKm(ruCode: string, choice: PeriodKm): Promise<unknown> {
  return api.post('/api/TeachInfo/CacheSelectPeriodKm', {
    body: { ruCode, studyName: choice.period, subject: choice.km },
  });
}

export function useCacheSelectPeriodKm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruCode, choice }: { ruCode: string; choice: PeriodKm }) => cacheSelectPeriodKm(ruCode, choice),
    onSuccess: (_data, { choice }) => {
      // The server answers without data; mirror the choice so the selector updates at once.
      queryClient.setQueryData<TUserInfo>(userInfoQueryKey, (old) => (old ? { ...old, selected: choice } : old));
      // Lists filtered by period and subject must reload for the new choice.
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userInfoQueryKey[0] });
    },
  });
}
