import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createReportsFixture, type ReportsFixture } from './school-reports.fixture.js';

let t: TestApp;
let admin: string;
let f: ReportsFixture;
let parent: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  f = await createReportsFixture(t.db);
  // Both knowledge points of W1 under one parent, to see the roll-up.
  parent = randomUUID();
  await t.db.insertInto('knowledgePoints').values({ guid: parent, periodCode: 'C', km: '数学', parentGuid: null, name: '数与代数', sort: 9000 }).execute();
  await t.db.updateTable('knowledgePoints').set({ parentGuid: parent }).where('guid', 'in', [f.knowledge.k1, f.knowledge.k2]).execute();
});
afterAll(() => t.close());

const MARCH = { km: '数学', startDay: '2026-03-01', endDay: '2026-03-31' };
const tree = (body: object, cookie = admin) => call(t.app, cookie, 'POST', '/api/WorkReport/KnowledgePoint', body);
const detail = (body: object, cookie = admin) => call(t.app, cookie, 'POST', '/api/WorkReport/KnowledgePointDetail', body);

// W1 per question (2, 2, 2, 2, 2, 10 points): A701 [2,2,2,2,2,10] [2,2,2,0,2,8] [2,0,2,0,2,6] [2,2,2,2,0,–];
// A702 [2,2,2,2,2,0] [0,2,0,2,2,0]. 有理数的运算 is th 1, 2, 6 (14 points), 一元一次方程 th 3, 4, 5, 6 (16 points).
describe('POST /api/WorkReport/KnowledgePoint', () => {
  it('rates each knowledge point per class and rolls the figures up to the parent', async () => {
    const res = await tree({ ...MARCH, classCodes: ['A701', 'A702'] });
    expect(res.body.status).toBe(200);
    expect(res.body.data.classes).toEqual([{ classCode: 'A701', className: '七年级1班' }, { classCode: 'A702', className: '七年级2班' }]);
    const rows = res.body.data.points.map((p: { knowledgeName: string; questionCount: number; rate: number; classes: { rate: number }[] }) =>
      [p.knowledgeName, p.questionCount, p.rate, ...p.classes.map((c) => c.rate)]);
    expect(rows).toEqual([
      // Every question once (th 6 tests both points): A701 20 + 16 + 12 + 8 of 80, A702 10 + 6 of 40.
      ['数与代数', 6, 60, 70, 40],
      ['有理数的运算', 3, 52.38, 67.86, 21.43],
      ['一元一次方程', 4, 54.17, 65.63, 31.25],
    ]);
    expect(res.body.data.points[1].parentGuid).toBe(parent);
  });

  it('covers every class the user may see by default, and nothing outside the range or subject', async () => {
    const all = (await tree(MARCH)).body.data;
    expect(all.classes).toHaveLength(6);
    expect(all.points[0].rate).toBe(60);
    expect((await tree({ ...MARCH, gradeCode: 'A8' })).body.data.points).toEqual([]);
    expect((await tree({ ...MARCH, startDay: '2026-03-03' })).body.data.points).toEqual([]);
    expect((await tree({ ...MARCH, km: '语文' })).body.data.points).toEqual([]);
  });

  it('refuses another school\'s class, a class the teacher does not teach, and a bad range', async () => {
    expect((await tree({ ...MARCH, classCodes: ['A501'] })).body).toMatchObject({ status: 404, message: '所选班级不存在', data: null });
    expect((await tree({ ...MARCH, ruCode: 'RU20002' })).body.status).toBe(404);
    const zhou = await loginAs(t.app, DEMO.teacherOfTwo);
    const refused = await tree({ ...MARCH, classCodes: ['A701', 'A702'] }, zhou);
    expect(refused.http).toBe(403);
    expect(refused.body.message).toBe('您不是所选班级的任课老师');
    const own = (await tree(MARCH, zhou)).body.data;
    expect(own.classes.map((c: { classCode: string }) => c.classCode)).toEqual(['A701']);
    expect(own.points[0].rate).toBe(70);
    const bad = await tree({ ...MARCH, startDay: '2026-04-01' });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toContain('开始日期不能晚于结束日期');
  });
});

describe('POST /api/WorkReport/KnowledgePointDetail', () => {
  it('lists a point\'s questions and its students, weakest first', async () => {
    const res = await detail({ ...MARCH, classCodes: ['A701', 'A702'], knowledgeGuid: f.knowledge.k1 });
    expect(res.body.data.questions.map((q: { workName: string; th: number; rate: number; lostCount: number; submitCount: number }) =>
      [q.workName, q.th, q.rate, q.lostCount, q.submitCount])).toEqual([
      ['三月第一次作业', 1, 83.33, 1, 6],
      ['三月第一次作业', 2, 83.33, 1, 6],
      ['三月第一次作业', 6, 40, 5, 6],
    ]);
    const students = res.body.data.students;
    expect(students).toHaveLength(6);
    expect(students[0]).toMatchObject({ studentGuid: f.a702[1]!.guid, classCode: 'A702', questionCount: 3, got: 2, possible: 14, rate: 14.29 });
    expect(students[5]).toMatchObject({ studentGuid: f.a701[0]!.guid, rate: 100 });
  });

  it('takes the questions of the points under a parent, each once', async () => {
    const res = await detail({ ...MARCH, classCodes: ['A702'], knowledgeGuid: parent });
    expect(res.body.data.questions.map((q: { th: number }) => q.th)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.data.students.map((s: { got: number; possible: number }) => [s.got, s.possible])).toEqual([[6, 20], [10, 20]]);
  });

  it('refuses an unknown point and a class the teacher does not teach', async () => {
    expect((await detail({ ...MARCH, knowledgeGuid: randomUUID() })).body).toMatchObject({ status: 404, message: '知识点不存在' });
    const li = await loginAs(t.app, DEMO.teacherA);
    expect((await detail({ ...MARCH, classCodes: ['A701'], knowledgeGuid: f.knowledge.k1 }, li)).http).toBe(403);
  });
});
