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

/** The tab of the list's address: a work type (?workType=1), or the 考试 tab (?exam=1, issue 11). */
export function listTabOf(searchParams: URLSearchParams): { workType: number | undefined; examOnly: boolean } {
  const workTypeParam = Number(searchParams.get('workType'));
  return {
    workType: Number.isInteger(workTypeParam) && workTypeParam > 0 ? workTypeParam : undefined,
    examOnly: searchParams.get('exam') === '1',
  };
}

/** The list request of a tab: exams only on the 考试 tab, else the tab's work type. */
export function listQueryOf(f: WorkListFilters, km: string | undefined, tab: ReturnType<typeof listTabOf>, pageIndex: number, pageSize: number) {
  return { ...toListQuery(f, km, tab.examOnly ? undefined : tab.workType, pageIndex, pageSize), ...(tab.examOnly ? { exam: '1' as const } : {}) };
}

/**
 * Filters and paging of the homework list (spec 03 §2.9, §4): 10 per page; any filter or page-size change goes back
 * to page 1, and 重置 restores the defaults and page 1. The tab (workType) lives in the URL so the sidebar links here.
 */
export function useWorkListFilters(km: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = listTabOf(searchParams);
  const { workType, examOnly } = tab;
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
    query: listQueryOf(filters, km, tab, pageIndex, pageSize),
    update,
    setWorkType,
    setExamTab,
    setPage,
    setPageIndex,
    reset,
  };
}
