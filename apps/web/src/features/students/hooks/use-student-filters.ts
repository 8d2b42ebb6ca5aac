import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Paging } from '@zuoyeben/shared';
import type { StudentListParams } from '../api/get-students';

/**
 * Filters of the student list. The class lives in the URL (?classGuid=) so class pages can link here;
 * any filter or page-size change goes back to page 1 (spec 03 §4).
 */
export function useStudentFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const classGuid = searchParams.get('classGuid') || undefined;
  const [keyword, setKeywordState] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(Paging.defaultPageSize);

  const setClassGuid = (next: string | undefined) => {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next) params.set('classGuid', next);
        else params.delete('classGuid');
        return params;
      },
      { replace: true },
    );
    setPageIndex(1);
  };
  const setKeyword = (next: string) => {
    setKeywordState(next.trim());
    setPageIndex(1);
  };
  const setPage = (nextIndex: number, nextSize: number) => {
    setPageIndex(nextSize === pageSize ? nextIndex : 1);
    setPageSize(nextSize);
  };

  const params: StudentListParams = { classGuid, keyword: keyword || undefined, pageIndex, pageSize };
  return { params, setClassGuid, setKeyword, setPage, setPageIndex };
}
