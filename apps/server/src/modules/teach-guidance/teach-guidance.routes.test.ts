import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { schoolIdOf, universal } from '../question-bank/question-bank.fixture.js';

let t: TestApp;
let teacherA: string;
let teacherB: string;
let adminA: string;
let schoolA: number;
let schoolB: number;

const BOOK_7A = stableGuid('guidance:rj-c-math-7a');
/** 第三章 一元一次方程 of the teaching-aid book, with four sections. */
const CHAPTER_3 = stableGuid('guidance-chapter:guidance-7a:3');
const SECTION_3_1 = stableGuid('guidance-chapter:guidance-7a:3.1');
const PRACTICE_A = stableGuid('school-paper:RU10001:7a-1');
const PRACTICE_B = stableGuid('school-paper:RU20002:7a-3');
const PLATFORM_PAPER = stableGuid('paper:paper-math-7a-midterm');

/** A book of school B with one chapter pointing at school B's daily practice. */
async function insertSchoolBook(): Promise<{ book: string; chapter: string }> {
  const book = randomUUID();
  const chapter = randomUUID();
  await t.db.insertInto('teachingGuidances').values({ guid: book, name: '明德学校 七年级数学 校本教辅', periodCode: 'C', km: '数学', gradeCode: 'A7',
    pressName: '明德学校', textbookGuid: null, schoolId: schoolB, coverImage: null }).execute();
  await t.db.insertInto('teachingGuidanceChapters').values({ guid: chapter, guidanceGuid: book, parentGuid: null, name: '第一单元', sort: 1,
    paperGuid: PRACTICE_B }).execute();
  return { book, chapter };
}

/** A paper of teacher 李强 in his own library (source 4), not shared. */
async function insertOwnPaper(): Promise<string> {
  const guid = randomUUID();
  const creator = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow();
  await t.db.insertInto('papers').values({ guid, name: '李强的单元卷', periodCode: 'C', km: '数学', gradeCode: 'A7', source: 4, schoolId: schoolA,
    creatorUserId: creator.id, year: 2025, totalScore: 0, difficulty: null }).execute();
  return guid;
}

const library = async (cookie: string, filters: object = {}) => {
  const res = await call(t.app, cookie, 'POST', '/api/WorkInfo/GetSchoolQuestionLib', { period: 'C', km: '数学', ...filters });
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as { list: { paperGuid: string; [k: string]: any }[]; total: number };
};

let schoolBook: { book: string; chapter: string };

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [teacherA, teacherB, adminA] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB), loginAs(t.app, DEMO.adminA)]);
  [schoolA, schoolB] = await Promise.all([schoolIdOf(t.db, DEMO.teacherA), schoolIdOf(t.db, DEMO.teacherB)]);
  schoolBook = await insertSchoolBook();
});
afterAll(async () => t.close());

describe('school paper library (POST /api/WorkInfo/GetSchoolQuestionLib)', () => {
  it('lists the school daily practice newest first with grade, count, source and creator, never another school paper', async () => {
    const page = await library(teacherA);
    expect(page.total).toBe(3);
    expect(page.list.map((p) => p.paperGuid)).not.toContain(PRACTICE_B);
    expect(page.list[0]).toMatchObject({ paperGuid: PRACTICE_A, name: '七年级数学上册 第一章 有理数 周末练习', gradeCode: 'A7', gradeName: '七年级',
      source: 2, origin: 1, originName: '日常练习', creator: '王丽', isNew: true });
    expect(page.list[0]!.itemCount).toBe(12);
    expect(page.list[2]!.isNew).toBe(false);
    expect((await library(teacherB)).list.map((p) => p.paperGuid)).toEqual([PRACTICE_B]);
  });

  it('filters by grade, year and source, and pages 10 to 50', async () => {
    expect((await library(teacherA, { gradeCode: 'A8' })).list.map((p) => p.name)).toEqual(['八年级数学下册 第十七章 勾股定理 校本练习']);
    expect((await library(teacherA, { gradeCode: '' })).total).toBe(3);
    expect((await library(teacherA, { year: 2020 })).total).toBe(0);
    expect((await library(teacherA, { origin: 2 })).total).toBe(0);
    expect((await library(teacherA, { pageSize: 10, pageIndex: 2 })).list).toEqual([]);
    const bad = await call(t.app, teacherA, 'POST', '/api/WorkInfo/GetSchoolQuestionLib', { period: 'C', km: '数学', pageSize: 60 });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('每页条数只能是10、20、30、40、50');
  });

  it('shows a paper shared to the school as 教师共享 in that school only', async () => {
    const sharer = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow();
    await t.db.insertInto('paperShares').values({ schoolId: schoolA, paperGuid: PLATFORM_PAPER, sharedByUserId: sharer.id }).execute();
    try {
      const shared = await library(teacherA, { origin: 2 });
      expect(shared.list).toHaveLength(1);
      expect(shared.list[0]).toMatchObject({ paperGuid: PLATFORM_PAPER, origin: 2, originName: '教师共享', creator: '李强', source: 100, isNew: true });
      expect((await library(teacherA)).total).toBe(4);
      expect((await library(teacherA, { origin: 1 })).total).toBe(3);
      expect((await library(teacherB)).list.map((p) => p.paperGuid)).not.toContain(PLATFORM_PAPER);
    } finally {
      await t.db.deleteFrom('paperShares').where('paperGuid', '=', PLATFORM_PAPER).execute();
    }
  });

  it('marks the papers the teacher collected, for that teacher only', async () => {
    const before = (await library(teacherA)).list.find((p: { paperGuid: string }) => p.paperGuid === PRACTICE_A);
    expect(before).toMatchObject({ isCollection: false });
    expect((await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/Collect', { paperGuid: PRACTICE_A })).body.status).toBe(200);
    expect((await library(teacherA)).list.find((p: { paperGuid: string }) => p.paperGuid === PRACTICE_A)).toMatchObject({ isCollection: true });
    expect((await library(adminA)).list.find((p: { paperGuid: string }) => p.paperGuid === PRACTICE_A)).toMatchObject({ isCollection: false });
    await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/Uncollect', { paperGuid: PRACTICE_A });
  });

  it('answers through the question-service interface too', async () => {
    const res = await universal(t, teacherA, '/Rock.OnLineService/ApiWorkService/GetSchoolQuestionLib', { period: 'C', subject: '数学', gradeCode: 'A7' });
    expect(res.body.status, res.body.message).toBe(200);
    expect(res.body.data.total).toBe(2);
  });
});

describe('paper info (getPaperInfo)', () => {
  it('groups a paper by item type with bank-list items and their scores', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${PRACTICE_A}&isItemTypeStructure=100`);
    expect(res.body.status, res.body.message).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({ paperGuid: PRACTICE_A, period: 'C', km: '数学', gradeName: '七年级', itemCount: 12, isAi: false });
    expect(info.groups.map((g: any) => [g.itemTypeName, g.total, g.score])).toEqual([['单选题', 6, 18], ['填空题', 4, 12], ['解答题', 2, 16]]);
    expect(info.totalScore).toBe(46);
    expect(info.groups[0].list[0]).toMatchObject({ itemTypeGuid: 1, score: 3, isCollection: false, inBasket: false, period: 'C' });
    expect(info.groups[0].list[0].knowledgeNames.length).toBeGreaterThan(0);
  });

  it('keeps the paper own groups without isItemTypeStructure 100, and answers via UniversalInterface', async () => {
    const res = await universal(t, teacherA, 'getPaperInfo', { paperGuid: PLATFORM_PAPER, isItemTypeStructure: 0 });
    expect(res.body.status, res.body.message).toBe(200);
    expect(res.body.data.groups.map((g: any) => g.itemTypeName)).toEqual(['一、单选题', '二、填空题', '三、解答题']);
  });

  it('answers 404 for another school paper and for a colleague own paper until it is shared', async () => {
    const foreign = await call(t.app, teacherA, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${PRACTICE_B}`);
    expect(foreign.http).toBe(404);
    expect(foreign.body).toMatchObject({ status: 404, message: '试卷不存在', data: null });
    const own = await insertOwnPaper();
    expect((await call(t.app, teacherA, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${own}`)).body.status).toBe(200);
    expect((await call(t.app, adminA, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${own}`)).http).toBe(404);
    const lee = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow();
    await t.db.insertInto('paperShares').values({ schoolId: schoolA, paperGuid: own, sharedByUserId: lee.id }).execute();
    expect((await call(t.app, adminA, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${own}`)).body.status).toBe(200);
    expect((await call(t.app, teacherB, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${own}`)).http).toBe(404);
  });

  it('refuses a malformed paper guid in Chinese', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/QuestionBank/PaperInfo?paperGuid=abc');
    expect(res.http).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('teaching guidance (/api/TeachGuidance)', () => {
  it('tells whether the school has teaching-guidance books, only for its own school code', async () => {
    expect((await call(t.app, teacherA, 'GET', '/api/TeachGuidance/HasTeachGuidance?ruCode=RU10001')).body.data).toEqual({ hasTeachGuidance: true });
    const other = await call(t.app, teacherA, 'GET', '/api/TeachGuidance/HasTeachGuidance?ruCode=RU20002');
    expect(other.http).toBe(404);
  });

  it('lists the books of the period and subject by grade, ten per page, platform and own school only', async () => {
    const all = await call(t.app, teacherA, 'GET', '/api/TeachGuidance/GetList?period=C&km=数学');
    expect(all.body.data.total).toBe(1);
    expect(all.body.data.list[0]).toMatchObject({ guid: BOOK_7A, name: '人教版数学七年级上册 同步练习', gradeCode: 'A7', gradeName: '七年级',
      subject: '数学', textBookPressName: '人民教育出版社', coverImage: null });
    expect(all.body.data.list[0].paperGuid).toBeTruthy();
    expect((await call(t.app, teacherA, 'GET', '/api/TeachGuidance/GetList?period=C&km=数学&gradeCode=A8')).body.data).toEqual({ list: [], total: 0 });
    const b = await call(t.app, teacherB, 'GET', '/api/TeachGuidance/GetList?period=C&km=数学&gradeCode=A7');
    expect(b.body.data.list.map((g: { guid: string }) => g.guid).sort()).toEqual([BOOK_7A, schoolBook.book].sort());
    const viaUniversal = await universal(t, teacherA, 'getTeachingList', { period: 'C', subject: '数学', gradeCode: 'A7', pageIndex: 1, pageSize: 10, ruCode: 'RU10001' });
    expect(viaUniversal.body.data.total).toBe(1);
  });

  it('opens a book with its chapter tree and the papers below each chapter', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/TeachGuidance/GetTeachingGuidence?teachingGuidanceGuid=${BOOK_7A}`);
    expect(res.body.status, res.body.message).toBe(200);
    const chapter3 = res.body.data.chapters.find((c: any) => c.chapterGuid === CHAPTER_3);
    expect(chapter3.chapterName).toBe('第三章 一元一次方程');
    expect(chapter3.chapterList).toHaveLength(4);
    expect(chapter3.paperGuids).toEqual(chapter3.chapterList.flatMap((s: any) => s.paperGuids));
    const foreign = await call(t.app, teacherA, 'GET', `/api/TeachGuidance/GetTeachingGuidence?teachingGuidanceGuid=${schoolBook.book}`);
    expect(foreign.body).toMatchObject({ status: 404, message: '教辅不存在' });
  });

  it('lists a chapter items with its sections as tags, filtered by section, type and difficulty', async () => {
    const view = (q: string, cookie = teacherA) => call(t.app, cookie, 'GET', `/api/TeachGuidance/ViewTeachingGuidanceChapter?teachingGuidanceGuid=${BOOK_7A}&${q}`);
    const chapter = (await view(`chapterGuid=${CHAPTER_3}`)).body.data;
    expect(chapter.subtitles.map((s: { name: string }) => s.name)[0]).toBe('3.1 从算式到方程');
    expect(chapter.list).toHaveLength(10);
    expect(chapter.total).toBeGreaterThan(10);
    expect(chapter.itemTypes.map((x: { itemTypeName: string }) => x.itemTypeName)).toEqual(['单选题', '填空题', '解答题']);
    const section = (await view(`chapterGuid=${CHAPTER_3}&guidanceSubtitleGuid=${SECTION_3_1}`)).body.data;
    expect(section.total).toBeLessThan(chapter.total);
    expect(section.subtitles).toEqual(chapter.subtitles);
    const single = (await view(`chapterGuid=${CHAPTER_3}&itemTypeGuid=1&pageSize=50`)).body.data;
    expect(single.list.every((i: { itemTypeGuid: number }) => i.itemTypeGuid === 1)).toBe(true);
    const level = single.list[0].difficulty;
    const byDifficulty = (await view(`chapterGuid=${CHAPTER_3}&difficultyGuid=${level}&pageSize=50`)).body.data;
    expect(byDifficulty.list.every((i: { difficulty: number }) => i.difficulty === level)).toBe(true);
    const page2 = (await view(`chapterGuid=${CHAPTER_3}&pageIndex=2`)).body.data;
    expect(page2.list.map((i: { itemGuid: string }) => i.itemGuid)).not.toContain(chapter.list[0].itemGuid);
    const whole = (await view('')).body.data;
    expect(whole.total).toBeGreaterThan(chapter.total);
    expect(whole.subtitles).toEqual([]);
  });

  it('answers 404 for a chapter of another book and for another school book', async () => {
    const wrong = await call(t.app, teacherA, 'GET',
      `/api/TeachGuidance/ViewTeachingGuidanceChapter?teachingGuidanceGuid=${BOOK_7A}&chapterGuid=${schoolBook.chapter}`);
    expect(wrong.body).toMatchObject({ status: 404, message: '教辅章节不存在' });
    const foreign = await call(t.app, teacherA, 'GET', `/api/TeachGuidance/ViewTeachingGuidanceChapter?teachingGuidanceGuid=${schoolBook.book}`);
    expect(foreign.http).toBe(404);
    const own = await call(t.app, teacherB, 'GET',
      `/api/TeachGuidance/ViewTeachingGuidanceChapter?teachingGuidanceGuid=${schoolBook.book}&chapterGuid=${schoolBook.chapter}`);
    expect(own.body.data.total).toBe(9);
  });

  it('remembers the chosen book and chapter per teacher, period and subject and restores it', async () => {
    const selection = (cookie: string, q = '') => call(t.app, cookie, 'GET', `/api/TeachGuidance/GetSelectTeachingGuidence?period=C&km=数学${q}`);
    expect((await selection(teacherB, '&gradeCodes=A7')).body.data).toEqual({ teachingGuidanceGuid: schoolBook.book, chapterGuid: null });
    const saved = await call(t.app, teacherB, 'POST', '/api/TeachGuidance/CacheSelectTeachingGuidence',
      { period: 'C', km: '数学', teachingGuidenceGuid: BOOK_7A, chapterGuid: CHAPTER_3, ruCode: 'RU20002' });
    expect(saved.body.status, saved.body.message).toBe(200);
    expect((await selection(teacherB)).body.data).toEqual({ teachingGuidanceGuid: BOOK_7A, chapterGuid: CHAPTER_3 });
    expect((await selection(teacherA, '&gradeCodes=A8,A7')).body.data).toEqual({ teachingGuidanceGuid: BOOK_7A, chapterGuid: null });
    expect((await call(t.app, teacherA, 'GET', '/api/TeachGuidance/GetSelectTeachingGuidence?period=G&km=数学')).body.data)
      .toEqual({ teachingGuidanceGuid: null, chapterGuid: null });
  });

  it('refuses to remember another school book, a foreign chapter or a book of another subject', async () => {
    const cache = (body: object) => call(t.app, teacherA, 'POST', '/api/TeachGuidance/CacheSelectTeachingGuidence', { period: 'C', km: '数学', ...body });
    expect((await cache({ teachingGuidenceGuid: schoolBook.book })).http).toBe(404);
    expect((await cache({ teachingGuidanceGuid: BOOK_7A, chapterGuid: schoolBook.chapter })).http).toBe(404);
    const subject = await cache({ teachingGuidenceGuid: BOOK_7A, km: '语文' });
    expect(subject).toMatchObject({ http: 400, body: { message: '该教辅不属于所选学段、科目' } });
    expect((await cache({ teachingGuidenceGuid: BOOK_7A, ruCode: 'RU20002' })).http).toBe(404);
    expect((await cache({})).http).toBe(400);
  });

  it('says there is no teaching guidance when the school teaches no period with a book', async () => {
    await t.db.deleteFrom('schoolPeriods').where('schoolId', '=', schoolB).where('periodCode', '=', 'C').execute();
    expect((await call(t.app, teacherB, 'GET', '/api/TeachGuidance/HasTeachGuidance')).body.data).toEqual({ hasTeachGuidance: false });
  });
});
