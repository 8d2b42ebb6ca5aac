import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { listItems, schoolIdOf, SCOPE, universal } from './question-bank.fixture.js';

let t: TestApp;
let teacher: string;
/** Three junior-maths platform items the tests set statistics, provinces and dates on. */
let guids: string[];

const update = (guid: string, set: { discrimination?: number; provinceCodes?: string[]; createdAt?: Date }) =>
  t.db.updateTable('items').set(set).where('guid', '=', guid).execute();
const allOf = async (filters: object) => (await listItems(t, teacher, { ...filters, pageSize: 50 })).list;

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  teacher = await loginAs(t.app, DEMO.teacherA);
  guids = (await listItems(t, teacher, { itemTypeGuid: 1 })).list.slice(0, 3).map((r) => r.itemGuid);
});
afterAll(async () => t.close());

describe('the discrimination filter (spec 02 §9 bands)', () => {
  it('keeps items of the chosen band only, a value on a cut point in the band above', async () => {
    await update(guids[0]!, { discrimination: 0.19 });
    const fair = await listItems(t, teacher, { discrimination: 2, pageSize: 50 });
    expect(fair.total).toBeGreaterThan(0);
    fair.list.forEach((r) => expect(r.discrimination).toBeGreaterThanOrEqual(0.19));
    fair.list.forEach((r) => expect(r.discrimination).toBeLessThan(0.29));
    expect((await allOf({ discrimination: 2, itemTypeGuid: 1 })).map((r) => r.itemGuid)).toContain(guids[0]);
    expect((await allOf({ discrimination: 1, itemTypeGuid: 1 })).map((r) => r.itemGuid)).not.toContain(guids[0]);
  });

  it('counts a discrimination of 1 as 优秀 and a negative one as 较差', async () => {
    await update(guids[1]!, { discrimination: 1 });
    await update(guids[2]!, { discrimination: -0.1 });
    expect((await allOf({ discrimination: 4, itemTypeGuid: 1 })).map((r) => r.itemGuid)).toContain(guids[1]);
    expect((await allOf({ discrimination: 1, itemTypeGuid: 1 })).map((r) => r.itemGuid)).toContain(guids[2]);
  });

  it('adds up: the four bands hold every item that has a discrimination', async () => {
    const totals = await Promise.all([1, 2, 3, 4].map(async (d) => (await listItems(t, teacher, { discrimination: d })).total));
    totals.forEach((n) => expect(n).toBeGreaterThan(0));
    expect(totals.reduce((a, b) => a + b, 0)).toBe((await listItems(t, teacher)).total);
  });

  it('refuses a band that does not exist', async () => {
    const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, discrimination: 5 });
    expect(res.http).toBe(400);
  });
});

describe('the exam-area filter (spec 02 §9 exam areas)', () => {
  it('keeps the items of a national paper: their provinces include all the paper’s, shown as 全国', async () => {
    const qg3 = ['450000', '510000', '520000', '530000', '540000'];
    const rows = await allOf({ provinceCode: 'QG3' });
    expect(rows.length).toBeGreaterThan(0);
    rows.forEach((r) => expect(r.provinceCodes).toEqual(expect.arrayContaining(qg3)));
    rows.forEach((r) => expect(r.provinceName).toBe('全国'));
  });

  it('keeps the items of one province and names a short list by its provinces', async () => {
    await update(guids[0]!, { provinceCodes: ['110000', '310000'] });
    const rows = await allOf({ provinceCode: '110000', itemTypeGuid: 1 });
    rows.forEach((r) => expect(r.provinceCodes).toContain('110000'));
    expect(rows.find((r) => r.itemGuid === guids[0])?.provinceName).toBe('北京、上海');
    expect((await allOf({ provinceCode: '310000', itemTypeGuid: 1 })).map((r) => r.itemGuid)).toContain(guids[0]);
  });

  it('takes the area through UniversalInterface too', async () => {
    const res = await universal(t, teacher, 'GetPageItems', { period: 'C', subject: '数学', provinceCode: 'QG1' });
    expect(res.body.status).toBe(200);
    expect(res.body.data.total).toBe((await listItems(t, teacher, { provinceCode: 'QG1' })).total);
  });

  it('refuses an area that is not one, in Chinese', async () => {
    for (const provinceCode of ['QG4', '810000', '110100']) {
      const res = await call(t.app, teacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, provinceCode });
      expect([res.http, res.body.message]).toEqual([400, '考试地区不正确']);
    }
  });
});

describe('the date range filter', () => {
  it('keeps items that entered the bank on the chosen days, China time', async () => {
    await update(guids[0]!, { createdAt: new Date('2010-05-01T23:30:00+08:00') });
    await update(guids[1]!, { createdAt: new Date('2010-05-02T00:10:00+08:00') });
    const oneDay = await allOf({ startTime: '2010-05-01', endTime: '2010-05-01' });
    expect(oneDay.map((r) => r.itemGuid)).toEqual([guids[0]]);
    const twoDays = await allOf({ startTime: '2010-05-01', endTime: '2010-05-02' });
    expect(twoDays.map((r) => r.itemGuid).sort()).toEqual([guids[0], guids[1]].sort());
    expect((await allOf({ endTime: '2010-12-31' })).map((r) => r.itemGuid).sort()).toEqual([guids[0], guids[1]].sort());
  });

  it('refuses a start after the end and a day that does not exist', async () => {
    const reversed = await call(t.app, teacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, startTime: '2024-05-02', endTime: '2024-05-01' });
    expect([reversed.http, reversed.body.message]).toEqual([400, '开始日期不能晚于结束日期']);
    const impossible = await call(t.app, teacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, startTime: '2026-02-30' });
    expect([impossible.http, impossible.body.message]).toEqual([400, '日期不存在']);
  });
});

describe('只看未使用 (filterUsedItem)', () => {
  it('leaves out the items the school used and counts the rest, while another school still sees them all', async () => {
    const all = await listItems(t, teacher, { itemTypeGuid: 1, pageSize: 50 });
    const used = all.list.slice(0, 2).map((r) => r.itemGuid);
    const schoolId = await schoolIdOf(t.db, DEMO.teacherA);
    await t.db.insertInto('itemSchoolUses').values(used.map((itemGuid) => ({ schoolId, itemGuid, useCount: 1 }))).execute();

    const unused = await listItems(t, teacher, { itemTypeGuid: 1, filterUsedItem: true, pageSize: 50 });
    expect(unused.total).toBe(all.total - 2);
    expect(unused.list.map((r) => r.itemGuid)).not.toEqual(expect.arrayContaining([used[0]]));
    expect(unused.list.map((r) => r.itemGuid)).not.toEqual(expect.arrayContaining([used[1]]));
    const otherSchool = await loginAs(t.app, DEMO.teacherB);
    expect((await listItems(t, otherSchool, { itemTypeGuid: 1, filterUsedItem: true })).total).toBe(all.total);
  });
});
