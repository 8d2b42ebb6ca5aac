import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_WORK_COLUMNS, OfflineWorkMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { buildWorkbook, multipartFile, readWorkbook, sheetRows } from '../../../test/helpers/xlsx.js';
import { createReportsFixture } from './school-reports.fixture.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  await createReportsFixture(t.db);
});
afterAll(() => t.close());

const MARCH = { startDay: '2026-03-01', endDay: '2026-03-31' };

async function upload(cookie: string, rows: (string | number | null)[][], header: readonly string[] = OFFLINE_WORK_COLUMNS, fileName = '线下作业.xlsx') {
  const { payload, headers } = multipartFile(await buildWorkbook(rows, header), fileName);
  const res = await t.app.inject({ method: 'POST', url: '/api/WorkInfo/UploadWorkStatistics', headers: { ...headers, cookie }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
}
const statistics = async (cookie = admin) => (await call(t.app, cookie, 'POST', '/api/WorkInfo/WorkStatisticsList', MARCH)).body.data.list as any[];
const rowOf = (rows: any[], classCode: string) => rows.find((r) => r.classCode === classCode);

describe('POST /api/WorkInfo/UploadWorkStatistics (线下作业)', () => {
  it('counts uploaded paper homework in 作业统计 beside the online homework, and lists it as 线下 in the row\'s detail', async () => {
    const before = rowOf(await statistics(), 'A701');
    const res = await upload(admin, [['王丽', '七年级1班', '数学', '练习册第12页', '2026-03-10', 46, 40, 40, 8, 10]]);
    expect(res.body).toEqual({ status: 200, message: 'success', data: { imported: 1, errors: [] } });
    const after = rowOf(await statistics(), 'A701');
    // Before: 2 online homework, 6 of 92 submitted, score sum 71, rate sum 4.3. The paper homework adds 1, 40 of 46, 320, 32.
    expect(after).toMatchObject({
      workCount: before.workCount + 1, offlineCount: 1, expectedCount: 138, submitCount: 46, markedCount: 45,
      avgScore: Number(((71 + 320) / 46).toFixed(2)), avgRate: Number((((4.3 + 32) / 46) * 100).toFixed(2)),
    });
    const detail = await call(t.app, admin, 'GET', `/api/WorkInfo/GetCommentList?startDay=2026-03-01&endDay=2026-03-31&teacherId=${after.teacherId}&classCode=A701&km=数学`);
    expect(detail.body.data[0]).toMatchObject({ name: '练习册第12页', startTime: '2026-03-10 00:00', submitCount: 40, studentCount: 46, avgScore: 8, offline: true });
  });

  it('replaces the figures when the same homework is uploaded again, so a corrected file never counts twice', async () => {
    await upload(admin, [['王丽', '七年级2班', '数学', '周末卷', '2026/3/14', 45, 30, 30, 6, 10]]);
    const first = rowOf(await statistics(), 'A702');
    await upload(admin, [['王丽', '七年级2班', '数学', '周末卷', '2026-03-14', 45, 44, 44, 6, 10]]);
    const second = rowOf(await statistics(), 'A702');
    expect(second.workCount).toBe(first.workCount);
    expect(second.submitCount - first.submitCount).toBe(14);
  });

  it('refuses the whole file when one row is wrong, names the row, and writes nothing', async () => {
    const before = await statistics();
    const res = await upload(admin, [
      ['王丽', '七年级1班', '数学', '练习一', '2026-03-20', 46, 40, 40, 8, 10],
      ['王丽', '七年级1班', '数学', '练习二', '2026-03-21', 46, 47, 40, 8, 10],
    ]);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: M.failed(1), data: { imported: 0, errors: [{ row: 3, reason: M.submitOverExpected }] } });
    expect(await statistics()).toEqual(before);
  });

  it('lets a teacher upload only their own homework, for classes they teach', async () => {
    const li = await loginAs(t.app, DEMO.teacherA);
    const others = await upload(li, [['王丽', '八年级1班', '数学', '练习', '2026-03-20', 46, 40, 40, 8, 10]]);
    expect(others.body.data.errors).toEqual([{ row: 2, reason: M.notOwnWork }]);
    const notTaught = await upload(li, [['李强', '七年级1班', '语文', '练习', '2026-03-20', 46, 40, 40, 8, 10]]);
    expect(notTaught.body.data.errors).toEqual([{ row: 2, reason: M.classMissing }]);
    const own = await upload(li, [['李强', '八年级1班', '语文', '古诗默写', '2026-03-20', 48, 48, 48, 9, 10]]);
    expect(own.body.data.imported).toBe(1);
    expect(rowOf(await statistics(li), 'A801')).toMatchObject({ workCount: 2, offlineCount: 1 });
  });

  it('never shows one school\'s paper homework to another school', async () => {
    const other = await loginAs(t.app, DEMO.teacherB);
    const rows = await statistics(other);
    expect(rows.every((r) => r.offlineCount === 0)).toBe(true);
    expect(rows.map((r) => r.className)).not.toContain('七年级1班');
  });

  it('refuses a wrong header, an empty sheet and a file that is not a workbook in Chinese', async () => {
    const header = await upload(admin, [['王丽']], ['姓名']);
    expect(header.body).toMatchObject({ status: 400, message: M.header });
    const empty = await upload(admin, []);
    expect(empty.body).toMatchObject({ status: 400, message: M.empty });
    const { payload, headers } = multipartFile(Buffer.from('not a workbook'), '线下作业.xlsx');
    const text = await t.app.inject({ method: 'POST', url: '/api/WorkInfo/UploadWorkStatistics', headers: { ...headers, cookie: admin }, payload });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('.xlsx');
  });
});

describe('GET /api/WorkInfo/WorkStatisticsTemplate', () => {
  it('gives the columns, an example row and the rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/WorkInfo/WorkStatisticsTemplate', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    expect(sheetRows(workbook.worksheets[0]!)[0]).toEqual([...OFFLINE_WORK_COLUMNS]);
    expect(sheetRows(workbook.worksheets[1]!).join('\n')).toContain('不会重复计数');
  });
});
