import type { TUserInfo } from '@zuoyeben/shared';
import { useCurrentUser } from './use-current-user';
import type { PeriodKm } from '../api/cache-select-period-km';

/** The chosen period and subject, else the school's first period and its first subject (spec 03 §4). */
export function selectedPeriodKm(info: Pick<TUserInfo, 'periods' | 'selected'>): PeriodKm | null {
  const { selected, periods } = info;
  if (selected && periods.some((p) => p.period === selected.period && p.subjects.includes(selected.km))) {
    return selected;
  }
  const first = periods.find((p) => p.subjects.length > 0);
  return first ? { period: first.period, km: first.subjects[0]! } : null;
}

/** The top-right 学段、科目 that lists and question banks filter by; null when the school has none. */
export function useSelectedPeriodKm(): PeriodKm | null {
  return selectedPeriodKm(useCurrentUser());
}
