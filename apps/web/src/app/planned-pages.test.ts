import { describe, expect, it } from 'vitest';
import { PAGES } from './route-table';
import { PLANNED_PAGE_DESCRIPTIONS } from './planned-pages';

describe('planned page descriptions (issue 9 item 24)', () => {
  const planned = PAGES.filter((p) => !p.page);

  it('has no page left without its screen: the product is done when no route shows the planned-page notice', () => {
    expect(planned.map((p) => p.path)).toEqual([]);
  });

  it('describes every page of the route table that has no screen yet', () => {
    expect(planned.filter((p) => !PLANNED_PAGE_DESCRIPTIONS[p.path]).map((p) => p.path)).toEqual([]);
  });

  it('describes only planned routes, and speaks to teachers: no spec sections, versions or English', () => {
    const plannedPaths = new Set(planned.map((p) => p.path));
    for (const [path, text] of Object.entries(PLANNED_PAGE_DESCRIPTIONS)) {
      expect(plannedPaths.has(path), path).toBe(true);
      expect(text, path).not.toMatch(/规格|§|版本|spec|AI|[a-z]{3,}/);
      expect(text, path).toMatch(/。$/);
    }
  });
});
