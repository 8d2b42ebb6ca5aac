import { useSearchParams } from 'react-router';
import { CORRECTION_STATUSES, CorrectionStatus, PERIOD_CODES, Paging, type CorrectionStatusCode, type PeriodCode } from '@zuoyeben/shared';

/** The list request with every paging value settled (the contract's input leaves them optional). */
export interface CorrectionFilters {
  status: CorrectionStatusCode;
  period?: PeriodCode;
  km?: string;
  pageIndex: number;
  pageSize: number;
}

const numberOr = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Filters of the corrections list, kept in the URL (?status=&period=&km=&pageIndex=&pageSize=) so coming back from
 * the question editor lands on the same tab and page. Any change other than the page goes back to page 1.
 */
export function useCorrectionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = Number(searchParams.get('status'));
  const status = ((CORRECTION_STATUSES as number[]).includes(rawStatus) ? rawStatus : CorrectionStatus.Pending) as CorrectionStatusCode;
  const rawPeriod = searchParams.get('period');
  const period = PERIOD_CODES.find((p) => p === rawPeriod);
  const km = searchParams.get('km') || undefined;
  const pageIndex = numberOr(searchParams.get('pageIndex'), 1);
  const pageSize = numberOr(searchParams.get('pageSize'), Paging.defaultPageSize);

  const update = (next: Record<string, string | number | undefined>) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') params.delete(key);
          else params.set(key, String(value));
        }
        return params;
      },
      { replace: true },
    );

  const params: CorrectionFilters = { status, period, km, pageIndex, pageSize };
  return {
    params,
    setStatus: (next: number) => update({ status: next, pageIndex: undefined }),
    setScope: (next: { period?: string; km?: string }) => update({ period: next.period, km: next.km, pageIndex: undefined }),
    setPage: (nextIndex: number, nextSize: number) =>
      update({ pageIndex: nextSize === pageSize ? nextIndex : undefined, pageSize: nextSize }),
  };
}
