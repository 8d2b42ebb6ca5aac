import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { studentsOf } from '../../../test/helpers/homework-factory.js';
import { createReportsFixture, type ReportsFixture } from './school-reports.fixture.js';

let t: TestApp;
let admin: string;
let f: ReportsFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  f = await createReportsFixture(t.db);
});
afterAll(() => t.close());

const get = (path: string, cookie = admin) => call(t.app, cookie, 'GET', path);
const look = (q: Record<string, string>, cookie = admin) => get(`/api/WorkReport/StudentLook?${new URLSearchParams(q).toString()}`, cookie);
const march = { km: '数学', startDay: '2026-03-01', endDay: '2026-03-31' };

// A701 in W1 (20 points, per question 2, 2, 2, 2, 2, 10): 20, 16 [2,2,2,0,2,8], 12, 8 (th 6 unmarked); in W2 (10 points,
// totals only): 10 and 5. The second student of A701 is the one looked at.
describe('GET /api/WorkReport/StudentLook', () => {
  it('lists the class\'s works of the range newest first with the student\'s score, the class mean and the rank', async () => {
    const res = await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, ...march });
    expect(res.body.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ stuGuid: f.a701[1]!.guid, studentName: f.a701[1]!.name, classCode: 'A701', className: '七年级1班', km: '数学' });
    expect(d.works).toEqual([
      {
        workGuid: f.w2.guid, name: '三月第二次作业', isExam: false, day: '2026-03-05', fullScore: 10, isSubmitted: true,
        score: 5, rate: 50, classSubmitCount: 2, classAvgScore: 7.5, classAvgRate: 75, rank: 2,
      },
      {
        workGuid: f.w1.guid, name: '三月第一次作业', isExam: false, day: '2026-03-02', fullScore: 20, isSubmitted: true,
        score: 16, rate: 80, classSubmitCount: 4, classAvgScore: 14, classAvgRate: 70, rank: 2,
      },
    ]);
  });

  it('marks a work the student did not submit, without score or rank', async () => {
    const d = (await look({ classCode: 'A701', stuGuid: f.a701[2]!.guid, ...march })).body.data;
    expect(d.works[0]).toMatchObject({ workGuid: f.w2.guid, isSubmitted: false, score: null, rate: null, rank: null, classAvgScore: 7.5 });
    expect(d.works[1]).toMatchObject({ workGuid: f.w1.guid, score: 12, rank: 3 });
  });

  it('rates each knowledge point for the student beside the class, weakest first', async () => {
    const d = (await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, ...march })).body.data;
    // 有理数的运算 (th 1, 2, 6; 14 points): the student 12; the class 14 + 12 + 8 + 4 = 38 of 56.
    // 一元一次方程 (th 3, 4, 5, 6; 16 points): the student 12; the class 16 + 12 + 10 + 4 = 42 of 64.
    expect(d.knowledge).toEqual([
      { knowledgeGuid: f.knowledge.k2, knowledgeName: '一元一次方程', got: 12, possible: 16, rate: 75, classRate: 65.63, workCount: 1 },
      { knowledgeGuid: f.knowledge.k1, knowledgeName: '有理数的运算', got: 12, possible: 14, rate: 85.71, classRate: 67.86, workCount: 1 },
    ]);
  });

  it('lists the questions where points were lost, with their knowledge points, skipping unmarked answers and totals-only works', async () => {
    const d = (await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, ...march })).body.data;
    expect(d.wrongQuestions).toEqual([
      { workGuid: f.w1.guid, workName: '三月第一次作业', day: '2026-03-02', th: 4, score: 0, fullScore: 2, knowledgeNames: ['一元一次方程'] },
      { workGuid: f.w1.guid, workName: '三月第一次作业', day: '2026-03-02', th: 6, score: 8, fullScore: 10, knowledgeNames: ['有理数的运算', '一元一次方程'] },
    ]);
    const fourth = (await look({ classCode: 'A701', stuGuid: f.a701[3]!.guid, ...march })).body.data;
    expect(fourth.wrongQuestions.map((w: { th: number }) => w.th)).toEqual([5]);
  });

  it('takes every work when no range is given', async () => {
    const d = (await look({ classCode: 'A701', stuGuid: f.a701[0]!.guid, km: '数学' })).body.data;
    expect(d.works.map((w: { name: string }) => w.name)).toEqual(['四月作业', '三月第二次作业', '三月第一次作业']);
  });

  it('lists the students of a class the user may see', async () => {
    const res = await get('/api/WorkReport/StudentLookStudents?classCode=A701');
    expect(res.body.data).toHaveLength(f.a701.length);
    expect(res.body.data).toContainEqual({ stuGuid: f.a701[1]!.guid, name: f.a701[1]!.name });
  });

  it('refuses a class the teacher does not teach, in Chinese', async () => {
    const li = await loginAs(t.app, DEMO.teacherA);
    const res = await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, ...march }, li);
    expect(res.http).toBe(403);
    expect(res.body).toMatchObject({ status: 403, message: '您不是该班级的任课老师', data: null });
    expect((await get('/api/WorkReport/StudentLookStudents?classCode=A701', li)).http).toBe(403);
    const own = await look({ classCode: 'A801', stuGuid: f.a801[0]!.guid, km: '语文' }, li);
    expect(own.body.data.works).toMatchObject([{ name: '语文阅读', score: 15, rank: 1 }]);
  });

  it('does not find another school\'s student, another class\'s student or another school\'s class', async () => {
    const [otherStudent] = await studentsOf(t.db, f.other.classGuids[0]!);
    expect((await look({ classCode: 'A701', stuGuid: otherStudent!.guid, ...march })).body).toMatchObject({ status: 404, message: '该学生不在所选班级' });
    expect((await look({ classCode: 'A701', stuGuid: f.a702[0]!.guid, ...march })).body).toMatchObject({ status: 404, message: '该学生不在所选班级' });
    // School B has an A701 of its own: its administrator sees that class, never school A's student in it.
    const otherAdmin = await loginAs(t.app, DEMO.adminB);
    expect((await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, ...march }, otherAdmin)).body).toMatchObject({ status: 404, message: '该学生不在所选班级', data: null });
    expect((await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, km: '数学', ruCode: 'RU10001' }, otherAdmin)).body).toMatchObject({ status: 404, data: null });
    expect((await look({ classCode: 'Z999', stuGuid: f.a701[1]!.guid, km: '数学' })).body).toMatchObject({ status: 404, message: '班级不存在' });
  });

  it('answers bad input with a Chinese message', async () => {
    const res = await look({ classCode: 'A701', stuGuid: 'x', km: '数学' });
    expect(res.http).toBe(400);
    expect(res.body.message).toContain('请选择学生');
    expect((await look({ classCode: 'A701', stuGuid: f.a701[1]!.guid, km: '数学', startDay: '2026-03-31', endDay: '2026-03-01' })).body.message).toContain('开始日期不能晚于结束日期');
  });
});
