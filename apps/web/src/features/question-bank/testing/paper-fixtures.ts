import type { TCollectionPaper } from '@zuoyeben/shared';

/** A collected platform paper as GetCollectionPapers answers it. */
export function buildCollectionPaper(overrides: Partial<TCollectionPaper> = {}): TCollectionPaper {
  return {
    paperGuid: '33333333-3333-4333-8333-333333333333',
    name: '人教版七年级数学上册期中检测卷',
    period: 'C',
    km: '语文',
    gradeCode: 'A7',
    gradeName: '七年级',
    year: 2025,
    itemCount: 22,
    totalScore: 96,
    source: 100,
    sourceName: '七天题库',
    recommendDate: '2025-11-20',
    isNew: true,
    isCollection: true,
    isShareStatus: 0,
    canShare: true,
    canCancelShare: false,
    canDelete: false,
    ...overrides,
  };
}
