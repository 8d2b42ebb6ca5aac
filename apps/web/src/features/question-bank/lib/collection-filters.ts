import { CollectTab, Paging, type CollectTabCode, type TCollectionPapersRequest, type TSubjectScope } from '@zuoyeben/shared';
import type { TCollectionItemsRequest } from '../api/get-collection-items';

/** The collection screen's tab from the collect query key: 1 questions (default), 2 papers (spec 02 §2). */
export function collectTabOf(value: string | null): CollectTabCode {
  return Number(value) === CollectTab.Papers ? CollectTab.Papers : CollectTab.Items;
}

/** Filters of the collection screen; 题型 and 只看未使用 apply to questions, 年份 to papers. */
export interface CollectionFilters {
  km: string;
  gradeCode?: string;
  itemTypeGuid?: number;
  filterUsedItem: boolean;
  year?: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}
export type CollectionFilterChange = Partial<Omit<CollectionFilters, 'pageIndex'>>;

/** Where 重置 goes back to: the subject chosen at the top right, everything else cleared, page 1. */
export function initialCollectionFilters(km: string): CollectionFilters {
  return { km, filterUsedItem: false, pageIndex: 1, pageSize: Paging.defaultPageSize };
}

/** A filter or page-size change starts again at page 1 (spec 02 §4). */
export function changeCollectionFilters(state: CollectionFilters, change: CollectionFilterChange): CollectionFilters {
  return { ...state, ...change, pageIndex: 1 };
}

export function changeCollectionPage(state: CollectionFilters, pageIndex: number, pageSize: number): CollectionFilters {
  return pageSize !== state.pageSize ? changeCollectionFilters(state, { pageSize }) : { ...state, pageIndex };
}

export function collectionItemsRequest(period: TSubjectScope['period'], f: CollectionFilters): TCollectionItemsRequest {
  return { period, km: f.km, gradeCode: f.gradeCode as never, itemTypeGuid: f.itemTypeGuid, filterUsedItem: f.filterUsedItem,
    keyword: f.keyword, pageIndex: f.pageIndex, pageSize: f.pageSize };
}

export function collectionPapersRequest(period: TSubjectScope['period'], f: CollectionFilters): TCollectionPapersRequest {
  return { period, km: f.km, gradeCode: f.gradeCode as never, year: f.year, keyword: f.keyword, pageIndex: f.pageIndex, pageSize: f.pageSize };
}
