import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
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

// W1 per question (2, 2, 2, 2, 2, 10 points): A701 [2,2,2,2,2,10] [2,2,2,0,2,8] [2,0,2,0,2,6] [2,2,2,2,0,–];
// A702 [2,2,2,2,2,0] [0,2,0,2,2,0]. 有理数的运算 is th 1, 2, 6 (14 points), 一元一次方程 th 3, 4, 5, 6 (16 points).
describe('GET /api/WorkReport/List and GetGradeList', () => {
  it('lists the started homework the user may see, newest first, with classes and submissions', async () => {
    const res = await get('/api/WorkReport/List?ruCode=RU10001');
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list.map((w: { name: string }) => w.name)).toEqual(['四月作业', '三月第二次作业', '语文阅读', '三月第一次作业']);
    expect(res.body.data.list[3]).toMatchObject({
      workGuid: f.w1.guid, km: '数学', gradeName: '七年级', isExam: false, startTime: '2026-03-02 09:00', classNames: ['七年级1班', '七年级2班'], studentCount: 91, submitCount: 6,
    });
    expect((await get('/api/WorkReport/List?km=语文')).body.data.list.map((w: { name: string }) => w.name)).toEqual(['语文阅读']);
    expect((await get('/api/WorkReport/List?kind=2')).body.data.total).toBe(0);
  });

  it('shows a teacher only their own and their classes\' homework, and another school none of it', async () => {
    const li = await loginAs(t.app, DEMO.teacherA);
    expect((await get('/api/WorkReport/List', li)).body.data.list.map((w: { name: string }) => w.name)).toEqual(['语文阅读']);
    expect((await get('/api/WorkReport/GetGradeList', li)).body.data).toEqual([{ gradeCode: 'A8', gradeName: '八年级' }, { gradeCode: 'G1', gradeName: '高一' }]);
    const other = await loginAs(t.app, DEMO.teacherB);
    expect((await get('/api/WorkReport/List', other)).body.data.list.map((w: { name: string }) => w.name)).toEqual(['他校作业']);
    expect((await get('/api/WorkReport/List?ruCode=RU10001', other)).body).toMatchObject({ status: 404, data: null });
  });
});

describe('the analysis report of one homework', () => {
  it('heads the report with the homework, its creator and classes', async () => {
    const res = await get(`/api/WorkReport/GetAnalysisInfo?workGuid=${f.w1.guid}`);
    expect(res.body.data).toEqual({
      workGuid: f.w1.guid, name: '三月第一次作业', km: '数学', gradeName: '七年级', isExam: false, creatorName: '王丽',
      startTime: '2026-03-02 09:00', endTime: '2026-03-03 09:00', fullScore: 20, questionCount: 6,
      classes: [{ classCode: 'A701', className: '七年级1班' }, { classCode: 'A702', className: '七年级2班' }],
    });
  });

  it('compares the classes question by question', async () => {
    const { questions } = (await get(`/api/WorkReport/AnalysisReport?workGuid=${f.w1.guid}`)).body.data;
    const rates = (th: number) => {
      const q = questions.find((x: { th: number }) => x.th === th);
      return [q.all.rate, ...q.classes.map((c: { rate: number }) => c.rate)];
    };
    expect(rates(1)).toEqual([83.33, 100, 50]);
    expect(rates(4)).toEqual([66.67, 50, 100]);
    // The unmarked subjective answer counts 0: A701 24 of 40, A702 0 of 20.
    expect(rates(6)).toEqual([40, 60, 0]);
  });

  it('names the knowledge points and their questions', async () => {
    const res = await get(`/api/WorkReport/KnowledgeTitle?workGuid=${f.w1.guid}`);
    expect(res.body.data).toEqual([
      { knowledgeGuid: f.knowledge.k2, knowledgeName: '一元一次方程', ths: [3, 4, 5, 6], fullScore: 16 },
      { knowledgeGuid: f.knowledge.k1, knowledgeName: '有理数的运算', ths: [1, 2, 6], fullScore: 14 },
    ]);
  });

  it('gives each knowledge point its mean and rate per class', async () => {
    const res = await get(`/api/WorkReport/KnowledgeAvgScore?workGuid=${f.w1.guid}`);
    const [equation, rational] = res.body.data;
    // 一元一次方程: A701 16 + 12 + 10 + 4 = 42 of 64; A702 6 + 4 = 10 of 32.
    expect(equation.all).toEqual({ submitCount: 6, avgScore: 8.67, rate: 54.17, lostCount: 5 });
    expect(equation.classes).toEqual([
      { classCode: 'A701', submitCount: 4, avgScore: 10.5, rate: 65.63, lostCount: 3 },
      { classCode: 'A702', submitCount: 2, avgScore: 5, rate: 31.25, lostCount: 2 },
    ]);
    // 有理数的运算: A701 14 + 12 + 8 + 4 = 38 of 56; A702 4 + 2 = 6 of 28.
    expect(rational.all).toEqual({ submitCount: 6, avgScore: 7.33, rate: 52.38, lostCount: 5 });
    expect(rational.classes.map((c: { rate: number }) => c.rate)).toEqual([67.86, 21.43]);
  });

  it('splits well mastered from weak points, for all classes or one', async () => {
    const all = (await get(`/api/WorkReport/KnowledgeWell?workGuid=${f.w1.guid}`)).body.data;
    expect(all.well).toEqual([]);
    expect(all.weak.map((k: { knowledgeName: string; rate: number }) => [k.knowledgeName, k.rate])).toEqual([['有理数的运算', 52.38], ['一元一次方程', 54.17]]);
    const a701 = (await get(`/api/WorkReport/KnowledgeWell?workGuid=${f.w1.guid}&classCode=A701`)).body.data;
    expect(a701.well.map((k: { rate: number }) => k.rate)).toEqual([67.86, 65.63]);
  });

  it('ranks the knowledge points most lost', async () => {
    const res = await call(t.app, admin, 'POST', '/api/WorkReport/KnowledgeHot', { workGuid: f.w1.guid, classCode: 'A702', top: 1 });
    expect(res.body.data).toEqual([{ knowledgeGuid: f.knowledge.k1, knowledgeName: '有理数的运算', ths: [1, 2, 6], rate: 21.43, lostCount: 2, submitCount: 2 }]);
  });

  it('lets the creator in as a teacher, refuses a colleague who teaches none of its classes, and hides it from another school', async () => {
    const wang = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await get(`/api/WorkReport/KnowledgeTitle?workGuid=${f.w1.guid}`, wang)).body.status).toBe(200);
    const li = await loginAs(t.app, DEMO.teacherA);
    expect((await get(`/api/WorkReport/AnalysisReport?workGuid=${f.w1.guid}`, li)).http).toBe(403);
    const other = await loginAs(t.app, DEMO.teacherB);
    for (const path of ['GetAnalysisInfo', 'AnalysisReport', 'KnowledgeTitle', 'KnowledgeAvgScore', 'KnowledgeWell']) {
      expect((await get(`/api/WorkReport/${path}?workGuid=${f.w1.guid}`, other)).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    }
    expect((await call(t.app, other, 'POST', '/api/WorkReport/KnowledgeHot', { workGuid: f.w1.guid })).body.status).toBe(100);
  });

  it('refuses a class that is not the homework\'s', async () => {
    const res = await get(`/api/WorkReport/KnowledgeAvgScore?workGuid=${f.w1.guid}&classCode=A801`);
    expect(res.body).toMatchObject({ status: 404, message: '所选班级不属于该作业' });
  });
});
