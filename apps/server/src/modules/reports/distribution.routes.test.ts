import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScoreDistributionMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { createScoredWork, insertSubmission, SUBMITTED_AT, type ScoredWork } from './reports.fixture.js';

let t: TestApp;
let admin: string;
let work: ScoredWork;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  work = await createScoredWork(t.db);
});
afterAll(() => t.close());

const get = (path: string, cookie = admin) => call(t.app, cookie, 'GET', path);
const distribution = (query: string, cookie = admin) =>
  get(`/api/Mpaper/ScoreDistribution?ruCode=RU10001&workGuid=${work.guid}&${query}`, cookie);

describe('GET /api/Mpaper/GetMaxMinScore', () => {
  it('answers the full marks and 0, which the form resets to', async () => {
    const res = await get(`/api/Mpaper/GetMaxMinScore?ruCode=RU10001&workGuid=${work.guid}&classCode=A701`);
    expect(res.body).toMatchObject({ status: 200, data: { maxScore: 20, minScore: 0 } });
  });
});

describe('GET /api/Mpaper/ScoreDistribution', () => {
  it('draws one series per class: percentages of the submitted students and head counts per band', async () => {
    const res = await distribution('classCode=&maxScore=20&minScore=0&stepSize=5');
    expect(res.body.data).toEqual({
      XData: ['0-5', '5-10', '10-15', '15-20'],
      // A701: 11–14 in 10-15, 15–20 in 15-20 (closed); A702: 11 | 8, 6 | 4, 2.
      YData: [
        { classCode: 'A701', className: '七年级1班', data: [0, 0, 40, 60] },
        { classCode: 'A702', className: '七年级2班', data: [40, 40, 20, 0] },
      ],
      num: [
        { classCode: 'A701', className: '七年级1班', data: [0, 0, 4, 6] },
        { classCode: 'A702', className: '七年级2班', data: [2, 2, 1, 0] },
      ],
      maxScore: 20,
      minScore: 0,
      stepSize: 5,
    });
  });

  it('draws a single class, with a last band cut at the highest score', async () => {
    const res = await distribution('classCode=A702&maxScore=9&minScore=2&stepSize=3');
    expect(res.body.data).toMatchObject({
      XData: ['2-5', '5-8', '8-9'],
      num: [{ classCode: 'A702', data: [2, 1, 1] }],
      YData: [{ classCode: 'A702', data: [40, 20, 20] }],
    });
  });

  it.each([
    ['maxScore=20&minScore=0&stepSize=0', M.stepRequired],
    ['maxScore=20&minScore=0', M.stepRequired],
    ['maxScore=20&minScore=0&stepSize=abc', M.notNumber],
    ['maxScore=20&minScore=0&stepSize=-5', M.stepPositive],
    ['maxScore=0&minScore=0&stepSize=5', M.maxRequired],
    ['maxScore=-2&minScore=0&stepSize=5', M.maxPositive],
    ['maxScore=10&minScore=12&stepSize=5', M.maxBelowMin],
    ['maxScore=20&minScore=&stepSize=5', M.minRequired],
    ['maxScore=20&minScore=-1&stepSize=5', M.minNonNegative],
    ['maxScore=20&minScore=1.5&stepSize=5', M.notNumber],
    ['maxScore=1000&minScore=0&stepSize=1', M.tooManyBands],
  ])('refuses %s with 400 %s', async (query, message) => {
    const res = await distribution(query);
    expect(res.http).toBe(400);
    expect(res.body).toEqual({ status: 400, message, data: null });
  });
});

describe('who may see a work’s reports', () => {
  const paths = (guid: string) => [
    `/api/WorkInfo/GetClassesOfWork?workInfoGuid=${guid}`,
    `/api/Mpaper/ScoreEntity?workGuid=${guid}`,
    `/api/Mpaper/GetMaxMinScore?workGuid=${guid}`,
    `/api/Mpaper/ScoreDistribution?workGuid=${guid}&maxScore=20&minScore=0&stepSize=5`,
    `/api/MPaper/ImportScore?workGuid=${guid}`,
  ];

  it('answers status 100 with HTTP 404 for another school’s work and for a missing one, on every endpoint', async () => {
    const adminB = await loginAs(t.app, DEMO.adminB);
    for (const [cookie, guid] of [[adminB, work.guid], [admin, randomUUID()]] as const) {
      for (const path of paths(guid)) {
        const res = await get(path, cookie);
        expect([path, res.http, res.body]).toEqual([path, 404, { status: 100, message: '作业或考试不存在！', data: null }]);
      }
    }
  });

  it('answers 100 when ruCode names another school', async () => {
    const res = await get(`/api/WorkInfo/GetClassesOfWork?ruCode=RU20002&workInfoGuid=${work.guid}`);
    expect(res.body.status).toBe(100);
  });

  it('lets the creating teacher in, and refuses a teacher of none of its classes', async () => {
    const creator = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await get(paths(work.guid)[1]!, creator)).body.data.total).toBe(91);
    const other = await loginAs(t.app, DEMO.teacherA);
    for (const path of paths(work.guid)) {
      expect((await get(path, other)).body.status).toBe(403);
    }
  });

  it('shows a teacher who did not create the work only the classes of it they teach', async () => {
    // 13800000002 teaches A801 but not A701.
    const mixed = await createWork(t.db, { classCodes: ['A701', 'A801'] });
    const [a801] = await studentsOf(t.db, mixed.classGuids[1]!);
    await insertSubmission(t.db, mixed, a801!.guid, { status: 1, score: 5, duration: 60, submittedAt: SUBMITTED_AT });
    const teacher = await loginAs(t.app, DEMO.teacherA);
    const classes = await get(`/api/WorkInfo/GetClassesOfWork?workInfoGuid=${mixed.guid}`, teacher);
    expect(classes.body.data).toEqual([{ ClassCode: 'A801', ClassName: '八年级1班' }]);
    const report = await get(`/api/Mpaper/ScoreEntity?workGuid=${mixed.guid}&pageSize=1`, teacher);
    expect(report.body.data.total).toBe(48);
    expect(report.body.data.list[0]).toMatchObject({ className: '八年级1班', level: 'A' });
    const refused = await get(`/api/Mpaper/ScoreEntity?workGuid=${mixed.guid}&classCode=A701`, teacher);
    expect(refused.body).toMatchObject({ status: 404, message: '所选班级不属于该作业' });
  });
});
