import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { listItems, SCOPE, universal } from './question-bank.fixture.js';

let t: TestApp;
let teacher: string;
/** Platform items of junior maths: five single-choice and three fill-blank. */
let singles: string[];
let blanks: string[];

const basketOf = async () => (await call(t.app, teacher, 'GET', '/api/QuestionBank/Basket?period=C&km=数学')).body.data;
const add = (itemGuid: string, itemTypeGuid: number, extra: object = {}) =>
  call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid, itemTypeGuid, ...extra });

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  teacher = await loginAs(t.app, DEMO.teacherA);
  singles = (await listItems(t, teacher, { itemTypeGuid: 1 })).list.slice(0, 5).map((r) => r.itemGuid);
  blanks = (await listItems(t, teacher, { itemTypeGuid: 4 })).list.slice(0, 3).map((r) => r.itemGuid);
});
afterAll(async () => t.close());

describe('collections', () => {
  it('collects an item, flags it in the list, lists it under my favourites and uncollects it', async () => {
    const collected = await call(t.app, teacher, 'POST', '/api/QuestionBank/Collect', { itemJson: JSON.stringify([{ itemGuid: singles[0], itemVersion: 1 }]) });
    expect(collected.body.message).toBe('收藏成功！');
    const flagged = await listItems(t, teacher, { itemTypeGuid: 1 });
    expect(flagged.list.find((r) => r.itemGuid === singles[0])?.isCollection).toBe(true);
    const mine = await listItems(t, teacher, { sourceType: 5 });
    expect(mine.list.map((r) => r.itemGuid)).toEqual([singles[0]]);
    const viaFamily = await universal(t, teacher, 'GetCollectionItems', SCOPE);
    expect(viaFamily.body.data.total).toBe(1);
    const removed = await call(t.app, teacher, 'POST', '/api/QuestionBank/Uncollect', { itemGuid: singles[0], itemVersion: 1 });
    expect(removed.body.message).toBe('取消收藏成功！');
    expect((await listItems(t, teacher, { sourceType: 5 })).total).toBe(0);
  });
});

describe('question basket', () => {
  it('adds items, groups them by type with counts and scores, and flags them in the list', async () => {
    expect((await add(singles[0]!, 1)).body.message).toBe('添加成功');
    await add(blanks[0]!, 4, { score: 3 });
    await add(singles[1]!, 1);
    const basket = await basketOf();
    expect(basket.groups.map((g: { itemTypeName: string; total: number; score: number }) => [g.itemTypeName, g.total, g.score]))
      .toEqual([['单选题', 2, 2], ['填空题', 1, 3]]);
    expect(basket.total).toBe(3);
    expect(basket.totalScore).toBe(5);
    expect(basket.difficulty.name).toMatch(/容易|中等|困难/);
    const page = await listItems(t, teacher, { itemTypeGuid: 1 });
    expect(page.list.find((r) => r.itemGuid === singles[0])?.inBasket).toBe(true);
  });

  it('ignores a duplicate with a message', async () => {
    const again = await add(singles[0]!, 1);
    expect(again.body.status).toBe(200);
    expect(again.body.message).toBe('该试题已在试题篮中，请勿重复添加');
    expect((await basketOf()).total).toBe(3);
  });

  it('refuses an item of another period or subject than the basket', async () => {
    const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Add', { period: 'G', km: '数学', itemGuid: singles[2], itemTypeGuid: 1 });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目');
  });

  it('adds a whole page, skipping what is already in, and refuses an empty page', async () => {
    const page = [...singles.slice(0, 4), blanks[1]!].map((itemGuid) => ({ itemGuid, itemVersion: 1, itemTypeGuid: 1 }));
    const res = await universal(t, teacher, 'AddItemBatchZY', { period: 'C', subject: '数学', itemData: JSON.stringify(page) });
    expect(res.body.data).toMatchObject({ added: 3, skipped: 2 });
    expect(res.body.data.basket.total).toBe(6);
    // The stored type wins over the client's: the fill-blank item joins the fill-blank group.
    expect(res.body.data.basket.groups[1].total).toBe(2);
    const empty = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/AddBatch', { ...SCOPE, itemData: [] });
    expect(empty.body.message).toBe('暂无试题');
  });

  it('reorders groups and sets scores with sortPaperItem, and refuses a stale structure', async () => {
    const basket = await basketOf();
    const [choice, blank] = basket.groups;
    const structureData = [
      { itemTypeGuid: 4, items: blank.items.map((i: { itemGuid: string }) => ({ itemGuid: i.itemGuid, score: 5 })) },
      { itemTypeGuid: 1, items: [...choice.items].reverse().map((i: { itemGuid: string }) => ({ itemGuid: i.itemGuid, score: 2.5 })) },
    ];
    const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Sort', { ...SCOPE, structureData });
    expect(res.body.data.groups.map((g: { itemTypeGuid: number; score: number }) => [g.itemTypeGuid, g.score])).toEqual([[4, 10], [1, 10]]);
    expect(res.body.data.groups[1].items[0].itemGuid).toBe(choice.items.at(-1).itemGuid);
    const stale = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Sort', { ...SCOPE, structureData: structureData.slice(1) });
    expect(stale.http).toBe(400);
  });

  it('removes one item, then a whole type, and an empty sortPaperItem clears the rest', async () => {
    const removed = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Remove', { ...SCOPE, itemGuid: singles[0] });
    expect(removed.body.message).toBe('移除成功');
    expect(removed.body.data.total).toBe(5);
    const typeGone = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/RemoveType', { ...SCOPE, itemTypeGuid: 4 });
    expect(typeGone.body.data.groups.map((g: { itemTypeGuid: number }) => g.itemTypeGuid)).toEqual([1]);
    const cleared = await universal(t, teacher, 'SortPaperItemZY', { ...SCOPE, structureData: [] });
    expect(cleared.body.data).toMatchObject({ total: 0, groups: [], difficulty: null });
  });

  it('keeps a basket per period and subject', async () => {
    await add(singles[0]!, 1);
    const other = await call(t.app, teacher, 'GET', '/api/QuestionBank/Basket?period=C&km=语文');
    expect(other.body.data.total).toBe(0);
    const cleared = await call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Clear', SCOPE);
    expect(cleared.body.data.total).toBe(0);
  });

  it('refuses a score that is not a multiple of 0.5 and an unknown type in Chinese', async () => {
    const score = await add(singles[0]!, 1, { score: 1.3 });
    expect(score.http).toBe(400);
    const type = await add(singles[0]!, 9);
    expect(type.body.message).toContain('题型不正确');
  });
});
