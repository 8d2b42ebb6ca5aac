import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { readWorkbook, sheetRows } from '../../../test/helpers/xlsx.js';
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

const MARCH = { startDay: '2026-03-01', endDay: '2026-03-31' };
const list = (body: object, cookie = admin) => call(t.app, cookie, 'POST', '/api/WorkInfo/WorkStatisticsList', body);

describe('POST /api/WorkInfo/WorkStatisticsList', () => {
  it('gives each teacher, class and subject the homework, submission, marking and mean score of the range', async () => {
    const res = await list(MARCH);
    expect(res.body.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    // 王丽 A701 数学: W1 (20 points) 20, 16, 12, 8 (8 unmarked), W2 (10 points) 10, 5 — 6 of 2 × 46 expected.
    // Mean 71 ÷ 6 = 11.83; rates 1, .8, .6, .4, 1, .5 → 4.3 ÷ 6 = 71.67%.
    expect(res.body.data.list).toEqual([
      { teacherId: expect.any(Number), teacherName: '王丽', gradeCode: 'A7', classCode: 'A701', className: '七年级1班', km: '数学',
        workCount: 2, offlineCount: 0, expectedCount: 92, submitCount: 6, submitRate: 6.52, markedCount: 5, markRate: 83.33, avgScore: 11.83, avgRate: 71.67 },
      { teacherId: expect.any(Number), teacherName: '王丽', gradeCode: 'A7', classCode: 'A702', className: '七年级2班', km: '数学',
        workCount: 1, offlineCount: 0, expectedCount: 45, submitCount: 2, submitRate: 4.44, markedCount: 2, markRate: 100, avgScore: 8, avgRate: 40 },
      { teacherId: expect.any(Number), teacherName: '李强', gradeCode: 'A8', classCode: 'A801', className: '八年级1班', km: '语文',
        workCount: 1, offlineCount: 0, expectedCount: 48, submitCount: 1, submitRate: 2.08, markedCount: 1, markRate: 100, avgScore: 15, avgRate: 75 },
    ]);
  });

  it('takes April\'s homework only in April, and pages the rows', async () => {
    const april = await list({ startDay: '2026-04-01', endDay: '2026-04-30' });
    expect(april.body.data.list).toMatchObject([{ classCode: 'A701', workCount: 1, submitCount: 1, avgScore: 1, avgRate: 5 }]);
    const page2 = await list({ ...MARCH, pageIndex: 2, pageSize: 2 });
    expect(page2.body.data).toMatchObject({ total: 3, list: [{ classCode: 'A801' }] });
  });

  it('narrows by subject, grade and class', async () => {
    expect((await list({ ...MARCH, km: '语文' })).body.data.list.map((r: { classCode: string }) => r.classCode)).toEqual(['A801']);
    expect((await list({ ...MARCH, gradeCode: 'A7' })).body.data.total).toBe(2);
    expect((await list({ ...MARCH, classCode: 'A702' })).body.data.list).toMatchObject([{ classCode: 'A702', workCount: 1 }]);
  });

  it('shows a teacher only the classes they teach and the homework they made', async () => {
    const li = await loginAs(t.app, DEMO.teacherA);
    expect((await list(MARCH, li)).body.data.list.map((r: { classCode: string }) => r.classCode)).toEqual(['A801']);
    const wang = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await list(MARCH, wang)).body.data.list.map((r: { classCode: string }) => r.classCode)).toEqual(['A701', 'A702']);
  });

  it('gives another school\'s teacher nothing of this school, and an error envelope when they name it', async () => {
    const other = await loginAs(t.app, DEMO.teacherB);
    const own = await list(MARCH, other);
    expect(own.body.data.list).toMatchObject([{ className: '五年级1班', submitCount: 1, avgScore: 3 }]);
    const named = await list({ ...MARCH, ruCode: 'RU10001' }, other);
    expect(named.http).toBe(404);
    expect(named.body).toMatchObject({ status: 404, data: null });
  });

  it('refuses a start after the end, and a malformed day, in Chinese', async () => {
    const reversed = await list({ startDay: '2026-03-31', endDay: '2026-03-01' });
    expect(reversed.body).toMatchObject({ status: 400, message: expect.stringContaining('开始日期不能晚于结束日期') });
    const bad = await list({ startDay: '2026/03/01', endDay: '2026-03-31' });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('GET /api/WorkInfo/GetCommentList', () => {
  it('lists the homework behind one row with its counts and mean', async () => {
    const rows = (await list(MARCH)).body.data.list;
    const wangId = rows[0].teacherId;
    const res = await call(t.app, admin, 'GET', `/api/WorkInfo/GetCommentList?startDay=2026-03-01&endDay=2026-03-31&teacherId=${wangId}&classCode=A701&km=数学`);
    expect(res.body.data).toEqual([
      { workGuid: f.w2.guid, name: '三月第二次作业', startTime: '2026-03-05 09:00', endTime: '2026-03-06 09:00', fullScore: 10, studentCount: 46, submitCount: 2, markedCount: 2, avgScore: 7.5, offline: false },
      { workGuid: f.w1.guid, name: '三月第一次作业', startTime: '2026-03-02 09:00', endTime: '2026-03-03 09:00', fullScore: 20, studentCount: 46, submitCount: 4, markedCount: 3, avgScore: 14, offline: false },
    ]);
    const li = await loginAs(t.app, DEMO.teacherA);
    const hidden = await call(t.app, li, 'GET', `/api/WorkInfo/GetCommentList?startDay=2026-03-01&endDay=2026-03-31&teacherId=${wangId}&classCode=A701&km=数学`);
    expect(hidden.body.data).toEqual([]);
  });
});

describe('GET /api/WorkInfo/GetWorkCalcQueryData', () => {
  it('offers an administrator every class, the subjects and the teachers who made homework', async () => {
    const res = await call(t.app, admin, 'GET', '/api/WorkInfo/GetWorkCalcQueryData?ruCode=RU10001');
    expect(res.body.data.subjects).toEqual(['数学', '语文']);
    expect(res.body.data.teachers.map((x: { teacherName: string }) => x.teacherName).sort()).toEqual(['李强', '王丽']);
    expect(res.body.data.classes).toHaveLength(6);
    expect(res.body.data.grades.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A7', 'A8', 'G1']);
  });

  it('offers a teacher their own classes and only themself', async () => {
    const li = await loginAs(t.app, DEMO.teacherA);
    const res = await call(t.app, li, 'GET', '/api/WorkInfo/GetWorkCalcQueryData');
    expect(res.body.data.classes.map((c: { classCode: string }) => c.classCode)).toEqual(['A801', 'A802', 'G101']);
    expect(res.body.data.teachers).toEqual([{ teacherId: expect.any(Number), teacherName: '李强' }]);
  });
});

describe('POST /api/WorkInfo/ExportWorkStatistics', () => {
  it('answers a workbook url whose rows are the table\'s', async () => {
    const res = await call(t.app, admin, 'POST', '/api/WorkInfo/ExportWorkStatistics', MARCH);
    expect(res.body).toMatchObject({ status: 200, data: { url: expect.any(String), fileName: '作业统计-2026-03-01至2026-03-31.xlsx' } });
    const file = await t.app.inject({ method: 'GET', url: res.body.data.url, headers: { cookie: admin } });
    const rows = sheetRows((await readWorkbook(file.rawPayload)).worksheets[0]!);
    expect(rows[0]).toEqual(['教师', '班级', '科目', '作业数', '应交人次', '提交人次', '提交率', '批改完成', '批改完成率', '平均分', '平均得分率']);
    expect(rows[1]).toEqual(['王丽', '七年级1班', '数学', '2', '92', '6', '6.52%', '5', '83.33%', '11.83', '71.67%']);
    expect(rows).toHaveLength(4);
  });
});

describe('POST /api/WorkInfo/ExportWorkStatistics of more rows than an export answers at once', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp({ exportInlineMaxRows: 2 });
    await createReportsFixture(big.db);
  });
  afterAll(() => big.close());

  it('runs as a task of the task centre whose workbook downloads when done', async () => {
    const cookie = await loginAs(big.app, DEMO.adminA);
    const res = await call(big.app, cookie, 'POST', '/api/WorkInfo/ExportWorkStatistics', MARCH);
    expect(res.body).toMatchObject({ status: 201, data: { name: '作业统计-2026-03-01至2026-03-31', type: 2 } });
    await big.app.jobs.drain();
    const task = (await call(big.app, cookie, 'GET', '/api/Job/List')).body.data.list.find((x: { key: string }) => x.key === res.body.data.key);
    expect(task).toMatchObject({ state: 'done' });
    const file = await big.app.inject({ method: 'GET', url: task.download, headers: { cookie } });
    expect((await readWorkbook(file.rawPayload)).worksheets[0]!.rowCount).toBe(4);
  });
});
