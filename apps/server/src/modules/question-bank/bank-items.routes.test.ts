import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { CHAPTER_3, CHAPTER_3_3, insertSchoolItem, listItems, SCOPE, schoolIdOf, TEXTBOOK_7A, universal } from './question-bank.fixture.js';

let t: TestApp;
let teacherA: string;
let teacherB: string;
let schoolBItem: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  schoolBItem = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherB), '学校B自编题：计算 $1+1$ 的值');
});
afterAll(async () => t.close());

describe('trees', () => {
  it('lists textbook versions with their grade volumes for the cascader', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/QuestionBank/Textbooks?period=C&km=数学');
    const rj = res.body.data.list.find((v: { valueName: string }) => v.valueName === '人教版');
    expect(rj.children[0]).toEqual({ keyGuid: TEXTBOOK_7A, valueName: '七年级上册', gradeCode: 'A7' });
  });

  it('nests the chapters of a textbook and the knowledge points of a subject under the spec’s childList', async () => {
    const chapters = await call(t.app, teacherA, 'GET', `/api/QuestionBank/Chapters?textBookGuid=${TEXTBOOK_7A}`);
    const first = chapters.body.data.list[0];
    expect(first.name).toBe('第一章 有理数');
    expect(first.childList[1].childList.map((c: { name: string }) => c.name)).toContain('1.2.2 数轴');
    expect(Object.keys(first).sort()).toEqual(['childList', 'guid', 'name']);
    const knowledge = await call(t.app, teacherA, 'GET', '/api/QuestionBank/Knowledges?period=C&km=数学');
    expect(knowledge.body.data.list.length).toBeGreaterThan(0);
    expect(knowledge.body.data.list.some((n: { childList: unknown[] }) => n.childList.length > 0)).toBe(true);
    expect(knowledge.body.data.list[0]).not.toHaveProperty('children');
  });

  it('remembers the last chosen chapter per period and subject, with its textbook', async () => {
    await call(t.app, teacherA, 'POST', '/api/TeachInfo/CacheKnowledge', { ...SCOPE, chapterGuid: CHAPTER_3_3 });
    const res = await call(t.app, teacherA, 'GET', '/api/TeachInfo/GetCacheKnowledge?period=C&km=数学');
    expect(res.body.data).toEqual({ textBookGuid: TEXTBOOK_7A, chapterGuid: CHAPTER_3_3 });
    const other = await call(t.app, teacherB, 'GET', '/api/TeachInfo/GetCacheKnowledge?period=C&km=数学');
    expect(other.body.data).toEqual({ textBookGuid: null, chapterGuid: null });
  });

  it('answers 404 for a chapter of another subject', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/TeachInfo/CacheKnowledge', { period: 'G', km: '数学', chapterGuid: CHAPTER_3 });
    expect(res.http).toBe(404);
  });
});

describe('bank list filters', () => {
  it('lists platform items of the period and subject with answers, knowledge and labels', async () => {
    const page = await listItems(t, teacherA);
    expect(page.total).toBeGreaterThan(50);
    expect(page.list).toHaveLength(10);
    const row = page.list[0]!;
    expect(row).toMatchObject({ source: 100, period: 'C', km: '数学', isCollection: false, inBasket: false });
    expect(row.itemTypeName).not.toBe('');
    expect(row.knowledgeNames.length).toBeGreaterThan(0);
    expect(row.knowledges[0].isPrimary).toBe(true);
  });

  it('includes the items of every descendant chapter when a chapter is chosen', async () => {
    const chapter = await listItems(t, teacherA, { chapterGuid: CHAPTER_3, pageSize: 50 });
    const section = await listItems(t, teacherA, { chapterGuid: CHAPTER_3_3, pageSize: 50 });
    const direct = await t.db.selectFrom('itemChapters').select('itemGuid').where('chapterGuid', '=', CHAPTER_3).execute();
    expect(section.total).toBeGreaterThan(0);
    expect(chapter.total).toBeGreaterThan(direct.length);
    expect(chapter.total).toBeGreaterThanOrEqual(section.total);
  });

  it('narrows by difficulty, type, year and keyword', async () => {
    const all = await listItems(t, teacherA);
    const hard = await listItems(t, teacherA, { difficultyGuid: 4, pageSize: 50 });
    expect(hard.total).toBeLessThan(all.total);
    expect(hard.list.every((r) => r.difficulty === 4 && r.difficultyName === '较难')).toBe(true);
    const single = await listItems(t, teacherA, { itemTypeGuid: 1, pageSize: 50 });
    expect(single.list.every((r) => r.itemTypeGuid === 1 && r.itemTypeName === '单选题')).toBe(true);
    const year = all.list[0]!.year as number;
    const ofYear = await listItems(t, teacherA, { year, pageSize: 50 });
    expect(ofYear.total).toBeLessThan(all.total);
    expect(ofYear.list.every((r) => r.year === year)).toBe(true);
    const word = await listItems(t, teacherA, { keyword: '计算', pageSize: 50 });
    expect(word.total).toBeGreaterThan(0);
    expect(word.list.every((r) => (r.stem as string).includes('计算'))).toBe(true);
  });

  it('finds a keyword in the words of the stem: any case, one character or several, never inside markup', async () => {
    const stems = await t.db.selectFrom('items').select(['stem']).where('periodCode', '=', 'C').where('km', '=', '数学')
      .where('schoolId', 'is', null).where('source', '=', 100).where('deletedAt', 'is', null).execute();
    const plain = (stem: string) => stem.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|\s+/g, ' ').toLowerCase();
    const expected = (word: string) => stems.filter((r) => plain(r.stem).includes(word.toLowerCase())).length;
    for (const word of ['方程', '程', '一元一次方程', '计 算']) {
      expect((await listItems(t, teacherA, { keyword: word })).total, word).toBe(expected(word.replace(/\s+/g, ' ')));
    }
    const tagged = stems.find((r) => /<(\w+)/.test(r.stem));
    if (tagged) {
      const tag = /<(\w+)/.exec(tagged.stem)![1]!;
      expect((await listItems(t, teacherA, { keyword: `<${tag}` })).total).toBe(expected(`<${tag}`));
    }
    const latin = stems.map((r) => /[a-z]{3,}/i.exec(plain(r.stem))?.[0]).find(Boolean);
    if (latin) expect((await listItems(t, teacherA, { keyword: latin.toUpperCase() })).total).toBe(expected(latin));
  });

  it('treats blank filters as all and pages without overlap', async () => {
    const blank = await listItems(t, teacherA, { itemTypeGuid: '', difficultyGuid: '', chapterGuid: '' });
    const page1 = await listItems(t, teacherA, { pageSize: 20 });
    const page2 = await listItems(t, teacherA, { pageSize: 20, pageIndex: 2 });
    expect(blank.total).toBe(page1.total);
    expect(page2.total).toBe(page1.total);
    const first = new Set(page1.list.map((r) => r.itemGuid));
    expect(page2.list.some((r) => first.has(r.itemGuid))).toBe(false);
  });

  it('answers the same page through UniversalInterface getPageItems with subject as km', async () => {
    const direct = await listItems(t, teacherA, { difficultyGuid: 2 });
    const res = await universal(t, teacherA, '/Rock.OnLineService/ApiZYService/GetPageItems', { period: 'C', subject: '数学', difficultyGuid: 2 });
    expect(res.body.data.total).toBe(direct.total);
    expect(res.body.data.list.map((r: { itemGuid: string }) => r.itemGuid)).toEqual(direct.list.map((r) => r.itemGuid));
  });

  it('answers an empty page with a message for a bank not served here (800, the subject-network items)', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Items', { ...SCOPE, sourceType: 800 });
    expect(res.body.data).toEqual({ list: [], total: 0 });
    expect(res.body.message).toContain('暂未开放');
  });

  it('refuses a page size outside 10–50 and an unknown source in Chinese', async () => {
    const size = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Items', { ...SCOPE, pageSize: 1000 });
    expect(size.http).toBe(400);
    expect(size.body.message).toContain('每页条数只能是10、20、30、40、50');
    const source = await universal(t, teacherA, 'getPageItems', { ...SCOPE, sourceType: 999 });
    expect(source.http).toBe(400);
    expect(source.body.message).toContain('题库来源不正确');
    const url = await universal(t, teacherA, 'NoSuchCall', {});
    expect(url.body.message).toBe('不支持的接口');
  });
});

describe('school isolation', () => {
  it('shows a school its own items under source 200 and never another school', async () => {
    const own = await listItems(t, teacherB, { sourceType: 200 });
    expect(own.list.map((r) => r.itemGuid)).toContain(schoolBItem);
    const other = await listItems(t, teacherA, { sourceType: 200 });
    expect(other.list.map((r) => r.itemGuid)).not.toContain(schoolBItem);
    const platform = await listItems(t, teacherA, { keyword: '学校B自编题' });
    expect(platform.total).toBe(0);
  });

  it("answers 404 when a teacher collects or baskets another school's item", async () => {
    const collect = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Collect', { itemJson: [{ itemGuid: schoolBItem, itemVersion: 1 }] });
    expect(collect.http).toBe(404);
    const add = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid: schoolBItem, itemTypeGuid: 1 });
    expect(add.http).toBe(404);
    const ownAdd = await call(t.app, teacherB, 'POST', '/api/QuestionBank/Basket/Add', { ...SCOPE, itemGuid: schoolBItem, itemTypeGuid: 1 });
    expect(ownAdd.body.status).toBe(200);
  });
});
