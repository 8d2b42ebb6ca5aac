import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { CHAPTER_3_3, listItems, SCOPE, TEXTBOOK_7A, universal } from './question-bank.fixture.js';

/**
 * getPageItems' `options` (spec 02 §7: knowledge ids, comma-joined for several) with recommendType 100 and 200, and
 * CacheKnowledge with the spec's {ChapterGuid} payload.
 */
let t: TestApp;
let teacher: string;
/** Two leaf knowledge points of junior maths with platform items, the one with more items first. */
let k1: string;
let k2: string;

/** Platform junior-maths items tagged with any of `guids`. */
async function countTagged(guids: string[]): Promise<number> {
  const row = await t.db.selectFrom('items').select(sql<number>`count(*)::int`.as('n'))
    .where('items.schoolId', 'is', null).where('items.source', '=', 100).where('items.deletedAt', 'is', null)
    .where('items.periodCode', '=', SCOPE.period).where('items.km', '=', SCOPE.km)
    .where('items.guid', 'in', (eb) => eb.selectFrom('itemKnowledge').select('itemGuid').where('knowledgeGuid', 'in', guids))
    .executeTakeFirstOrThrow();
  return row.n;
}
const guidsOf = (page: { list: { knowledges: { guid: string }[] }[] }) => page.list.map((r) => r.knowledges.map((k) => k.guid));
const pageItems = async (data: object) => {
  const res = await universal(t, teacher, '/Rock.OnLineService/ApiZYService/GetPageItems', { ...SCOPE, subject: SCOPE.km, ...data });
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as { list: { itemGuid: string; itemTypeGuid: number; knowledges: { guid: string }[] }[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  teacher = await loginAs(t.app, DEMO.teacherA);
  const leaves = await t.db.selectFrom('itemKnowledge')
    .innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
    .innerJoin('items', 'items.guid', 'itemKnowledge.itemGuid')
    .select(['itemKnowledge.knowledgeGuid', sql<number>`count(*)::int`.as('n')])
    .where('knowledgePoints.periodCode', '=', SCOPE.period).where('knowledgePoints.km', '=', SCOPE.km)
    .where('items.source', '=', 100).where('items.deletedAt', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('knowledgePoints as c').select('c.guid').whereRef('c.parentGuid', '=', 'itemKnowledge.knowledgeGuid'))))
    .groupBy('itemKnowledge.knowledgeGuid').orderBy('n', 'desc').orderBy('itemKnowledge.knowledgeGuid').limit(2).execute();
  expect(leaves).toHaveLength(2);
  [k1, k2] = leaves.map((l) => l.knowledgeGuid) as [string, string];
});
afterAll(async () => t.close());

describe('getPageItems options (knowledge ids)', () => {
  it('lists only the items of one knowledge point', async () => {
    const all = await pageItems({});
    const page = await pageItems({ options: k1, pageSize: 50 });
    expect(page.total).toBe(await countTagged([k1]));
    expect(page.total).toBeLessThan(all.total);
    guidsOf(page).forEach((tags) => expect(tags).toContain(k1));
  });

  it('lists the items of any of several comma-joined knowledge points', async () => {
    const page = await pageItems({ options: `${k1},${k2}`, pageSize: 50 });
    expect(page.total).toBe(await countTagged([k1, k2]));
    expect(page.total).toBeGreaterThan((await pageItems({ options: k1 })).total);
    guidsOf(page).forEach((tags) => expect(tags.some((g) => g === k1 || g === k2)).toBe(true));
  });

  it('filters alike with recommendType 200 (the knowledge-point list) and on the direct path', async () => {
    const by200 = await pageItems({ recommendType: 200, options: `${k1},${k2}`, pageSize: 50 });
    expect(by200.total).toBe(await countTagged([k1, k2]));
    const direct = await listItems(t, teacher, { options: `${k1},${k2}`, pageSize: 50 });
    expect(direct.list.map((r) => r.itemGuid)).toEqual(by200.list.map((r) => r.itemGuid));
  });

  it('looks in the named knowledge points for the similar list (recommendType 200 with an itemGuid)', async () => {
    const [original] = (await pageItems({ options: k1, pageSize: 50 })).list;
    const similar = await pageItems({ recommendType: 200, itemGuid: original!.itemGuid, options: k2, pageSize: 40 });
    expect(similar.total).toBeGreaterThan(0);
    similar.list.forEach((r) => {
      expect(r.knowledges.map((k) => k.guid)).toContain(k2);
      expect(r.itemTypeGuid).toBe(original!.itemTypeGuid);
      expect(r.itemGuid).not.toBe(original!.itemGuid);
    });
  });

  it('answers an empty page for a knowledge point that does not exist, and 400 for a malformed id', async () => {
    expect((await pageItems({ options: crypto.randomUUID() })).total).toBe(0);
    expect((await pageItems({ options: '' })).total).toBe((await pageItems({})).total);
    const bad = await universal(t, teacher, 'getPageItems', { ...SCOPE, options: `${k1},abc` });
    expect(bad.body).toMatchObject({ status: 400, message: '知识点不正确' });
  });
});

describe('CacheKnowledge with the spec’s {ChapterGuid}', () => {
  const cached = async () => (await call(t.app, teacher, 'GET', '/api/TeachInfo/GetCacheKnowledge?period=C&km=数学')).body.data;

  it('stores the chapter sent as ChapterGuid, its textbook and subject taken from the chapter', async () => {
    const res = await call(t.app, teacher, 'POST', '/api/TeachInfo/CacheKnowledge', { ChapterGuid: CHAPTER_3_3 });
    expect(res.body.status, res.body.message).toBe(200);
    expect(await cached()).toEqual({ textBookGuid: TEXTBOOK_7A, chapterGuid: CHAPTER_3_3 });
  });

  it('stores it through the question-service call, with the subject and user code the client adds', async () => {
    await call(t.app, teacher, 'POST', '/api/TeachInfo/CacheKnowledge', { ...SCOPE, textBookGuid: TEXTBOOK_7A });
    expect((await cached()).chapterGuid).toBeNull();
    const res = await universal(t, teacher, 'cacheKnowledge', { period: 'C', subject: '数学', userCode: DEMO.teacherA, ChapterGuid: CHAPTER_3_3 });
    expect(res.body.status, res.body.message).toBe(200);
    expect(await cached()).toEqual({ textBookGuid: TEXTBOOK_7A, chapterGuid: CHAPTER_3_3 });
  });

  it('refuses a payload it would not store instead of answering 200', async () => {
    const before = await cached();
    const unknownKey = await call(t.app, teacher, 'POST', '/api/TeachInfo/CacheKnowledge', { ...SCOPE, chapter: CHAPTER_3_3 });
    expect(unknownKey.body).toMatchObject({ status: 400, message: expect.stringContaining('chapter') });
    const nothing = await call(t.app, teacher, 'POST', '/api/TeachInfo/CacheKnowledge', { ...SCOPE });
    expect(nothing.body).toMatchObject({ status: 400, message: '请选择章节' });
    expect(await cached()).toEqual(before);
  });
});
