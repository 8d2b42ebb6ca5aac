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

const dashboard = (query: string, cookie = admin) => call(t.app, cookie, 'GET', `/api/LearningAnalysis/Dashboard?km=数学&${query}`);

describe('GET /api/LearningAnalysis/Dashboard', () => {
  it('follows a class\'s submission and mean rate homework by homework over the range', async () => {
    const res = await dashboard('classCode=A701&startDay=2026-03-01&endDay=2026-04-30');
    expect(res.body.status).toBe(200);
    // A701 has 46 students. W1 (20 points): 20, 16, 12, 8; W2 (10 points): 10, 5; W4 (20 points): 1.
    expect(res.body.data.trend).toEqual([
      { workGuid: f.w1.guid, name: '三月第一次作业', day: '2026-03-02', fullScore: 20, studentCount: 46, submitCount: 4, submitRate: 8.7, avgScore: 14, avgRate: 70 },
      { workGuid: f.w2.guid, name: '三月第二次作业', day: '2026-03-05', fullScore: 10, studentCount: 46, submitCount: 2, submitRate: 4.35, avgScore: 7.5, avgRate: 75 },
      { workGuid: f.w4.guid, name: '四月作业', day: '2026-04-10', fullScore: 20, studentCount: 46, submitCount: 1, submitRate: 2.17, avgScore: 1, avgRate: 5 },
    ]);
    // 7 of 138 submissions; the mean of 70, 75 and 5.
    expect(res.body.data).toMatchObject({ className: '七年级1班', gradeCode: 'A7', submitRate: 5.07, avgRate: 50, weakKnowledge: [] });
  });

  it('lists the class\'s knowledge points below 60 %, weakest first', async () => {
    const res = await dashboard('classCode=A702&startDay=2026-03-01&endDay=2026-03-31');
    // A702 on W1: 有理数的运算 6 of 28 points, 一元一次方程 10 of 32.
    expect(res.body.data.weakKnowledge).toEqual([
      { knowledgeGuid: f.knowledge.k1, knowledgeName: '有理数的运算', rate: 21.43, workCount: 1 },
      { knowledgeGuid: f.knowledge.k2, knowledgeName: '一元一次方程', rate: 31.25, workCount: 1 },
    ]);
  });

  it('shows a teacher only the classes they teach, and another school an error envelope', async () => {
    const li = await loginAs(t.app, DEMO.teacherA);
    expect((await dashboard('classCode=A701&startDay=2026-03-01&endDay=2026-03-31', li)).http).toBe(403);
    const wang = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await dashboard('classCode=A702&startDay=2026-03-01&endDay=2026-03-31', wang)).body.data.trend).toHaveLength(1);
    const other = await loginAs(t.app, DEMO.teacherB);
    expect((await dashboard('ruCode=RU10001&classCode=A701&startDay=2026-03-01&endDay=2026-03-31', other)).body).toMatchObject({ status: 404, data: null });
    expect((await dashboard('classCode=X999&startDay=2026-03-01&endDay=2026-03-31')).body).toMatchObject({ status: 404, message: '班级不存在' });
  });

  it('asks for a class in Chinese', async () => {
    const res = await dashboard('classCode=&startDay=2026-03-01&endDay=2026-03-31');
    expect(res.body).toMatchObject({ status: 400, message: expect.stringContaining('请选择班级') });
  });
});
