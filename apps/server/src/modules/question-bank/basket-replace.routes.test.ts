import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { insertSchoolItem, listItems, SCOPE, schoolIdOf, universal } from './question-bank.fixture.js';

interface Row { itemGuid: string; itemTypeGuid: number; difficulty: number; inBasket: boolean; knowledges: { guid: string; isPrimary: boolean }[] }
interface BasketItem { itemGuid: string; score: number; itemTypeGuid: number }

let t: TestApp;
let teacher: string;
let colleague: string;
let otherSchool: string;
/** A single-choice item with at least two similar ones, the two similar ones, and a fill-blank item. */
let original: Row;
let similar: Row[];
let blank: string;

const basketOf = async (cookie = teacher): Promise<BasketItem[]> =>
  (await call(t.app, cookie, 'GET', '/api/QuestionBank/Basket?period=C&km=数学')).body.data.groups.flatMap((g: { items: BasketItem[] }) => g.items);
const similarOf = (itemGuid: string, extra: object = {}, cookie = teacher) =>
  call(t.app, cookie, 'POST', '/api/QuestionBank/SimilarItems', { ...SCOPE, itemGuid, ...extra });
const replace = (beforeItemGuid: string, selectItemGuid: string, extra: object = {}, cookie = teacher) =>
  call(t.app, cookie, 'POST', '/api/QuestionBank/Basket/Replace',
    { ...SCOPE, beforeItemGuid, beforeItemTypeGuid: 1, beforeItemScore: 3, beforeIndex: 0, selectItemGuid, selectItemVersion: 1, selectItemTypeGuid: 1, ...extra });

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [teacher, colleague, otherSchool] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherB)]);
  const singles = (await listItems(t, teacher, { itemTypeGuid: 1, pageSize: 50 })).list as unknown as Row[];
  for (const candidate of singles) {
    const res = await similarOf(candidate.itemGuid);
    if (res.body.data.total >= 2) {
      original = candidate;
      similar = res.body.data.list;
      break;
    }
  }
  blank = (await listItems(t, teacher, { itemTypeGuid: 4 })).list[0]!.itemGuid;
  // Basket: original (3 points), the blank item, the second similar item.
  await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid: original.itemGuid, itemTypeGuid: 1, score: 3 });
  await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid: blank, itemTypeGuid: 4, score: 2 });
  await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid: similar[1]!.itemGuid, itemTypeGuid: 1 });
});
afterAll(async () => t.close());

describe('similar items', () => {
  it('lists items of the same primary knowledge point and type, without the original, and says which', async () => {
    const res = await similarOf(original.itemGuid);
    const page = res.body.data;
    const primary = original.knowledges.find((k) => k.isPrimary)!;
    expect(page.knowledge.guid).toBe(primary.guid);
    expect(page).toMatchObject({ itemTypeGuid: 1, itemTypeName: '单选题' });
    expect(page.list.map((r: Row) => r.itemGuid)).not.toContain(original.itemGuid);
    for (const row of page.list as Row[]) {
      expect(row.itemTypeGuid).toBe(1);
      expect(row.knowledges.map((k) => k.guid)).toContain(primary.guid);
    }
  });

  it('flags the items already in the basket', async () => {
    const page = (await similarOf(original.itemGuid)).body.data;
    const flagged = page.list.filter((r: Row) => r.inBasket).map((r: Row) => r.itemGuid);
    expect(flagged).toEqual([similar[1]!.itemGuid]);
  });

  it('filters by difficulty and pages 10 to 40, refusing other sizes in Chinese', async () => {
    const level = similar[0]!.difficulty;
    const byLevel = (await similarOf(original.itemGuid, { difficultyGuid: level })).body.data;
    expect(byLevel.list.length).toBeGreaterThan(0);
    expect(byLevel.list.every((r: Row) => r.difficulty === level)).toBe(true);
    const second = (await similarOf(original.itemGuid, { pageIndex: 2, pageSize: 40 })).body.data;
    expect(second.list).toHaveLength(Math.max(0, Math.min(40, second.total - 40)));
    const refused = await similarOf(original.itemGuid, { pageSize: 50 });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('每页条数只能是10、20、30、40');
  });

  it('answers getPageItems with recommendType 200 and getSimilarItems through UniversalInterface', async () => {
    const direct = (await similarOf(original.itemGuid)).body.data;
    const viaPageItems = await universal(t, teacher, '/Rock.OnLineService/ApiZYService/GetPageItems',
      { period: 'C', subject: '数学', recommendType: 200, itemGuid: original.itemGuid, pageIndex: 1, pageSize: 10 });
    expect(viaPageItems.body.data).toEqual(direct);
    const named = await universal(t, teacher, 'getSimilarItems', { ...SCOPE, itemGuid: original.itemGuid });
    expect(named.body.data.total).toBe(direct.total);
    // Without recommendType 200 getPageItems stays the bank list.
    const bank = await universal(t, teacher, 'GetPageItems', { ...SCOPE, itemGuid: original.itemGuid });
    expect(bank.body.data.knowledge).toBeUndefined();
  });

  it('answers 404 for another school teacher asking about an item of this school', async () => {
    const own = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherA), '学校A自编题：$1+2$ 等于多少？');
    expect((await similarOf(own)).http).toBe(200);
    expect((await similarOf(own, {}, otherSchool)).http).toBe(404);
  });
});

describe('replacing a basket item', () => {
  it('swaps the item in place, keeping its position and score, with 操作成功！', async () => {
    const res = await replace(original.itemGuid, similar[0]!.itemGuid);
    expect(res.body.status).toBe(200);
    expect(res.body.message).toBe('操作成功！');
    const items = await basketOf();
    expect(items.map((i) => [i.itemGuid, i.score])).toEqual([[similar[0]!.itemGuid, 3], [similar[1]!.itemGuid, 1], [blank, 2]]);
    expect(res.body.data.groups[0].items[0].stem).not.toBe('');
    // And back, through the question-service family.
    const back = await universal(t, teacher, 'ReplacePaperItemZY',
      { period: 'C', subject: '数学', beforeItemGuid: similar[0]!.itemGuid, selectItemGuid: original.itemGuid, selectItemTypeGuid: 1, ZYSource: '同类型' });
    expect(back.body.message).toBe('操作成功！');
    expect((await basketOf())[0]).toMatchObject({ itemGuid: original.itemGuid, score: 3 });
  });

  it('refuses an item already in the basket, and the item itself', async () => {
    const res = await replace(original.itemGuid, similar[1]!.itemGuid);
    expect(res.body.status).toBe(412);
    expect(res.body.message).toBe('该试题已存在，请勿重复添加/删除操作');
    expect((await replace(original.itemGuid, original.itemGuid)).body.message).toBe('该试题已存在，请勿重复添加/删除操作');
    expect((await basketOf())[0]!.itemGuid).toBe(original.itemGuid);
  });

  it('refuses an original that is not in the basket, and an item of another type', async () => {
    const missing = await replace(similar[0]!.itemGuid, similar[2]?.itemGuid ?? blank);
    expect(missing.http).toBe(404);
    expect(missing.body.message).toBe('试题不在试题篮中');
    const blankTwo = (await listItems(t, teacher, { itemTypeGuid: 4 })).list[1]!.itemGuid;
    const otherType = await replace(original.itemGuid, blankTwo, { selectItemTypeGuid: 4 });
    expect(otherType.http).toBe(400);
    expect(otherType.body.message).toBe('只能替换为相同题型的试题');
  });

  it('refuses an abnormal item whose formula cannot be rendered', async () => {
    const broken = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherA), '若 $x+1=3，则 x 等于（　）');
    const res = await replace(original.itemGuid, broken);
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('题目异常，无法替换，请纠错！');
  });

  it('validates the payload in Chinese', async () => {
    const missing = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Replace', { ...SCOPE, beforeItemGuid: original.itemGuid, selectItemTypeGuid: 1 });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const badType = await replace(original.itemGuid, similar[0]!.itemGuid, { selectItemTypeGuid: 9 });
    expect(badType.body.message).toContain('题型不正确');
  });

  it('keeps baskets apart: a colleague and another school cannot touch this teacher\'s basket', async () => {
    const colleagueTry = await replace(original.itemGuid, similar[0]!.itemGuid, {}, colleague);
    expect(colleagueTry.http).toBe(404);
    expect(colleagueTry.body.message).toBe('试题不在试题篮中');
    const schoolAItem = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherA), '学校A自编题：$2+3$ 等于多少？');
    const otherTry = await replace(original.itemGuid, schoolAItem, {}, otherSchool);
    expect(otherTry.http).toBe(404);
    expect(otherTry.body.data).toBeNull();
    expect((await basketOf()).map((i) => i.itemGuid)).toEqual([original.itemGuid, similar[1]!.itemGuid, blank]);
  });
});
