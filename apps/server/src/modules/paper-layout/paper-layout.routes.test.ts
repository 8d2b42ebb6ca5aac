import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { listItems as listBank, schoolIdOf, universal } from '../question-bank/question-bank.fixture.js';

/** Junior physics: the seeded bank has single-choice, multiple-choice and short-answer items there. */
const SCOPE = { period: 'C', km: '物理' } as const;
const listItems = (app: TestApp, cookie: string, filters: object) => listBank(app, cookie, { ...SCOPE, ...filters });

let t: TestApp;
let teacher: string;
/** Another teacher of the same school, and a teacher of another school. */
let colleague: string;
let otherSchool: string;
let singles: string[];
let multiples: { itemGuid: string; answer: string[] }[];
let essays: string[];

const Q = `period=C&km=${encodeURIComponent('物理')}`;
const layoutOf = async (cookie = teacher, extra = '') => {
  const res = await call(t.app, cookie, 'GET', `/api/PaperLayout/GetPaperStructureJson?${Q}${extra}`);
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data;
};
const add = (itemGuid: string, itemTypeGuid: number, cookie = teacher) =>
  call(t.app, cookie, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid, itemTypeGuid });
const post = (path: string, body: object, cookie = teacher) => call(t.app, cookie, 'POST', `/api/PaperLayout/${path}`, { ...SCOPE, ...body });
type Layout = { paperGuid: string; title: string; totalScore: number; settings: Record<string, number>;
  groups: { itemTypeGuid: number; items: { itemGuid: string; itemVersion: number; th: number; score: number; answerAreaHeight: number | null; multSetting: unknown }[] }[] };
const guidsOf = (l: Layout) => l.groups.map((g) => g.items.map((i) => i.itemGuid));

/** The save payload of spec 02 §3 as the layout page builds it from a layout. */
function payloadOf(l: Layout, extra: object = {}) {
  return {
    paperGuid: l.paperGuid, title: l.title, mark: l.totalScore, number: l.groups.reduce((n, g) => n + g.items.length, 0), difficulty: '中等',
    ...l.settings,
    structureData: l.groups.map((g) => ({ itemTypeGuid: g.itemTypeGuid, items: g.items.map((i) => ({ th: i.th, itemGuid: i.itemGuid,
      itemVersion: i.itemVersion, Score: i.score, source: 0, answerAreaHeight: i.answerAreaHeight })) })),
    multSettings: l.groups.flatMap((g) => g.items.filter((i) => i.multSetting).map((i) => ({ th: i.th, score: i.score, ...(i.multSetting as object) }))),
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  teacher = await loginAs(t.app, DEMO.teacherA);
  colleague = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  otherSchool = await loginAs(t.app, DEMO.teacherB);
  singles = (await listItems(t, teacher, { itemTypeGuid: 1 })).list.slice(0, 3).map((r) => r.itemGuid);
  multiples = (await listItems(t, teacher, { itemTypeGuid: 2 })).list.slice(0, 2).map((r) => ({ itemGuid: r.itemGuid, answer: r.answer }));
  essays = (await listItems(t, teacher, { itemTypeGuid: 5 })).list.slice(0, 2).map((r) => r.itemGuid);
  expect([singles.length, multiples.length, essays.length]).toEqual([3, 2, 2]);
});
afterAll(async () => t.close());

describe('the layout draft', () => {
  it('lays out the basket as a paper: type sections in basket order, numbered through the paper, with a title', async () => {
    for (const g of singles.slice(0, 2)) await add(g, 1);
    await add(multiples[0]!.itemGuid, 2);
    await add(essays[0]!, 5);
    await add(singles[2]!, 1);
    const l: Layout = await layoutOf();
    expect(l.groups.map((g) => g.itemTypeGuid)).toEqual([1, 2, 5]);
    expect(guidsOf(l)).toEqual([[singles[0], singles[1], singles[2]], [multiples[0]!.itemGuid], [essays[0]]]);
    expect(l.groups.flatMap((g) => g.items.map((i) => i.th))).toEqual([1, 2, 3, 4, 5]);
    expect(l.title).toMatch(/^物理练习（\d+月\d+日）$/);
    expect(l.settings).toEqual({ paperType: 1, sideType: 1, fontSize: 14, lineHeight: 1.8, structureStatus: 1 });
    expect(l.totalScore).toBe(5);
    expect((await layoutOf()).paperGuid).toBe(l.paperGuid);
  });

  it('keeps title, settings, order, scores, answer heights and rules across a reload', async () => {
    const config = await post('AdjustPaperConfig', { title: '八年级物理周测', sideType: 2, fontSize: 16, lineHeight: 2, structureStatus: 2, paperType: 2 });
    expect(config.body.status, config.body.message).toBe(200);
    const rule = { isDefault: false, someWrong: 1, someRight: 1, unifyScore: 2, someScoceSetting: {} };
    const items = await post('AdjustPaperItemData', { items: [
      ...singles.map((itemGuid) => ({ itemGuid, score: 3 })),
      { itemGuid: multiples[0]!.itemGuid, score: 4, multSetting: rule },
      { itemGuid: essays[0]!, score: 10.5, answerAreaHeight: 320 },
    ] });
    expect(items.body.status, items.body.message).toBe(200);
    const sorted = await post('SortPaperItem', { structureData: [
      { itemTypeGuid: 5, items: [{ itemGuid: essays[0] }] },
      { itemTypeGuid: 1, items: [{ itemGuid: singles[2] }, { itemGuid: singles[0] }, { itemGuid: singles[1] }] },
      { itemTypeGuid: 2, items: [{ itemGuid: multiples[0]!.itemGuid }] },
    ] });
    expect(sorted.body.status, sorted.body.message).toBe(200);

    const reloaded: Layout = await layoutOf();
    expect(reloaded.title).toBe('八年级物理周测');
    expect(reloaded.settings).toEqual({ paperType: 2, sideType: 2, fontSize: 16, lineHeight: 2, structureStatus: 2 });
    expect(guidsOf(reloaded)).toEqual([[essays[0]], [singles[2], singles[0], singles[1]], [multiples[0]!.itemGuid]]);
    const essay = reloaded.groups[0]!.items[0]!;
    expect([essay.th, essay.score, essay.answerAreaHeight]).toEqual([1, 10.5, 320]);
    expect(reloaded.groups[2]!.items[0]!.multSetting).toEqual(rule);
    expect(reloaded.totalScore).toBe(23.5);
  });

  it('refuses bad input with a Chinese message and a 4xx envelope', async () => {
    const step = await post('AdjustPaperItemData', { items: [{ itemGuid: singles[0], score: 1.3 }] });
    expect([step.http, step.body.status, step.body.message]).toEqual([400, 400, '分值须为0.5的整数倍']);
    const tooMuch = await post('AdjustPaperItemData', { items: [{ itemGuid: multiples[0]!.itemGuid,
      multSetting: { isDefault: false, someWrong: 1, someRight: 2, unifyScore: 0, someScoceSetting: Object.fromEntries(multiples[0]!.answer.map((l) => [l, 4])) } }] });
    expect([tooMuch.http, tooMuch.body.message]).toEqual([400, '输入和不能超过总分！']);
    const single = await post('AdjustPaperItemData', { items: [{ itemGuid: singles[0], multSetting: { isDefault: false, someRight: 3 } }] });
    expect([single.http, single.body.message]).toEqual([400, '只有多选题可以设置多选得分规则']);
    const missing = await post('AdjustPaperItemData', { items: [{ itemGuid: multiples[1]!.itemGuid, score: 2 }] });
    expect([missing.http, missing.body.message]).toEqual([404, '试题不在试题篮中']);
    const side = await post('AdjustPaperConfig', { sideType: 3 });
    expect([side.http, side.body.message]).toEqual([400, '纸张版式不正确']);
    const title = await post('AdjustPaperConfig', { title: '   ' });
    expect([title.http, title.body.message]).toEqual([400, '请输入试卷标题']);
    const partial = await post('SortPaperItem', { structureData: [{ itemTypeGuid: 1, items: [{ itemGuid: singles[0] }] }] });
    expect([partial.http, partial.body.message]).toEqual([400, '试题篮已变化，请刷新后重试']);
    const none = await post('SortPaperItem', { structureData: [] });
    expect([none.http, none.body.message]).toEqual([400, '请先选择试题！']);
    expect((await layoutOf()).totalScore).toBe(23.5);
  });

  it('replaces a question in place with a similar one, keeping its number, score and answer area', async () => {
    const swapped = await post('ReplaceItem', { beforeItemGuid: essays[0], selectItemGuid: essays[1], selectItemVersion: 1 });
    expect(swapped.body.status, swapped.body.message).toBe(200);
    const first = (swapped.body.data as Layout).groups[0]!.items[0]!;
    expect([first.itemGuid, first.th, first.score, first.answerAreaHeight]).toEqual([essays[1], 1, 10.5, 320]);
    const wrongType = await post('ReplaceItem', { beforeItemGuid: essays[1], selectItemGuid: singles[0] });
    expect([wrongType.http, wrongType.body.message]).toEqual([409, '该试题已存在，请勿重复添加/删除操作']);
    const back = await post('ReplaceItem', { beforeItemGuid: essays[1], selectItemGuid: essays[0] });
    expect(guidsOf(back.body.data)[0]).toEqual([essays[0]]);
  });

  it('is one per teacher: a colleague of the same school lays out their own basket', async () => {
    const theirs: Layout = await layoutOf(colleague);
    const mine: Layout = await layoutOf();
    expect(theirs.groups).toEqual([]);
    expect(theirs.paperGuid).not.toBe(mine.paperGuid);
    await add(singles[0]!, 1, colleague);
    expect(guidsOf(await layoutOf(colleague))).toEqual([[singles[0]]]);
    expect(guidsOf(await layoutOf())).toEqual(guidsOf(mine));
  });

  it('answers through the question-service family too', async () => {
    const res = await universal(t, teacher, '/Rock.OnLineService/ApiWorkService/GetPaperStructureJson', { period: 'C', subject: '物理', isItemTypeStructure: 100 });
    expect(res.body.status, res.body.message).toBe(200);
    expect(res.body.data.title).toBe('八年级物理周测');
    const guid = await call(t.app, teacher, 'GET', '/api/WorkInfo/GetNewPaperGuid');
    expect(guid.body.data.paperGuid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('saving the paper', () => {
  let paperGuid: string;

  it('refuses an empty paper and a total that is not the sum of the scores', async () => {
    const l: Layout = await layoutOf();
    const empty = await post('SaveZYPaperAndJson', payloadOf(l, { structureData: [] }));
    expect([empty.http, empty.body.message]).toEqual([400, '请先选择试题！']);
    const wrongMark = await post('SaveZYPaperAndJson', payloadOf(l, { mark: 99 }));
    expect([wrongMark.http, wrongMark.body.message]).toEqual([400, '总分与各题分值之和不一致，请刷新后重试']);
    const badRule = await post('SaveZYPaperAndJson', payloadOf(l, { multSettings: [{ th: 5, isDefault: false, someWrong: 1, someRight: 1, unifyScore: 1.2 }] }));
    expect([badRule.http, badRule.body.message]).toEqual([400, '第5题：得分须为0.5的整数倍']);
  });

  it('saves a source-4 paper with its items in order, records their use, clears the basket and lists it in 我的试卷', async () => {
    const l: Layout = await layoutOf();
    paperGuid = l.paperGuid;
    const before = await listItems(t, teacher, { itemTypeGuid: 1, filterUsedItem: true, pageSize: 50 });
    const useCountsBefore = new Map((await t.db.selectFrom('items').select(['guid', 'useCount']).where('guid', 'in', [singles[0]!, essays[0]!]).execute())
      .map((c) => [c.guid, c.useCount]));
    expect(before.list.map((r) => r.itemGuid)).toEqual(expect.arrayContaining(singles));

    const saved = await post('SaveZYPaperAndJson', payloadOf(l));
    expect(saved.body.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('保存成功！');
    expect(saved.body.data).toEqual({ paperGuid, itemCount: 5, totalScore: 23.5 });

    const paper = await t.db.selectFrom('papers').selectAll().where('guid', '=', paperGuid).executeTakeFirstOrThrow();
    expect([paper.source, paper.entry, paper.name, Number(paper.totalScore), paper.sideType, paper.fontSize, Number(paper.lineHeight),
      paper.structureStatus, paper.paperType]).toEqual([4, 'prepare', '八年级物理周测', 23.5, 2, 16, 2, 2, 2]);
    const rows = await t.db.selectFrom('paperItems').selectAll().where('paperGuid', '=', paperGuid).orderBy('sort').execute();
    expect(rows.map((r) => [r.itemGuid, r.groupNo, Number(r.score)])).toEqual([
      [essays[0], 1, 10.5], [singles[2], 2, 3], [singles[0], 2, 3], [singles[1], 2, 3], [multiples[0]!.itemGuid, 3, 4]]);
    expect(rows[0]!.answerAreaHeight).toBe(320);
    expect(rows[4]!.multSetting).toEqual({ isDefault: false, someWrong: 1, someRight: 1, unifyScore: 2, someScoceSetting: {} });

    const after = await listItems(t, teacher, { itemTypeGuid: 1, filterUsedItem: true, pageSize: 50 });
    expect(after.total).toBe(before.total - 3);
    expect(after.list.map((r) => r.itemGuid)).not.toEqual(expect.arrayContaining([singles[0]]));
    const uses = await t.db.selectFrom('itemSchoolUses').selectAll().where('schoolId', '=', await schoolIdOf(t.db, DEMO.teacherA)).execute();
    expect(uses.map((u) => u.itemGuid).sort()).toEqual([...singles, multiples[0]!.itemGuid, essays[0]!].sort());
    // …and the bank's 使用N次 of each item went up by one.
    const counted = await t.db.selectFrom('items').select(['guid', 'useCount']).where('guid', 'in', [singles[0]!, essays[0]!]).execute();
    expect(counted.map((c) => c.useCount - (useCountsBefore.get(c.guid) ?? NaN))).toEqual([1, 1]);

    const basket = await call(t.app, teacher, 'GET', `/api/QuestionBank/Basket?${Q}`);
    expect(basket.body.data.total).toBe(0);
    const fresh: Layout = await layoutOf();
    expect([fresh.groups.length, fresh.paperGuid === paperGuid]).toEqual([0, false]);

    const mine = await call(t.app, teacher, 'POST', '/api/QuestionBank/Papers/Mine', { ...SCOPE, entry: 'prepare' });
    expect(mine.body.data.list.map((p: { paperGuid: string; name: string; itemCount: number }) => [p.paperGuid, p.name, p.itemCount]))
      .toEqual([[paperGuid, '八年级物理周测', 5]]);
    const info = await call(t.app, teacher, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${paperGuid}`);
    expect(info.body.data.groups.map((g: { itemTypeName: string; score: number }) => [g.itemTypeName, g.score]))
      .toEqual([['解答题', 10.5], ['单选题', 9], ['多选题', 4]]);
    // The colleague's basket was left alone, and the paper is not theirs.
    expect(guidsOf(await layoutOf(colleague))).toEqual([[singles[0]]]);
    const theirPapers = await call(t.app, colleague, 'POST', '/api/QuestionBank/Papers/Mine', SCOPE);
    expect(theirPapers.body.data.total).toBe(0);
  });

  it('opens the saved paper again and saving updates it, counting only new items as new uses', async () => {
    const opened: Layout = await layoutOf(teacher, `&paperGuid=${paperGuid}`);
    expect(opened.paperGuid).toBe(paperGuid);
    expect(guidsOf(opened)[1]).toEqual([singles[2], singles[0], singles[1]]);
    expect(opened.groups[0]!.items[0]!.answerAreaHeight).toBe(320);
    await post('RemoveItem', { itemGuid: singles[1] });
    await add(essays[1]!, 5);
    const l: Layout = await layoutOf();
    expect(l.paperGuid).toBe(paperGuid);
    const saved = await post('SaveZYPaperAndJson', payloadOf(l, { title: '八年级物理周测（二）' }));
    expect([saved.body.status, saved.body.message]).toEqual([200, '更新成功！']);
    const papers = await t.db.selectFrom('papers').select(['guid', 'name']).where('creatorUserId', 'is not', null).where('source', '=', 4).execute();
    expect(papers).toEqual([{ guid: paperGuid, name: '八年级物理周测（二）' }]);
    const uses = await t.db.selectFrom('itemSchoolUses').select(['itemGuid', 'useCount']).where('schoolId', '=', await schoolIdOf(t.db, DEMO.teacherA)).execute();
    const count = new Map(uses.map((u) => [u.itemGuid, u.useCount]));
    expect([count.get(singles[0]!), count.get(essays[1]!)]).toEqual([1, 1]);
  });

  it('a cleared basket ends the edit of a saved paper: the next save makes a new paper', async () => {
    expect((await layoutOf(teacher, `&paperGuid=${paperGuid}`)).paperGuid).toBe(paperGuid);
    const cleared = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Clear', SCOPE);
    expect(cleared.body.status, cleared.body.message).toBe(200);
    await add(singles[0]!, 1);
    const fresh: Layout = await layoutOf();
    expect(fresh.paperGuid).not.toBe(paperGuid);
    await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Clear', SCOPE);
  });

  it('shows the saved paper read-only in its own sections, numbers and print settings (查看排版)', async () => {
    const res = await call(t.app, teacher, 'GET', `/api/PaperLayout/PaperLayoutView?paperGuid=${paperGuid}`);
    expect(res.body.status, res.body.message).toBe(200);
    const l: Layout = res.body.data;
    expect(l.title).toBe('八年级物理周测（二）');
    expect(l.groups.map((g) => g.itemTypeGuid)).toEqual([5, 1, 2]);
    expect(l.groups.flatMap((g) => g.items.map((i) => i.th))).toEqual([1, 2, 3, 4, 5]);
    expect(l.settings.sideType).toBe(2);
    expect(l.groups[0]!.items[0]!.answerAreaHeight).toBe(320);
    // Viewing never touches the teacher's basket.
    expect((await call(t.app, teacher, 'GET', `/api/QuestionBank/Basket?${Q}`)).body.data.total).toBe(0);
  });

  it('gives a colleague and a teacher of another school an error envelope for the paper id', async () => {
    for (const cookie of [colleague, otherSchool]) {
      const open = await call(t.app, cookie, 'GET', `/api/PaperLayout/GetPaperStructureJson?${Q}&paperGuid=${paperGuid}`);
      expect([open.http, open.body.status, open.body.message]).toEqual([404, 404, '试卷不存在']);
      await add(singles[0]!, 1, cookie);
      const l: Layout = await layoutOf(cookie);
      const overwrite = await post('SaveZYPaperAndJson', payloadOf(l, { paperGuid }), cookie);
      expect([overwrite.http, overwrite.body.message]).toEqual([404, '试卷不存在']);
    }
    const view = await call(t.app, otherSchool, 'GET', `/api/PaperLayout/PaperLayoutView?paperGuid=${paperGuid}`);
    expect([view.http, view.body.status, view.body.message]).toEqual([404, 404, '试卷不存在']);
    const info = await call(t.app, otherSchool, 'GET', `/api/QuestionBank/PaperInfo?paperGuid=${paperGuid}`);
    expect([info.http, info.body.status]).toEqual([404, 404]);
    const viaFamily = await universal(t, otherSchool, 'GetPaperStructureJson', { period: 'C', subject: '物理', paperGuid });
    expect(viaFamily.body.status).toBe(404);
    const name = await t.db.selectFrom('papers').select('name').where('guid', '=', paperGuid).executeTakeFirstOrThrow();
    expect(name.name).toBe('八年级物理周测（二）');
  });
});
