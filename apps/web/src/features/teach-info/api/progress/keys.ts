import type { TGradeKmQuery } from '@zuoyeben/shared';

/** Query keys of the teaching progress, so its mutations can refresh what they change. */
export const progressKeys = {
  all: ['teach-progress'] as const,
  teachInfos: () => [...progressKeys.all, 'teach-infos'] as const,
  own: () => [...progressKeys.all, 'own'] as const,
  items: (guid: string) => [...progressKeys.all, 'items', guid] as const,
  others: (g: TGradeKmQuery) => [...progressKeys.all, 'others', g.period, g.km, g.gradeCode] as const,
  hasOthers: (g: TGradeKmQuery) => [...progressKeys.all, 'has-others', g.period, g.km, g.gradeCode] as const,
};

/**
 * The question bank reads the chapter it opens at once per visit (its 'cached-chapter' query); a progress that moves
 * the current chapter moves it too, so that query is dropped here by its key.
 */
export const BANK_OPENING_CHAPTER_KEY = ['question-bank', 'cached-chapter'] as const;
