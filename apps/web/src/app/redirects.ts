import { matchPath } from 'react-router';
import { HOME_PATH, paths } from '@/config/paths';
import { PAGES, type PageDef } from './route-table';

export interface RedirectDef {
  from: string;
  to: string;
  /** Carry the query string over (the basket hands its paper settings to /groupTypesetting). */
  keepQuery?: boolean;
}

/** Redirects of spec 03 §2.1 and spec 02 §2. Unknown paths go to HOME_PATH. */
export const REDIRECTS: readonly RedirectDef[] = [
  { from: paths.jobManager.root.path, to: paths.jobManager.job.path },
  { from: paths.reports.root.path, to: paths.reports.jobStatistic.path },
  { from: paths.report.root.path, to: paths.report.analysis.path },
  { from: paths.usercenter.root.path, to: paths.usercenter.teachinfo.path },
  { from: paths.homework.paper.path, to: paths.groupTypesetting.path, keepQuery: true },
];

/** The target of a redirect for the current query. */
export function redirectHref(redirect: RedirectDef, search: string): string {
  return redirect.keepQuery ? `${redirect.to}${search}` : redirect.to;
}

export type Resolution = { kind: 'page'; page: PageDef } | { kind: 'redirect'; to: string };

/** What the router does with a location: show a page, or redirect (explicitly or as an unknown path). */
export function resolveLocation(pathname: string, search = ''): Resolution {
  const page = PAGES.find((p) => matchPath(p.path, pathname));
  if (page) return { kind: 'page', page };
  const redirect = REDIRECTS.find((r) => matchPath(r.from, pathname));
  if (redirect) return { kind: 'redirect', to: redirectHref(redirect, search) };
  return { kind: 'redirect', to: HOME_PATH };
}
