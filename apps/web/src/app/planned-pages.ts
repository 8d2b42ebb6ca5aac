import { paths } from '@/config/paths';

/**
 * What each page that is not built yet will do, in a teacher's words (issue 9 item 24): the planned-page notice shows
 * it with a way back. One entry per route path of the route table without a screen (route-table.test.ts checks
 * that every planned page has one).
 */
export const PLANNED_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [paths.microdj.path]: '在这里根据学生的作答情况，为不同层次的学生安排不同的练习。',

  [paths.zxxk.root.path]: '在这里从学科网题库中挑选题目，加入自己的试题篮。',
  [paths.zxxk.iframe.path]: '在这里从学科网题库中挑选题目，加入自己的试题篮。',
  [paths.zxxk.middleware.path]: '从学科网选好题目后，在这里把题目带回作业本。',
};

/** The notice for a planned page whose path has no entry (a new route added without one). */
export const PLANNED_PAGE_FALLBACK = '这一页的功能正在建设中。';

export function plannedPageDescription(path: string): string {
  return PLANNED_PAGE_DESCRIPTIONS[path] ?? PLANNED_PAGE_FALLBACK;
}
