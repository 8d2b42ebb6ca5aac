import { useState } from 'react';
import { changeFilters, changePage, INITIAL_FILTERS, type BankFilters, type FilterChange } from '../lib/bank-filters';

/** The list's filters; any change but a page turn goes back to page 1. */
export function useBankFilters(initial: BankFilters = INITIAL_FILTERS) {
  const [filters, setFilters] = useState(initial);
  return {
    filters,
    change: (c: FilterChange) => setFilters((s) => changeFilters(s, c)),
    setPage: (pageIndex: number, pageSize: number) => setFilters((s) => changePage(s, pageIndex, pageSize)),
  };
}
