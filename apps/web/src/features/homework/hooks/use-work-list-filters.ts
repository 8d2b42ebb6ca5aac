import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Dayjs } from 'dayjs';
import { Paging, type GradeCode, type TWorkListQuery } from '@zuoyeben/shared';

/** The filters a teacher sets on the list; 科目 comes from the top-right selector and workType from the URL. */
export interface WorkListFilters {
  dateRange: [Dayjs, Dayjs] | null;
  gradeCode: GradeCode | null;
  classGuid: string | null;
  schoolYear: number | null;
  mine: boolean;
}

export const DEFAULT_LIST_FILTERS: WorkListFilters = { dateRange: null, gradeCode: null, classGuid: null, schoolYear: null, mine: false };

/** The list request of the filters, subject, tab and page. */
export function toListQuery(f: WorkListFilters, km: string | undefined, workType: number | undefined, pageIndex: number, pageSize: number): TWorkListQuery {
  return {
    ...(km ? { km } : {}),
    ...(workType ? { workType } : {}),
    ...(f.dateRange ? { dateRange: `${f.dateRange[0].format('YYYY-MM-DD')},${f.dateRange[1].format('YYYY-MM-DD')}` } : {}),
    ...(f.gradeCode ? { gradeCode: f.gradeCode } : {}),
    ...(f.classGuid ? { classGuids: [f.classGuid] } : {}),
    ...(f.schoolYear ? { schoolYear: f.schoolYear } : {}),
    ...(f.mine ? { mine: '1' as const } : {}),
    pageIndex,
    pageSize,
  };
}

/**
 * Filters and paging of the homework list (spec 03 §2.9, §4): 10 per page; any filter or page-size change goes back
 * to page 1, and 重置 restores the defaults and page 1. The tab (workType) lives in the URL so the sidebar links here.
 */
export function useWorkListFilters(km: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const workTypeParam = Number(searchParams.get('workType'));
  const workType = Number.isInteger(workTypeParam) && workTypeParam > 0 ? workTypeParam : undefined;
  // The 考试 tab (?exam=1) lists exams only (issue 11).
  const examOnly = searchParams.get('exam') === '1';
  const [filters, setFilters] = useState<WorkListFilters>(DEFAULT_LIST_FILTERS);
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(Paging.defaultPageSize);

  const update = (patch: Partial<WorkListFilters>) => {
    setFilters((prev) => ({ ...prev, ...patch }));
    setPageIndex(1);
  };
  const setWorkType = (next: number | undefined) => {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        // Leaving the 备课 tab (?tab=prepare) for a work-type tab.
        params.delete('tab');
        params.delete('exam');
        if (next) params.set('workType', String(next));
        else params.delete('workType');
        return params;
      },
      { replace: true },
    );
    setPageIndex(1);
  };
  const setExamTab = () => {
    setSearchParams({ exam: '1' }, { replace: true });
    setPageIndex(1);
  };
  const setPage = (nextIndex: number, nextSize: number) => {
    setPageIndex(nextSize === pageSize ? nextIndex : 1);
    setPageSize(nextSize);
  };
  const reset = () => {
    setFilters(DEFAULT_LIST_FILTERS);
    setPageIndex(1);
    setPageSize(Paging.defaultPageSize);
  };

  return {
    filters,
    workType,
    pageIndex,
    pageSize,
    examOnly,
    query: { ...toListQuery(filters, km, examOnly ? undefined : workType, pageIndex, pageSize), ...(examOnly ? { exam: '1' as const } : {}) },
    update,
    setWorkType,
    setExamTab,
    setPage,
    setPageIndex,
    reset,
  };
}
