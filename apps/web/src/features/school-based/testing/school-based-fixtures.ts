import type { TPaperInfo, TSchoolPaper, TTeachingGuidance, TTeachingMaterial } from '@zuoyeben/shared';
import { buildBankItem } from '@/features/question-bank/testing/bank-fixtures';

export const BOOK_GUID = '22222222-2222-4222-8222-222222222222';
export const CHAPTER_GUID = '33333333-3333-4333-8333-333333333333';
export const SECTION_GUID = '44444444-4444-4444-8444-444444444444';
export const PAPER_GUID = '55555555-5555-4555-8555-555555555555';

/** A junior Chinese book (the test user's 学段、科目 is 初中语文). */
export function buildMaterial(overrides: Partial<TTeachingMaterial> = {}): TTeachingMaterial {
  return { guid: BOOK_GUID, name: '七年级语文上册 同步练习', period: 'C', subject: '语文', gradeCode: 'A7', gradeName: '七年级',
    textBookPressName: '人民教育出版社', coverImage: null, paperGuid: PAPER_GUID, ...overrides };
}

export function buildGuidance(): TTeachingGuidance {
  return { ...buildMaterial(), chapters: [{ chapterGuid: CHAPTER_GUID, chapterName: '第一单元', paperGuids: [PAPER_GUID],
    chapterList: [{ chapterGuid: SECTION_GUID, chapterName: '1 春', paperGuids: [PAPER_GUID], chapterList: [] }] }] };
}

export function buildSchoolPaper(overrides: Partial<TSchoolPaper> = {}): TSchoolPaper {
  return { paperGuid: PAPER_GUID, name: '七年级语文 第一单元 周末练习', period: 'C', km: '语文', gradeCode: 'A7', gradeName: '七年级', year: 2026,
    itemCount: 2, totalScore: 6, source: 2, origin: 1, originName: '日常练习', creator: '王丽', recommendDate: '2026-11-20', isNew: true, isCollection: false, ...overrides };
}

export function buildPaperInfo(overrides: Partial<TPaperInfo> = {}): TPaperInfo {
  const one = { ...buildBankItem({ itemGuid: '11111111-1111-4111-8111-111111111111' }), score: 3 };
  const two = { ...buildBankItem({ itemGuid: '66666666-6666-4666-8666-666666666666', itemTypeGuid: 4, itemTypeName: '填空题', options: [] }), score: 3 };
  return { paperGuid: PAPER_GUID, name: '七年级语文 第一单元 周末练习', period: 'C', km: '语文', gradeCode: 'A7', gradeName: '七年级', source: 2,
    itemCount: 2, totalScore: 6, structureStatus: 1, isAi: false,
    groups: [{ itemTypeGuid: 1, itemTypeName: '单选题', total: 1, score: 3, list: [one] }, { itemTypeGuid: 4, itemTypeName: '填空题', total: 1, score: 3, list: [two] }],
    ...overrides };
}
