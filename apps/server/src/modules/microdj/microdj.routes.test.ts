import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork } from '../../../test/helpers/homework-factory.js';
import { createReportsFixture, insertScore, type ReportsFixture } from '../school-reports/school-reports.fixture.js';

let t: TestApp;
let admin: string;
let f: ReportsFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  f = await createReportsFixture(t.db);
});
afterAll(() => t.close());

const overview = (classCode: string, cookie = admin, km = '数学') =>
  call(t.app, cookie, 'GET', `/api/Microdj/Overview?classCode=${encodeURIComponent(classCode)}&km=${encodeURIComponent(km)}`);

// Hand-checked from the fixture (W1, th 1–6 worth 2, 2, 2, 2, 2, 10; 有理数的运算 th 1, 2, 6 = 14 points,
// 一元一次方程 th 3, 4, 5, 6 = 16 points; W2 has no bank items, so no knowledge):
// A702 [2,2,2,2,2,0] [0,2,0,2,2,0] → 有理数的运算 (4 + 2) / 28 = 0.2143, 一元一次方程 (6 + 4) / 32 = 0.3125.
// A701 [2,2,2,2,2,10] [2,2,2,0,2,8] [2,0,2,0,2,6] [2,2,2,2,0,–] → 有理数的运算 38 / 56 = 0.6786 (students 14, 12, 8, 4
// of 14: the last two below 60 %), 一元一次方程 42 / 64 = 0.6563 (16, 12, 10, 4 of 16: only the last below 60 %).
describe('GET /api/Microdj/Overview', () => {
  it('lists the weakest knowledge points of the class, weakest first, with every student below 60 % on each', async () => {
    const res = await overview('A702');
    expect(res.body.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ classCode: 'A702', km: '数学', period: 'C' });
    expect(data.works.map((w: { name: string }) => w.name)).toEqual(['三月第一次作业']);
    expect(data.points.map((p: { knowledgeName: string; rate: number; weak: boolean }) => [p.knowledgeName, p.rate, p.weak]))
      .toEqual([['有理数的运算', 0.2143, true], ['一元一次方程', 0.3125, true]]);
    expect(data.points[0]).toMatchObject({ workCount: 1, questionCount: 3 });
    expect(data.points[0].students.map((s: { rate: number }) => s.rate)).toEqual([0.1429, 0.2857]);
  });

  it('keeps points at or above 60 % listed but not weak, and names only the students below 60 % on them', async () => {
    const data = (await overview('A701')).body.data;
    expect(data.works.map((w: { name: string }) => w.name)).toEqual(['四月作业', '三月第二次作业', '三月第一次作业']);
    expect(data.points.map((p: { knowledgeName: string; rate: number; weak: boolean }) => [p.knowledgeName, p.rate, p.weak]))
      .toEqual([['一元一次方程', 0.6563, false], ['有理数的运算', 0.6786, false]]);
    const [equations, arithmetic] = data.points;
    expect(equations.students.map((s: { guid: string; studentGuid: string; rate: number }) => [s.studentGuid, s.rate])).toEqual([[f.a701[3]!.guid, 0.25]]);
    expect(arithmetic.students.map((s: { studentGuid: string; rate: number }) => [s.studentGuid, s.rate]))
      .toEqual([[f.a701[3]!.guid, 0.2857], [f.a701[2]!.guid, 0.5714]]);
  });

  it('shows a practice sent in the last 30 days with its submissions and the weak points it tests', async () => {
    const now = Date.now();
    const practice = await createWork(t.db, { name: '有理数练习', classCodes: ['A702'], start: new Date(now - 86_400_000), end: new Date(now + 86_400_000) });
    // The practice's first question is W1's first bank item (有理数的运算).
    const first = await t.db.selectFrom('workQuestions').select('itemGuid').where('workGuid', '=', f.w1.guid).where('th', '=', 1).executeTakeFirstOrThrow();
    await t.db.updateTable('workQuestions').set({ itemGuid: first.itemGuid, itemVersion: 1 }).where('workGuid', '=', practice.guid).where('th', '=', 1).execute();
    await insertScore(t.db, practice, f.a702[0]!.guid, 5);
    const data = (await overview('A702')).body.data;
    expect(data.practices).toHaveLength(1);
    expect(data.practices[0]).toMatchObject({ name: '有理数练习', ended: false, submitCount: 1, studentCount: data.studentCount, knowledgeNames: ['有理数的运算'] });
    expect(data.points.find((p: { knowledgeName: string }) => p.knowledgeName === '有理数的运算').practicedBy).toEqual(['有理数练习']);
    expect(data.points.find((p: { knowledgeName: string }) => p.knowledgeName === '一元一次方程').practicedBy).toEqual([]);
    // Still open, it is not yet counted among the homework the points are read from.
    expect(data.works.map((w: { name: string }) => w.name)).toEqual(['三月第一次作业']);
  });

  it('lists an ended recent homework among the practices, but not as practice on the points its answers are counted for', async () => {
    const now = Date.now();
    const ended = await createWork(t.db, { name: '上周的有理数作业', classCodes: ['A701'], start: new Date(now - 2 * 86_400_000), end: new Date(now - 86_400_000) });
    const first = await t.db.selectFrom('workQuestions').select('itemGuid').where('workGuid', '=', f.w1.guid).where('th', '=', 1).executeTakeFirstOrThrow();
    await t.db.updateTable('workQuestions').set({ itemGuid: first.itemGuid, itemVersion: 1 }).where('workGuid', '=', ended.guid).where('th', '=', 1).execute();
    await insertScore(t.db, ended, f.a701[0]!.guid, 0, { perQuestion: [0] });
    const data = (await overview('A701')).body.data;
    expect(data.works[0].name).toBe('上周的有理数作业');
    expect(data.practices[0]).toMatchObject({ name: '上周的有理数作业', ended: true, submitCount: 1, knowledgeNames: ['有理数的运算'] });
    expect(data.points.find((p: { knowledgeName: string }) => p.knowledgeName === '有理数的运算').practicedBy).toEqual([]);
  });

  it('answers a subject without ended homework with empty lists', async () => {
    const data = (await overview('A702', admin, '物理')).body.data;
    expect(data).toMatchObject({ works: [], points: [], practices: [] });
  });

  it('refuses a missing class or subject with a Chinese message', async () => {
    expect((await call(t.app, admin, 'GET', '/api/Microdj/Overview?km=数学')).body).toMatchObject({ status: 400, message: expect.stringMatching(/班级/) });
    expect((await overview('NOPE')).body).toMatchObject({ status: 404, message: '所选班级不存在' });
  });

  it("refuses a teacher a class they do not teach, and another school's administrator every homework of this school", async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await overview('A702', teacher)).body).toMatchObject({ status: 403, message: '您不是所选班级的任课老师' });
    // A class code names a class within the session's school only: school B's administrator never reads school A's homework.
    const otherSchool = await loginAs(t.app, DEMO.adminB);
    const res = await overview('A702', otherSchool);
    expect(JSON.stringify(res.body)).not.toContain('三月第一次作业');
    expect(JSON.stringify(res.body)).not.toContain('有理数的运算');
  });
});
