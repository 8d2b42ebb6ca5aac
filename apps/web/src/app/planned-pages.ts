import { paths } from '@/config/paths';

/**
 * What each page that is not built yet will do, in a teacher's words (issue 9 item 24): the planned-page notice shows
 * it with a way back. One entry per route path of the route table without a screen (route-table.test.ts checks
 * that every planned page has one).
 */
export const PLANNED_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
};

/** The notice for a planned page whose path has no entry (a new route added without one). */
export const PLANNED_PAGE_FALLBACK = '这一页的功能正在建设中。';

export function plannedPageDescription(path: string): string {
  return PLANNED_PAGE_DESCRIPTIONS[path] ?? PLANNED_PAGE_FALLBACK;
}
