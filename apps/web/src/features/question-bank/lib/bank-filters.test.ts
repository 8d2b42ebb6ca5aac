import { describe, expect, it } from 'vitest';
import { bankSourceOf, bankYears, changeFilters, changePage, INITIAL_FILTERS } from './bank-filters';

describe('bank filters', () => {
  it('returns to page 1 whenever a filter, tree node or page size changes', () => {
    const onPage3 = { ...INITIAL_FILTERS, pageIndex: 3 };
    expect(changeFilters(onPage3, { difficultyGuid: 2 }).pageIndex).toBe(1);
    expect(changeFilters(onPage3, { chapterGuid: 'c-1' }).pageIndex).toBe(1);
    expect(changePage(onPage3, 3, 20)).toMatchObject({ pageIndex: 1, pageSize: 20 });
    expect(changePage(onPage3, 4, 10).pageIndex).toBe(4);
  });

  it('returns to page 1 for the discrimination, exam-area and date filters too', () => {
    const onPage3 = { ...INITIAL_FILTERS, pageIndex: 3 };
    expect(changeFilters(onPage3, { discrimination: 4 })).toMatchObject({ pageIndex: 1, discrimination: 4 });
    expect(changeFilters(onPage3, { provinceCode: 'QG2' })).toMatchObject({ pageIndex: 1, provinceCode: 'QG2' });
    expect(changeFilters(onPage3, { startTime: '2024-01-01', endTime: '2024-01-31' }))
      .toMatchObject({ pageIndex: 1, startTime: '2024-01-01', endTime: '2024-01-31' });
  });

  it('keeps one tree node: a chapter clears the knowledge point', () => {
    const withKnowledge = changeFilters(INITIAL_FILTERS, { knowledgeGuid: 'k-1' });
    expect(changeFilters(withKnowledge, { chapterGuid: 'c-1' })).toMatchObject({ chapterGuid: 'c-1', knowledgeGuid: undefined });
  });

  it('offers the years from now back to 2018 and falls back to the 题库 source', () => {
    expect(bankYears(new Date('2026-03-01'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
    expect(bankSourceOf('300')).toBe(300);
    expect(bankSourceOf('10')).toBe(100);
    expect(bankSourceOf(null)).toBe(100);
  });
});
