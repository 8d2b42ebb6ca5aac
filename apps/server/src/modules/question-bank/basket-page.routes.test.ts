import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageAddMessages as M } from '@zuoyeben/shared';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { bankItemsRepository } from './bank-items.repository.js';
import { insertSchoolItem, listItems, SCOPE, schoolIdOf } from './question-bank.fixture.js';

let t: TestApp;
let teacher: string;
/** Junior-maths platform items, one senior-maths and one junior-physics item. */
let page: string[];
let senior: string;
let physics: string;

const entry = (itemGuid: string) => ({ itemGuid, itemVersion: 1, itemTypeGuid: 1 });
const addPage = (guids: string[]) => call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/AddBatch', { ...SCOPE, itemData: guids.map(entry) });
const basketTotal = async () => (await call(t.app, teacher, 'GET', '/api/QuestionBank/Basket?period=C&km=数学')).body.data.total as number;
const clear = () => call(t.app, teacher, 'POST', '/api/QuestionBank/Basket/Clear', SCOPE);

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  teacher = await loginAs(t.app, DEMO.teacherA);
  page = (await listItems(t, teacher)).list.map((r) => r.itemGuid);
  senior = (await listItems(t, teacher, { period: 'G' })).list[0]!.itemGuid;
  physics = (await listItems(t, teacher, { km: '物理' })).list[0]!.itemGuid;
});
afterAll(async () => t.close());

describe('adding a whole page to the basket (spec 02 §5)', () => {
  it('adds the page in one call with 操作成功！, then skips what is already in', async () => {
    await clear();
    const first = await addPage(page.slice(0, 4));
    expect([first.body.status, first.body.message]).toEqual([200, M.done]);
    expect(first.body.data).toMatchObject({ added: 4, skipped: 0 });
    const again = await addPage([...page.slice(2, 6), page[5]!]);
    expect(again.body.data).toMatchObject({ added: 2, skipped: 3 });
    expect(await basketTotal()).toBe(6);
  });

  it('leaves out items of another period, and refuses a page with none of the basket’s period', async () => {
    await clear();
    const mixed = await addPage([page[0]!, senior]);
    expect(mixed.body.data).toMatchObject({ added: 1, skipped: 1 });
    const none = await addPage([senior]);
    expect([none.http, none.body.message]).toEqual([400, '当页面无当前学段试题，无法批量添加!']);
  });

  it('refuses a page holding another subject of the period and adds nothing', async () => {
    await clear();
    const res = await addPage([page[0]!, physics]);
    expect([res.http, res.body.message]).toEqual([400, '当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目']);
    expect(await basketTotal()).toBe(0);
  });

  it('refuses a page where a formula does not render, or an item has no answer', async () => {
    const schoolId = await schoolIdOf(t.db, DEMO.teacherA);
    const broken = await insertSchoolItem(t.db, schoolId, '计算 $\\frac{1}{$ 的值');
    const unknownCommand = await insertSchoolItem(t.db, schoolId, '计算 $\\notacommand{x}$ 的值');
    for (const guid of [broken, unknownCommand]) {
      const res = await addPage([page[0]!, guid]);
      expect([res.http, res.body.message]).toEqual([400, '试题异常无法加入试题篮，请纠错！']);
    }
    const noAnswer = await insertSchoolItem(t.db, schoolId, '没有答案的题');
    await t.db.updateTable('items').set({ answer: JSON.stringify([]) }).where('guid', '=', noAnswer).execute();
    const res = await addPage([page[0]!, noAnswer]);
    expect([res.http, res.body.message]).toEqual([400, '试卷中存在答案缺失，请补充答案，否则将无法使用试题~']);
  });

  it('answers 暂无试题 for an empty page and 404 for another school’s item', async () => {
    expect((await addPage([])).body.message).toBe('暂无试题');
    const otherSchool = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherB), '学校B的题');
    const res = await addPage([page[0]!, otherSchool]);
    expect(res.http).toBe(404);
  });

  it('reads the page with one query, however many items it holds', async () => {
    await clear();
    const one = vi.spyOn(bankItemsRepository, 'findVisible');
    const many = vi.spyOn(bankItemsRepository, 'findVisibleMany');
    await addPage(page);
    expect([one.mock.calls.length, many.mock.calls.length]).toEqual([0, 1]);
    vi.restoreAllMocks();
  });
});
