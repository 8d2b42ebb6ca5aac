import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createScoredWork, type ScoredWork } from './reports.fixture.js';

let t: TestApp;
let admin: string;
let work: ScoredWork;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  work = await createScoredWork(t.db);
});
afterAll(() => t.close());

const summary = (query: string, cookie = admin) => call(t.app, cookie, 'GET', `/api/Mpaper/ScoreSummary?${query}`);

describe('GET /api/Mpaper/ScoreSummary', () => {
  it('gives each class its mean, highest, lowest, pass and excellent rates, and all classes together', async () => {
    const res = await summary(`ruCode=RU10001&workGuid=${work.guid}&classCode=`);
    expect(res.body.status).toBe(200);
    // 20 points: pass from 12, excellent from 18. A701 scored 20..11, A702 11, 8, 6, 4, 2.
    expect(res.body.data).toEqual({
      fullScore: 20,
      passLine: 12,
      excellentLine: 18,
      list: [
        { classCode: 'A701', className: '七年级1班', studentCount: 46, submitCount: 10, average: 15.5, highest: 20, lowest: 11, passRate: 90, excellentRate: 30 },
        { classCode: 'A702', className: '七年级2班', studentCount: 45, submitCount: 5, average: 6.2, highest: 11, lowest: 2, passRate: 0, excellentRate: 0 },
      ],
      all: { classCode: '', className: '全部班级', studentCount: 91, submitCount: 15, average: 12.4, highest: 20, lowest: 2, passRate: 60, excellentRate: 20 },
    });
  });

  it('narrows to one class, without a row of all', async () => {
    const res = await summary(`workGuid=${work.guid}&classCode=A702`);
    expect(res.body.data.list.map((c: { classCode: string }) => c.classCode)).toEqual(['A702']);
    expect(res.body.data.all).toBeNull();
  });

  it('answers 作业或考试不存在！ (status 100) for another school and for an unknown work', async () => {
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    expect((await summary(`workGuid=${work.guid}`, teacherB)).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect((await summary(`workGuid=${randomUUID()}`)).body).toMatchObject({ status: 100 });
  });

  it('refuses a teacher who neither made the work nor teaches its classes', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    const res = await summary(`workGuid=${work.guid}`, teacher);
    expect(res.http).toBe(403);
  });

  it('refuses a malformed work id in Chinese', async () => {
    const res = await summary('workGuid=abc');
    expect(res.http).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
