import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createReportsFixture } from './school-reports.fixture.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  await createReportsFixture(t.db);
});
afterAll(() => t.close());

const board = (query: string, cookie = admin) => call(t.app, cookie, 'GET', `/api/LearningAnalysis/Board?startDay=2026-03-01&endDay=2026-03-31${query}`);

describe('GET /api/LearningAnalysis/Board', () => {
  it('sums each grade and each class by subject for the school administrator', async () => {
    const res = await board('');
    expect(res.body.status).toBe(200);
    expect(res.body.data.subjects).toEqual(['数学', '语文']);
    // 七年级: W1 to A701 and A702, W2 to A701 — 3 homework-classes, 92 + 45 expected, 6 + 2 submitted;
    // rates 1, .8, .6, .4, 1, .5 (A701) and .5, .3 (A702) → 5.1 ÷ 8 = 63.75 %.
    expect(res.body.data.grades).toEqual([
      { gradeCode: 'A7', gradeName: '七年级', workCount: 3, expectedCount: 137, submitCount: 8, submitRate: 5.84, avgRate: 63.75 },
      { gradeCode: 'A8', gradeName: '八年级', workCount: 1, expectedCount: 48, submitCount: 1, submitRate: 2.08, avgRate: 75 },
    ]);
    expect(res.body.data.classes.map((c: { className: string; all: { avgRate: number } }) => [c.className, c.all.avgRate])).toEqual([
      ['七年级1班', 71.67], ['七年级2班', 40], ['八年级1班', 75],
    ]);
    expect(res.body.data.classes[2].cells).toEqual([{ km: '语文', workCount: 1, expectedCount: 48, submitCount: 1, submitRate: 2.08, avgRate: 75 }]);
  });

  it('narrows to one grade', async () => {
    const res = await board('&gradeCode=A8');
    expect(res.body.data.grades.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A8']);
  });

  it('is for school administrators only, and another school gets an error envelope', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await board('', teacher)).body).toMatchObject({ status: 403, message: '数据看板仅供学校管理员查看' });
    const otherAdmin = await loginAs(t.app, DEMO.adminB);
    expect((await board('&ruCode=RU10001', otherAdmin)).body).toMatchObject({ status: 404, data: null });
    expect((await board('', otherAdmin)).body.data.grades.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A5']);
  });
});
