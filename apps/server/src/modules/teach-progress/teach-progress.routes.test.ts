import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgressItemState, TeachProgressMessages as M, type TTeachProgressItem } from '@zuoyeben/shared';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
/** 王丽: teaches 初中数学 (人教版) in 七年级 of school A. */
let wang: string;
/** 李强: teaches 初中语文; given 初中数学 七年级 below so the two can sync. */
let li: string;
let teacherB: string;

const BOOK_7A = stableGuid('textbook:rj-c-math-7a');
const BOOK_7B = stableGuid('textbook:rj-c-math-7b');
const BOOK_8A = stableGuid('textbook:rj-c-math-8a');
const CH = (path: string) => stableGuid(`chapter:rj-c-math-7a:${path}`);
const MATH7 = { period: 'C', km: '数学', gradeCode: 'A7' } as const;
const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
const P = '/api/TeachinfoProgress';

const save = (cookie: string, body: object) => call(t.app, cookie, 'POST', `${P}/SaveOrUpdateTeachinfoProgress`, body);

function flat(list: TTeachProgressItem[]): TTeachProgressItem[] {
  return list.flatMap((n) => [n, ...flat(n.childList)]);
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [wang, li, teacherB] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  const res = await call(t.app, li, 'POST', '/api/TeachInfo/SaveOrUpdate', { studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7', 'A8'] });
  expect(res.body.status, res.body.message).toBe(200);
});
afterAll(async () => t.close());

describe('the grades, subjects and textbooks a progress may follow', () => {
  it('lists each grade and subject of the teaching info with the volumes of its version', async () => {
    const all = await call(t.app, wang, 'GET', `${P}/AllGradeKmList`);
    expect(all.body.data.list).toEqual([{ period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级' }]);
    const infos = await call(t.app, wang, 'GET', `${P}/TeachInfoList`);
    expect(infos.body.data.list).toEqual([{ ...MATH7, gradeName: '七年级', textbookVersion: '人教版',
      textbooks: [{ textbookGuid: BOOK_7A, name: '七年级上册' }, { textbookGuid: BOOK_7B, name: '七年级下册' }] }]);
  });

  it('offers every volume of the grade when the bank has none of the teaching info version', async () => {
    // 赵芳 teaches 小学数学 北师大版 in school B; the bank holds only 人教版 for the primary school.
    const infos = await call(t.app, teacherB, 'GET', `${P}/TeachInfoList`);
    const row = infos.body.data.list[0];
    expect(row).toMatchObject({ period: 'X', km: '数学', gradeCode: 'A5', textbookVersion: '北师大版' });
    expect(row.textbooks.map((b: { name: string }) => b.name)).toEqual(['人教版 五年级上册', '人教版 五年级下册']);
  });
});

describe('SaveOrUpdateTeachinfoProgress and the item list', () => {
  it('sets the current chapter; earlier sections are done, the chapter is in progress, later ones not yet', async () => {
    const res = await save(wang, { ...MATH7, textbookGuid: BOOK_7A, currentChapterGuid: CH('3.3') });
    expect(res.body.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ teacherName: '王丽', gradeName: '七年级', textbookName: '七年级上册', currentChapterGuid: CH('3.3'),
      currentChapterName: '第三章 一元一次方程 / 3.3 解一元一次方程（二）——去括号与去分母', doneCount: 16, totalCount: 22 });
    const items = await call(t.app, wang, 'GET', `${P}/TeachinfoProgressItemList?guid=${res.body.data.guid}`);
    const states = new Map(flat(items.body.data.list).map((n) => [n.chapterName, n.state]));
    expect(states.get('第一章 有理数')).toBe(ProgressItemState.Done);
    expect(states.get('3.2 解一元一次方程（一）——合并同类项与移项')).toBe(ProgressItemState.Done);
    expect(states.get('第三章 一元一次方程')).toBe(ProgressItemState.Current);
    expect(states.get('3.3 解一元一次方程（二）——去括号与去分母')).toBe(ProgressItemState.Current);
    expect(states.get('3.4 实际问题与一元一次方程')).toBe(ProgressItemState.NotYet);
    expect(states.get('第四章 几何图形初步')).toBe(ProgressItemState.NotYet);
    // One progress per grade and subject: saving again updates it.
    const again = await save(wang, { ...MATH7, textbookGuid: BOOK_7A, currentChapterGuid: CH('3.4') });
    expect(again.body.data.guid).toBe(res.body.data.guid);
    const own = await call(t.app, wang, 'GET', `${P}/TeachinfoProgressList`);
    expect(own.body.data.list.map((p: { currentChapterGuid: string }) => p.currentChapterGuid)).toEqual([CH('3.4')]);
    const grades = await call(t.app, wang, 'GET', `${P}/ProgressGradeKmList`);
    expect(grades.body.data.list).toEqual([{ period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级' }]);
  });

  it('makes the question bank open at the current chapter', async () => {
    await save(wang, { ...MATH7, textbookGuid: BOOK_7A, currentChapterGuid: CH('2.1') });
    const cached = await call(t.app, wang, 'GET', `/api/TeachInfo/GetCacheKnowledge?${qs({ period: 'C', km: '数学' })}`);
    expect(cached.body.data).toEqual({ textBookGuid: BOOK_7A, chapterGuid: CH('2.1') });
  });

  it.each([
    ['a grade the teacher does not teach', { ...MATH7, gradeCode: 'A8', textbookGuid: BOOK_8A }, 403, M.notTeaching],
    ['a textbook of another grade', { ...MATH7, textbookGuid: BOOK_8A }, 400, M.textbookNotFound],
    ['a chapter of another textbook', { ...MATH7, textbookGuid: BOOK_7B, currentChapterGuid: CH('3.3') }, 400, M.chapterNotFound],
    ['an unknown textbook', { ...MATH7, textbookGuid: stableGuid('nothing') }, 400, M.textbookNotFound],
    ['a textbook that is no guid', { ...MATH7, textbookGuid: 'x' }, 400, undefined],
  ])('refuses %s', async (_label, body, http, message) => {
    const res = await save(wang, body);
    expect(res.http).toBe(http);
    expect(res.body.status).toBe(http);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('keeps planned dates per chapter and drops them when another volume is chosen', async () => {
    const { body } = await save(wang, { ...MATH7, textbookGuid: BOOK_7A, currentChapterGuid: CH('2.1') });
    const guid = body.data.guid;
    const upd = await call(t.app, wang, 'POST', `${P}/UpdateTeachinfoProgressItem`, { guid, chapterGuid: CH('3'), planStart: '2026-11-02', planEnd: '2026-11-20', remark: '期中前讲完' });
    expect(upd.body.status, upd.body.message).toBe(200);
    const wrongOrder = await call(t.app, wang, 'POST', `${P}/UpdateTeachinfoProgressItem`, { guid, chapterGuid: CH('3'), planStart: '2026-11-20', planEnd: '2026-11-02' });
    expect(wrongOrder.body).toMatchObject({ status: 400, message: M.dateOrder });
    const foreign = await call(t.app, wang, 'POST', `${P}/UpdateTeachinfoProgressItem`, { guid, chapterGuid: stableGuid('chapter:rj-c-math-8a:11') });
    expect(foreign.body).toMatchObject({ status: 400, message: M.chapterNotFound });
    let items = await call(t.app, wang, 'GET', `${P}/TeachinfoProgressItemList?guid=${guid}`);
    expect(flat(items.body.data.list).find((n) => n.chapterGuid === CH('3'))).toMatchObject({ planStart: '2026-11-02', planEnd: '2026-11-20', remark: '期中前讲完' });
    await save(wang, { ...MATH7, textbookGuid: BOOK_7B, currentChapterGuid: null });
    await save(wang, { ...MATH7, textbookGuid: BOOK_7A, currentChapterGuid: CH('3.3') });
    items = await call(t.app, wang, 'GET', `${P}/TeachinfoProgressItemList?guid=${guid}`);
    expect(flat(items.body.data.list).find((n) => n.chapterGuid === CH('3'))).toMatchObject({ planStart: null, planEnd: null, remark: '' });
  });
});

describe('SyncTeachinfoProgress', () => {
  it('shows colleagues of the same grade and subject and copies one of their progress', async () => {
    const { body } = await save(wang, { ...MATH7, textbookGuid: BOOK_7A, currentChapterGuid: CH('3.3') });
    await call(t.app, wang, 'POST', `${P}/UpdateTeachinfoProgressItem`, { guid: body.data.guid, chapterGuid: CH('4'), planStart: '2026-12-01', planEnd: null });
    const has = await call(t.app, li, 'GET', `${P}/IsHaveOtherProgress?${qs(MATH7)}`);
    expect(has.body.data).toEqual({ hasOther: true, count: 1 });
    const noneForEighth = await call(t.app, li, 'GET', `${P}/IsHaveOtherProgress?${qs({ ...MATH7, gradeCode: 'A8' })}`);
    expect(noneForEighth.body.data).toEqual({ hasOther: false, count: 0 });
    const others = await call(t.app, li, 'GET', `${P}/OtherTeachinfoProgressList?${qs(MATH7)}`);
    expect(others.body.data.list).toHaveLength(1);
    expect(others.body.data.list[0]).toMatchObject({ guid: body.data.guid, teacherName: '王丽', currentChapterGuid: CH('3.3') });

    const res = await call(t.app, li, 'POST', `${P}/SyncTeachinfoProgress`, { ...MATH7, sourceGuid: body.data.guid });
    expect(res.body).toMatchObject({ status: 200, message: M.synced, data: { teacherName: '李强', textbookGuid: BOOK_7A, currentChapterGuid: CH('3.3') } });
    expect(res.body.data.guid).not.toBe(body.data.guid);
    const items = await call(t.app, li, 'GET', `${P}/TeachinfoProgressItemList?guid=${res.body.data.guid}`);
    expect(flat(items.body.data.list).find((n) => n.chapterGuid === CH('4'))).toMatchObject({ planStart: '2026-12-01' });
    // The source stays as it was; the colleague's own page lists only their own.
    const wangOwn = await call(t.app, wang, 'GET', `${P}/TeachinfoProgressList`);
    expect(wangOwn.body.data.list.map((p: { guid: string }) => p.guid)).toEqual([body.data.guid]);
  });

  it('copies only a progress of the same grade and subject, never one\'s own', async () => {
    const own = (await call(t.app, wang, 'GET', `${P}/TeachinfoProgressList`)).body.data.list[0].guid;
    const otherGrade = await call(t.app, li, 'POST', `${P}/SyncTeachinfoProgress`, { ...MATH7, gradeCode: 'A8', sourceGuid: own });
    expect(otherGrade.body).toMatchObject({ status: 400, message: M.otherGradeKm });
    const otherKm = await call(t.app, li, 'POST', `${P}/SyncTeachinfoProgress`, { ...MATH7, km: '语文', sourceGuid: own });
    expect(otherKm.body).toMatchObject({ status: 400, message: M.otherGradeKm });
    const self = await call(t.app, wang, 'POST', `${P}/SyncTeachinfoProgress`, { ...MATH7, sourceGuid: own });
    expect(self.body).toMatchObject({ status: 400, message: M.ownProgress });
  });

  it('a teacher cannot change a colleague\'s progress, only read it', async () => {
    const own = (await call(t.app, wang, 'GET', `${P}/TeachinfoProgressList`)).body.data.list[0].guid;
    const read = await call(t.app, li, 'GET', `${P}/TeachinfoProgressItemList?guid=${own}`);
    expect(read.body.status).toBe(200);
    const write = await call(t.app, li, 'POST', `${P}/UpdateTeachinfoProgressItem`, { guid: own, chapterGuid: CH('4'), planStart: '2027-01-01' });
    expect(write.body).toMatchObject({ status: 404, message: M.notFound });
  });
});

describe('school scoping', () => {
  it('another school sees, syncs and changes none of this school\'s progress', async () => {
    const own = (await call(t.app, wang, 'GET', `${P}/TeachinfoProgressList`)).body.data.list[0].guid;
    const read = await call(t.app, teacherB, 'GET', `${P}/TeachinfoProgressItemList?guid=${own}`);
    expect(read.body).toMatchObject({ status: 404, message: M.notFound });
    const write = await call(t.app, teacherB, 'POST', `${P}/UpdateTeachinfoProgressItem`, { guid: own, chapterGuid: CH('4') });
    expect(write.body).toMatchObject({ status: 404, message: M.notFound });
    const sync = await call(t.app, teacherB, 'POST', `${P}/SyncTeachinfoProgress`, { ...MATH7, sourceGuid: own });
    expect(sync.body).toMatchObject({ status: 404, message: M.notFound });
    const others = await call(t.app, teacherB, 'GET', `${P}/OtherTeachinfoProgressList?${qs(MATH7)}`);
    expect(others.body.data.list).toEqual([]);
    expect((await call(t.app, teacherB, 'GET', `${P}/TeachinfoProgressList`)).body.data.list).toEqual([]);
  });

  it('the teacher of two schools keeps a progress per school', async () => {
    const two = await loginAs(t.app, DEMO.teacherOfTwo);
    const list = await call(t.app, two, 'GET', `${P}/AllGradeKmList`);
    expect(list.body.data.list).toEqual([{ period: 'C', km: '英语', gradeCode: 'A7', gradeName: '七年级' }]);
  });
});
