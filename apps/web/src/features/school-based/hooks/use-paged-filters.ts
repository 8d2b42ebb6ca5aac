import { useState } from 'react';
import { Paging } from '@zuoyeben/shared';

export interface PageState {
  pageIndex: number;
  pageSize: number;
}

/** A list's filters and page: any filter or page-size change starts again at page 1 (spec 02 §4). */
export function usePagedFilters<F extends object>(initial = {} as F, pageSize: number = Paging.defaultPageSize) {
  const [filters, setFilters] = useState<F & PageState>({ ...initial, pageIndex: 1, pageSize });
  return {
    filters,
    change: (c: Partial<F>) => setFilters((s) => ({ ...s, ...c, pageIndex: 1 })),
    turnPage: (pageIndex: number, size: number = filters.pageSize) =>
      setFilters((s) => (size !== s.pageSize ? { ...s, pageSize: size, pageIndex: 1 } : { ...s, pageIndex })),
  };
}
