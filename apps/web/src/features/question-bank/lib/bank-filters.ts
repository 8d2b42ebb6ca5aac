import { BANK_FIRST_YEAR, BankSource, BankSourceNames, BankTreeTab, Paging } from '@zuoyeben/shared';

/**
 * The bank sources this screen lists (spec 02 §9): tabs in this order, each named as the 选择题库 card that opens it
 * (七天题库, not 题库: issue 9 item 25).
 */
export const BANK_TABS = (
  [
    BankSource.SevenDay,
    BankSource.SchoolPapers,
    BankSource.SchoolTeachingAids,
    BankSource.SchoolItems,
    BankSource.MyItems,
    BankSource.MyPapers,
    BankSource.MyFavourites,
    BankSource.EducationBureau,
  ] as const
).map((sourceType) => ({ sourceType, label: BankSourceNames[sourceType] }));
/** Tabs only some members see: the education-bureau bank needs zwjyjPower (spec 02 §2, §6). */
export const PERMISSION_TABS: Readonly<Record<number, 'zwjyjPower'>> = { [BankSource.EducationBureau]: 'zwjyjPower' };
export const DEFAULT_SOURCE: number = BankSource.SevenDay;
/** Sources drawn by another feature's screen, given to the bank page as panels (校本试卷, 校本教辅). */
export const PANEL_SOURCES: readonly number[] = [BankSource.SchoolPapers, BankSource.SchoolTeachingAids];

export function bankSourceOf(value: string | null): number {
  const n = Number(value);
  return BANK_TABS.some((t) => t.sourceType === n) ? n : DEFAULT_SOURCE;
}

/** Years of the bank filter: now back to 2018 (spec 02 §2). */
export function bankYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= BANK_FIRST_YEAR; y--) years.push(y);
  return years;
}

export type TreeTab = (typeof BankTreeTab)[keyof typeof BankTreeTab];

/** What the list shows, apart from the period and subject chosen at the top right. */
export interface BankFilters {
  treeTab: TreeTab;
  chapterGuid?: string;
  knowledgeGuid?: string;
  itemTypeGuid?: number;
  difficultyGuid?: number;
  /** Discrimination band code 1–4 (spec 02 §9). */
  discrimination?: number;
  year?: number;
  gradeCode?: string;
  /** Exam area: a province code or a national paper (GET /api/Region/ExamAreas). */
  provinceCode?: string;
  /** Days the items entered the bank, YYYY-MM-DD, both ends included. */
  startTime?: string;
  endTime?: string;
  filterUsedItem: boolean;
  pageIndex: number;
  pageSize: number;
}

export const INITIAL_FILTERS: BankFilters = {
  treeTab: BankTreeTab.Chapter,
  filterUsedItem: false,
  pageIndex: 1,
  pageSize: Paging.defaultPageSize,
};

export type FilterChange = Partial<Omit<BankFilters, 'pageIndex'>>;

/**
 * Applies a filter, tree-node or page-size change: every such change starts again at page 1 (spec 02 §4).
 * Choosing a tree node keeps only that node (a chapter clears the knowledge point and the other way round).
 */
export function changeFilters(state: BankFilters, change: FilterChange): BankFilters {
  const next = { ...state, ...change, pageIndex: 1 };
  if ('chapterGuid' in change && change.chapterGuid) next.knowledgeGuid = undefined;
  if ('knowledgeGuid' in change && change.knowledgeGuid) next.chapterGuid = undefined;
  return next;
}

export function changePage(state: BankFilters, pageIndex: number, pageSize: number): BankFilters {
  return pageSize !== state.pageSize ? changeFilters(state, { pageSize }) : { ...state, pageIndex };
}

/** The tree node the list is narrowed by: only the node of the open sidebar tab counts. */
export function treeNodeOf(f: BankFilters): { chapterGuid?: string; knowledgeGuid?: string } {
  return f.treeTab === BankTreeTab.Chapter ? { chapterGuid: f.chapterGuid } : { knowledgeGuid: f.knowledgeGuid };
}
