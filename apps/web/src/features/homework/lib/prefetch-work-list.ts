import type { QueryClient } from '@tanstack/react-query';
import { Paging, type TUserInfo } from '@zuoyeben/shared';
import { selectedPeriodKm } from '@/features/auth';
import { workListQueryOptions } from '../api/get-work-list';
import { DEFAULT_LIST_FILTERS, listQueryOf, listTabOf } from '../hooks/use-work-list-filters';

/**
 * Asks for the first page of the homework list a cold load of /jobManager/job will show (default filters, the
 * address's tab, the user's chosen subject) as soon as the user is known, while the page's code is still arriving:
 * the page then finds its rows waiting instead of asking only once it has mounted (issue 9 item 23).
 */
export function prefetchWorkList(queryClient: QueryClient, info: TUserInfo, search: string): void {
  const params = new URLSearchParams(search);
  if (params.get('tab') === 'prepare') return;
  const query = listQueryOf(DEFAULT_LIST_FILTERS, selectedPeriodKm(info)?.km, listTabOf(params), 1, Paging.defaultPageSize);
  void queryClient.prefetchQuery(workListQueryOptions(query));
}
