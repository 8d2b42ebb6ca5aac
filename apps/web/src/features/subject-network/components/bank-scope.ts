import { useSearchParams } from 'react-router';
import { PeriodNames, WorkType, type PeriodCode } from '@zuoyeben/shared';
import { useSelectedPeriodKm } from '@/features/auth';

export interface BankScope { period: string; km: string; workType: number }

/** The period, subject and homework type the bank opens for: the query's (from 选择题库), else the header's choice. */
export function useBankScope(): BankScope {
  const [params] = useSearchParams();
  const selected = useSelectedPeriodKm();
  return {
    period: params.get('period') || selected?.period || '',
    km: params.get('km') || selected?.km || '',
    workType: Number(params.get('workType')) || WorkType.TestPaper,
  };
}

/** '初中 数学' for the page's header. */
export function scopeLabel(s: BankScope): string {
  return [PeriodNames[s.period as PeriodCode] ?? '', s.km].filter(Boolean).join(' ');
}
