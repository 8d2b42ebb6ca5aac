import { ItemEditorMessages as M, itemDraftProblems, type TSaveItemRequest } from '@zuoyeben/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { buildSeedItems } from '../../db/seed/question-bank/content.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { formulaRenders } from './item-editor.service.js';
import { CHAPTER_3_3, insertSchoolItem, listItems, schoolIdOf, SCOPE, TEXTBOOK_7A, universal } from './question-bank.fixture.js';

const SOLVE = stableGuid('knowledge:C:数学:一元一次方程的解法');
const APPLY = stableGuid('knowledge:C:数学:一元一次方程的应用');

let t: TestApp;
let teacherA: string;
let otherTeacherA: string;
let adminA: string;
let collector: string;
let teacherB: string;
let platformItem: { itemGuid: string; itemVersion: number; stem: string };
let schoolBItem: string;

/** A complete single choice of junior maths, as the editor sends it. */
function draft(overrides: Partial<TSaveItemRequest> = {}): TSaveItemRequest {
  return {
    source: 200,
    itemTypeGuid: 1,
    stem: '方程 $3x-2=7$ 的解是（　　）',
    options: [{ label: 'A', text: '$x=1$' }, { label: 'B', text: '$x=2$' }, { label: 'C', text: '$x=3$' }, { label: 'D', text: '$\\frac{5}{3}$' }],
    answer: ['C'],
    explanation: '移项得 $3x=9$，所以 $x=3$。',
    difficulty: 2,
    ...SCOPE,
    gradeCode: 'A7',
    primaryKnowledgeGuid: SOLVE,
    otherKnowledgeGuids: [APPLY],
    chapterGuid: CHAPTER_3_3,
    ...overrides,
  };
}

async function save(cookie: string, body: TSaveItemRequest) {
  return call(t.app, cookie, 'POST', '/api/QuestionBank/SaveItem', body);
}
async function saved(cookie: string, body: TSaveItemRequest) {
  const res = await save(cookie, body);
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as { itemGuid: string; itemVersion: number; source: number };
}
const info = (cookie: string, itemGuid: string) => call(t.app, cookie, 'GET', `/api/QuestionBank/ItemInfo?itemGuid=${itemGuid}`);
const remove = (cookie: string, itemGuid: string) => call(t.app, cookie, 'POST', '/api/QuestionBank/DeleteItem', { itemGuid });

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [teacherA, otherTeacherA, adminA, collector, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA),
    loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'),
    loginAs(t.app, DEMO.adminA),
    loginAs(t.app, DEMO.collector),
    loginAs(t.app, DEMO.teacherB),
  ]);
  const row = (await listItems(t, teacherA, { itemTypeGuid: 1 })).list[0]!;
  platformItem = { itemGuid: row.itemGuid, itemVersion: row.itemVersion, stem: row.stem };
  schoolBItem = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherB), '学校B的题：$1+1=$（　　）');
});
afterAll(async () => t.close());

describe('creating items', () => {
  it('creates a school-bank item that the bank lists under 校本题库 like a seeded one', async () => {
    const created = await saved(teacherA, draft());
    expect(created).toMatchObject({ itemVersion: 1, source: 200 });
    const page = await listItems(t, otherTeacherA, { sourceType: 200, chapterGuid: CHAPTER_3_3 });
    const row = page.list.find((i) => i.itemGuid === created.itemGuid)!;
    expect(row).toMatchObject({
      itemTypeName: '单选题', difficultyName: '较易', gradeName: '七年级', sourceName: '校本题库', answer: ['C'],
      knowledgeNames: ['一元一次方程的解法', '一元一次方程的应用'], year: new Date().getFullYear(), provinceName: '',
    });
    // Another teacher of the school sees it but may not change it; the platform list does not hold it.
    expect(row.canEdit).toBe(false);
    expect((await listItems(t, teacherA, { sourceType: 200 })).list.find((i) => i.itemGuid === created.itemGuid)!.canEdit).toBe(true);
    expect((await listItems(t, teacherA, { pageSize: 50, keyword: '3x-2=7' })).list).toEqual([]);
  });

  it('loads an item for the editor with its knowledge points, chapter and textbook', async () => {
    const created = await saved(teacherA, draft({ stem: '解方程 $2x+1=7$ 得（　　）' }));
    const res = await info(teacherA, created.itemGuid);
    expect(res.body.data).toMatchObject({
      itemGuid: created.itemGuid, itemVersion: 1, itemTypeGuid: 1, source: 200, period: 'C', km: '数学', gradeCode: 'A7', difficulty: 2,
      primaryKnowledge: { guid: SOLVE, name: '一元一次方程的解法' },
      otherKnowledges: [{ guid: APPLY, name: '一元一次方程的应用' }],
      chapter: { guid: CHAPTER_3_3, textbookGuid: TEXTBOOK_7A },
      canEdit: true, canDelete: true,
    });
    const viaUniversal = await universal(t, teacherA, '/Rock.OnLineService/ApiWorkService/GetItemInfo', { itemGuid: created.itemGuid });
    expect(viaUniversal.body.data.stem).toBe('解方程 $2x+1=7$ 得（　　）');
  });

  it('keeps my-bank items to their owner', async () => {
    const mine = await saved(teacherA, draft({ source: 300, itemTypeGuid: 3, stem: '判断：$x=3$ 是方程 $3x-2=7$ 的解。', options: [], answer: ['对'] }));
    const myList = await listItems(t, teacherA, { sourceType: 300 });
    expect(myList.list.map((i) => i.itemGuid)).toContain(mine.itemGuid);
    expect(myList.list.find((i) => i.itemGuid === mine.itemGuid)!.canEdit).toBe(true);
    expect((await listItems(t, otherTeacherA, { sourceType: 300 })).list.map((i) => i.itemGuid)).not.toContain(mine.itemGuid);
    expect((await info(otherTeacherA, mine.itemGuid)).body).toMatchObject({ status: 404, message: M.itemNotFound });
    expect((await save(adminA, draft({ itemGuid: mine.itemGuid }))).body.status).toBe(404);
  });

  it('creates only in the school bank or my bank', async () => {
    const res = await save(teacherA, draft({ source: 100 }));
    expect(res.body).toMatchObject({ status: 400, message: M.sourceInvalid });
  });
});

describe('editing makes a new version', () => {
  it('saves version 2 and keeps version 1 in the history', async () => {
    const created = await saved(teacherA, draft({ stem: '方程 $x+5=8$ 的解是（　　）' }));
    const edited = await saved(teacherA, draft({ itemGuid: created.itemGuid, itemVersion: 1, stem: '方程 $x+6=9$ 的解是（　　）', otherKnowledgeGuids: [],
      difficulty: 1 }));
    expect(edited).toEqual({ itemGuid: created.itemGuid, itemVersion: 2, source: 200 });
    const history = await t.db.selectFrom('itemVersions').selectAll().where('itemGuid', '=', created.itemGuid).execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, stem: '方程 $x+5=8$ 的解是（　　）', difficulty: 2, chapterGuid: CHAPTER_3_3,
      knowledge: [{ guid: SOLVE, isPrimary: true }, { guid: APPLY, isPrimary: false }], schoolId: await schoolIdOf(t.db, DEMO.teacherA) });
    const now = (await info(teacherA, created.itemGuid)).body.data;
    expect(now).toMatchObject({ itemVersion: 2, stem: '方程 $x+6=9$ 的解是（　　）', difficulty: 1, otherKnowledges: [] });
    const row = (await listItems(t, teacherA, { sourceType: 200, pageSize: 50 })).list.find((i) => i.itemGuid === created.itemGuid)!;
    expect(row.itemVersion).toBe(2);
  });

  it('refuses a save made from a version that is no longer current', async () => {
    const created = await saved(teacherA, draft({ stem: '方程 $x+1=2$ 的解是（　　）' }));
    await saved(adminA, draft({ itemGuid: created.itemGuid, itemVersion: 1 }));
    const stale = await save(teacherA, draft({ itemGuid: created.itemGuid, itemVersion: 1 }));
    expect(stale.body).toMatchObject({ status: 412, message: M.versionConflict });
  });

  it('lets a Collector fix a platform item, and refuses a teacher', async () => {
    const before = (await info(teacherA, platformItem.itemGuid)).body.data;
    expect(before).toMatchObject({ canEdit: false, canDelete: false });
    const body = { ...draft(), itemGuid: platformItem.itemGuid, itemVersion: platformItem.itemVersion, source: null, stem: '（修正）方程 $3x-2=7$ 的解是（　　）' };
    const refused = await save(teacherA, body);
    expect(refused.body).toMatchObject({ status: 403, message: M.platformEditForbidden });
    const fixed = await saved(collector, body);
    expect(fixed).toMatchObject({ itemVersion: platformItem.itemVersion + 1, source: 100 });
    const history = await t.db.selectFrom('itemVersions').selectAll().where('itemGuid', '=', platformItem.itemGuid).executeTakeFirstOrThrow();
    expect(history).toMatchObject({ version: platformItem.itemVersion, schoolId: null, stem: platformItem.stem });
    expect((await info(collector, platformItem.itemGuid)).body.data).toMatchObject({ canEdit: true, canDelete: false });
  });

  it('counts a platform item under its new difficulty as soon as a Collector changes it', async () => {
    const row = (await listItems(t, teacherA, { itemTypeGuid: 1 })).list[2]!;
    const target = row.difficulty === 5 ? 4 : 5;
    const countOf = async (difficultyGuid: number) => (await listItems(t, teacherA, { itemTypeGuid: 1, difficultyGuid })).total;
    const [oldBefore, newBefore] = [await countOf(row.difficulty), await countOf(target)];
    await saved(collector, { ...draft(), itemGuid: row.itemGuid, itemVersion: row.itemVersion, source: null, difficulty: target });
    expect(await countOf(row.difficulty)).toBe(oldBefore - 1);
    expect(await countOf(target)).toBe(newBefore + 1);
  });

  it('lets only the author or an administrator change a school item', async () => {
    const created = await saved(teacherA, draft({ stem: '方程 $x-1=2$ 的解是（　　）' }));
    const refused = await save(otherTeacherA, draft({ itemGuid: created.itemGuid }));
    expect(refused.body).toMatchObject({ status: 403, message: M.editForbidden });
    expect((await info(otherTeacherA, created.itemGuid)).body.data).toMatchObject({ canEdit: false, canDelete: false });
    expect((await saved(adminA, draft({ itemGuid: created.itemGuid }))).itemVersion).toBe(2);
  });

  it('answers 404 for another school’s item, whatever the call', async () => {
    expect((await info(teacherA, schoolBItem)).body).toMatchObject({ status: 404, message: M.itemNotFound });
    expect((await save(teacherA, draft({ itemGuid: schoolBItem }))).body.status).toBe(404);
    expect((await save(collector, draft({ itemGuid: schoolBItem }))).body.status).toBe(404);
    expect((await remove(adminA, schoolBItem)).body.status).toBe(404);
  });
});

describe('deleting', () => {
  it('lets the author or an administrator delete a school item, and hides it from the bank', async () => {
    const first = await saved(teacherA, draft({ stem: '方程 $x-3=2$ 的解是（　　）' }));
    expect((await remove(otherTeacherA, first.itemGuid)).body).toMatchObject({ status: 403, message: M.deleteForbidden });
    expect((await remove(adminA, first.itemGuid)).body).toMatchObject({ status: 200, message: M.deleted });
    expect((await listItems(t, teacherA, { sourceType: 200, pageSize: 50 })).list.map((i) => i.itemGuid)).not.toContain(first.itemGuid);
    expect((await info(teacherA, first.itemGuid)).body.status).toBe(404);
    const second = await saved(teacherA, draft({ source: 300, stem: '方程 $x-4=2$ 的解是（　　）' }));
    expect((await remove(teacherA, second.itemGuid)).body.status).toBe(200);
    const row = await t.db.selectFrom('items').select('deletedAt').where('guid', '=', second.itemGuid).executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });

  it('never deletes a platform item', async () => {
    expect((await remove(collector, platformItem.itemGuid)).body).toMatchObject({ status: 403, message: M.platformDeleteForbidden });
    expect((await remove(teacherA, platformItem.itemGuid)).body.status).toBe(403);
  });
});

describe('validation', () => {
  it('answers every completeness problem in Chinese, with the fields they concern', async () => {
    const res = await save(teacherA, draft({ itemTypeGuid: null, stem: '', difficulty: 7, primaryKnowledgeGuid: null }));
    expect(res.http).toBe(400);
    expect(res.body.message).toBe([M.typeRequired, M.stemRequired, M.difficulty, M.primaryKnowledge].join('；'));
    expect(res.body.data.problems.map((p: { field: string }) => p.field)).toEqual(['type', 'stem', 'difficulty', 'knowledge']);
  });

  it('checks options, answers and blank markers by type', async () => {
    expect((await save(teacherA, draft({ options: [{ label: 'A', text: '1' }] }))).body.message).toContain(M.optionsTooFew);
    expect((await save(teacherA, draft({ itemTypeGuid: 2, answer: ['D', 'A'] }))).body.message).toBe(M.multipleAnswerOrder);
    expect((await save(teacherA, draft({ itemTypeGuid: 3, options: [], answer: ['是'] }))).body.message).toBe(M.trueFalseAnswer);
    expect((await save(teacherA, draft({ itemTypeGuid: 4, options: [], answer: ['3'], stem: '方程 $3x-2=7$ 的解是 $x=$。' }))).body.message)
      .toBe(M.blankMarker);
    const fill = await saved(teacherA, draft({ itemTypeGuid: 4, options: [], answer: ['3'], stem: '方程 $3x-2=7$ 的解是 $x=$____。' }));
    expect(fill.itemVersion).toBe(1);
  });

  it('refuses a formula KaTeX cannot typeset, naming where it is', async () => {
    const options = [...draft().options!.slice(0, 3), { label: 'D', text: '$\\frac{5}{$' }];
    const res = await save(teacherA, draft({ options }));
    expect(res.body).toMatchObject({ status: 400, message: M.formulaError('选项D', '\\frac{5}{') });
  });

  it('refuses knowledge points and chapters of another subject or period', async () => {
    const english = await t.db.selectFrom('knowledgePoints').select('guid').where('km', '=', '英语').executeTakeFirstOrThrow();
    expect((await save(teacherA, draft({ otherKnowledgeGuids: [english.guid] }))).body).toMatchObject({ status: 400, message: M.knowledgeNotFound });
    expect((await save(teacherA, draft({ period: 'G', gradeCode: 'G1' }))).body).toMatchObject({ status: 400, message: M.knowledgeNotFound });
    const chapter = await t.db.selectFrom('chapters').innerJoin('textbooks', 'textbooks.guid', 'chapters.textbookGuid').select('chapters.guid')
      .where('textbooks.periodCode', '=', 'G').executeTakeFirstOrThrow();
    expect((await save(teacherA, draft({ chapterGuid: chapter.guid }))).body).toMatchObject({ status: 400, message: M.chapterNotFound });
  });
});

describe('the seeded bank', () => {
  it('passes the editor rule item by item, so any seeded item can be saved again unchanged', () => {
    const failures = buildSeedItems().flatMap((item) => itemDraftProblems({
      ...item, gradeCode: item.grade, period: item.period, primaryKnowledgeGuid: item.knowledge[0] ?? null, otherKnowledgeGuids: item.knowledge.slice(1),
    }, { formulaRenders }).map((p) => `${item.key}: ${p.message}`));
    expect(failures).toEqual([]);
  });
});
