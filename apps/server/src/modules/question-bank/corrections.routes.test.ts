import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { insertSchoolItem, listItems, schoolIdOf, universal } from './question-bank.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let collectorA: string;
let teacherB: string;
let adminB: string;
/** Platform items of junior maths. */
let items: string[];
/** A platform item of another period or subject. */
let otherSubjectItem: string;
let schoolBItem: string;
const item = (i: number): string => items[i]!;

const report = (cookie: string, body: object) => call(t.app, cookie, 'POST', '/api/QuestionBank/Corrections/Save', body);
const list = (cookie: string, body: object = {}) => call(t.app, cookie, 'POST', '/api/QuestionBank/Corrections/List', body);
const dismiss = (cookie: string, body: object) => call(t.app, cookie, 'POST', '/api/QuestionBank/Corrections/Dismiss', body);
const fixed = (cookie: string, body: object) => call(t.app, cookie, 'POST', '/api/QuestionBank/Corrections/Fixed', body);
/** What the question editor's save does to an item: a new version. */
const bumpVersion = (guid: string, version: number) => t.db.updateTable('items').set({ version }).where('guid', '=', guid).execute();

async function reportedId(cookie: string, itemGuid: string, reason: string | number[] = '1'): Promise<number> {
  const res = await report(cookie, { itemGuid, itemVersion: 1, reason });
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data.id as number;
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [teacherA, adminA, collectorA, teacherB, adminB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.collector), loginAs(t.app, DEMO.teacherB),
    loginAs(t.app, DEMO.adminB),
  ]);
  items = (await listItems(t, teacherA, { pageSize: 20 })).list.map((r) => r.itemGuid);
  const other = await t.db.selectFrom('items').select('guid').where('schoolId', 'is', null).where('km', '<>', '数学')
    .orderBy('guid').limit(1).executeTakeFirstOrThrow();
  otherSubjectItem = other.guid;
  schoolBItem = await insertSchoolItem(t.db, await schoolIdOf(t.db, DEMO.teacherB), '学校B自编题：计算 $2+2$ 的值');
});
afterAll(async () => t.close());

describe('reporting a question (saveItemCorrection)', () => {
  it('stores the reasons and remark of a platform item and thanks the teacher', async () => {
    const res = await report(teacherA, { itemGuid: item(0), itemVersion: 1, reason: '1,3', remark: '  选项 C 的分母写错了  ' });
    expect(res.body).toMatchObject({ status: 200, message: '提交成功，感谢您的反馈！' });
    const row = await t.db.selectFrom('itemCorrections').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ itemGuid: item(0), itemVersion: 1, reasons: [1, 3], remark: '选项 C 的分母写错了', status: 0 });
    expect(row.schoolId).toBe(await schoolIdOf(t.db, DEMO.teacherA));
  });

  it('is served through the question-service family too, with reasons by name', async () => {
    const res = await universal(t, teacherA, '/Rock.OnLineService/ApiWorkService/SaveItemCorrection',
      { itemGuid: item(1), itemVersion: 1, reason: '答案有误,符号、公式、格式或图片问题' });
    expect(res.body.status, res.body.message).toBe(200);
    const row = await t.db.selectFrom('itemCorrections').select('reasons').where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.reasons).toEqual([2, 7]);
  });

  it('keeps one pending report per teacher and item: reporting again updates it', async () => {
    const first = await reportedId(teacherA, item(2), '1');
    const again = await report(teacherA, { itemGuid: item(2), itemVersion: 1, reason: [4, 5], remark: '知识点应为一元一次方程' });
    expect(again.body.data.id).toBe(first);
    const rows = await t.db.selectFrom('itemCorrections').select(['reasons', 'remark']).where('itemGuid', '=', item(2)).execute();
    expect(rows).toEqual([{ reasons: [4, 5], remark: '知识点应为一元一次方程' }]);
  });

  it('asks for a reason, refuses unknown reasons and remarks over 100 characters', async () => {
    const none = await report(teacherA, { itemGuid: item(3), itemVersion: 1, reason: '' });
    expect([none.http, none.body.status, none.body.message]).toEqual([400, 400, '请选择纠错原因']);
    expect((await report(teacherA, { itemGuid: item(3), itemVersion: 1 })).body.message).toBe('请选择纠错原因');
    expect((await report(teacherA, { itemGuid: item(3), itemVersion: 1, reason: '8' })).body.message).toBe('纠错原因不正确');
    const long = await report(teacherA, { itemGuid: item(3), itemVersion: 1, reason: '1', remark: '长'.repeat(101) });
    expect([long.body.status, long.body.message]).toEqual([400, '备注不能超过100个字符']);
    const viaFamily = await universal(t, teacherA, 'saveItemCorrection', { itemGuid: item(3), itemVersion: 1, reason: '' });
    expect(viaFamily.body).toMatchObject({ status: 400, message: '请选择纠错原因' });
  });

  it('answers 404 for another school\'s item and 400 for a version the item never had', async () => {
    const foreign = await report(teacherA, { itemGuid: schoolBItem, itemVersion: 1, reason: '1' });
    expect([foreign.http, foreign.body.message, foreign.body.data]).toEqual([404, '试题不存在', null]);
    expect((await report(teacherB, { itemGuid: schoolBItem, itemVersion: 1, reason: '1' })).body.status).toBe(200);
    const future = await report(teacherA, { itemGuid: item(3), itemVersion: 9, reason: '1' });
    expect([future.body.status, future.body.message]).toEqual([400, '试题版本不存在']);
  });
});

describe('the administrators\' list', () => {
  it('refuses teachers without an administrator role', async () => {
    for (const res of [await list(teacherA), await dismiss(teacherA, { id: 1 }), await fixed(teacherA, { id: 1, fixedVersion: 2 })]) {
      expect([res.http, res.body.status, res.body.message]).toEqual([403, 403, '无权限处理试题纠错，请联系学校管理员']);
    }
  });

  it('lists the school\'s reports newest first with the item, reason names, reporter and counts', async () => {
    const res = await list(adminA, { status: 0 });
    expect(res.body.status, res.body.message).toBe(200);
    const { list: rows, total, counts } = res.body.data;
    expect(total).toBe(3);
    expect(counts).toEqual({ pending: 3, fixed: 0, dismissed: 0 });
    expect(rows.map((r: { itemGuid: string }) => r.itemGuid)).toEqual([item(2), item(1), item(0)]);
    const first = rows[2];
    expect(first).toMatchObject({ reasons: [1, 3], reasonNames: ['题干有误', '解析有误'], remark: '选项 C 的分母写错了', reporterName: '李强',
      status: 0, statusName: '待处理', handlerName: null, fixedVersion: null, itemVersion: 1 });
    expect(first.item).toMatchObject({ itemGuid: item(0), version: 1, period: 'C', km: '数学', source: 100, sourceName: '七天题库' });
    expect(first.item.stem.length).toBeGreaterThan(0);
    expect(first.item.knowledgeNames.length).toBeGreaterThan(0);
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    // The collector of the school sees the same; another school's administrator sees only its own report.
    expect((await list(collectorA, { status: 0 })).body.data.total).toBe(3);
    const other = await list(adminB);
    expect(other.body.data.list.map((r: { itemGuid: string }) => r.itemGuid)).toEqual([schoolBItem]);
  });

  it('filters by period and subject and pages', async () => {
    await reportedId(teacherA, otherSubjectItem, '6');
    const subject = await t.db.selectFrom('items').select(['periodCode', 'km']).where('guid', '=', otherSubjectItem).executeTakeFirstOrThrow();
    const maths = await list(adminA, { period: 'C', km: '数学' });
    expect(maths.body.data.total).toBe(3);
    const other = await list(adminA, { period: subject.periodCode, km: subject.km });
    expect(other.body.data.list.map((r: { itemGuid: string }) => r.itemGuid)).toEqual([otherSubjectItem]);
    const page2 = await list(adminA, { pageIndex: 2, pageSize: 3 });
    expect([page2.body.data.total, page2.body.data.list.length]).toEqual([4, 1]);
    expect((await list(adminA, { status: 7 })).body).toMatchObject({ status: 400, message: '处理状态不正确' });
  });
});

describe('reviewing a report', () => {
  it('dismisses with a note; dismissing again changes nothing', async () => {
    const id = await reportedId(teacherA, item(5), '6');
    const res = await dismiss(adminA, { id, note: '难度标注无误' });
    expect(res.body).toMatchObject({ status: 200, message: '已忽略该纠错' });
    expect(res.body.data).toMatchObject({ id, status: 2, statusName: '已忽略', handlerName: '张敏', handledNote: '难度标注无误' });
    const handledAt = res.body.data.handledAt;
    const again = await dismiss(adminA, { id });
    expect(again.body.data).toMatchObject({ status: 2, handledNote: '难度标注无误', handledAt });
    expect((await list(adminA, { status: 2 })).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    // A new report of the same item is a new pending one.
    expect(await reportedId(teacherA, item(5), '6')).not.toBe(id);
  });

  it('marks fixed by a newer saved version, idempotently, and keeps a fixed report from being dismissed', async () => {
    const id = await reportedId(teacherA, item(6), '2');
    const same = await fixed(adminA, { id, fixedVersion: 1 });
    expect([same.body.status, same.body.message]).toEqual([400, '修正后的试题版本必须高于纠错时的版本']);
    const unsaved = await fixed(adminA, { id, fixedVersion: 2 });
    expect([unsaved.body.status, unsaved.body.message]).toEqual([400, '试题尚未保存该修正版本，请先保存试题']);

    await bumpVersion(item(6), 2);
    const res = await fixed(adminA, { id: String(id), fixedVersion: 2 });
    expect(res.body).toMatchObject({ status: 200, message: '已标记为已修正' });
    expect(res.body.data).toMatchObject({ status: 1, statusName: '已修正', fixedVersion: 2, handlerName: '张敏', itemVersion: 1 });
    expect(res.body.data.item.version).toBe(2);
    const again = await fixed(adminA, { id, fixedVersion: 2 });
    expect(again.body.data).toMatchObject({ status: 1, fixedVersion: 2, handledAt: res.body.data.handledAt });

    const refused = await dismiss(adminA, { id });
    expect([refused.http, refused.body.status, refused.body.message]).toEqual([409, 412, '该纠错已修正，不能忽略']);
    const counts = (await list(adminA)).body.data.counts;
    expect(counts.fixed).toBe(1);
  });

  it('lets the collector mark a dismissed report fixed after all', async () => {
    const id = await reportedId(teacherA, item(7), '3');
    await dismiss(adminA, { id });
    await bumpVersion(item(7), 3);
    const res = await fixed(collectorA, { id, fixedVersion: 3, note: '已补充解析' });
    expect(res.body.data).toMatchObject({ status: 1, fixedVersion: 3, handlerName: '陈刚', handledNote: '已补充解析' });
  });

  it('answers 404 for another school\'s report and for an unknown id', async () => {
    const id = await reportedId(teacherA, item(8), '1');
    for (const res of [await dismiss(adminB, { id }), await fixed(adminB, { id, fixedVersion: 2 }), await dismiss(adminA, { id: 999999 })]) {
      expect([res.http, res.body.status, res.body.message, res.body.data]).toEqual([404, 404, '纠错记录不存在', null]);
    }
    const note = await dismiss(adminA, { id, note: '说'.repeat(101) });
    expect(note.body).toMatchObject({ status: 400, message: '处理说明不能超过100个字符' });
  });
});
