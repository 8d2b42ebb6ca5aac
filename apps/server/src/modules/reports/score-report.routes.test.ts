import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SUBMITTED_TIME, SCORE_REPORT_COLUMNS, scoreRowCells, type TScoreEntity, type TScoreRow } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { readWorkbook } from '../../../test/helpers/xlsx.js';
import { A701_SCORES, createScoredWork, type ScoredWork } from './reports.fixture.js';

let t: TestApp;
let admin: string;
let work: ScoredWork;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  work = await createScoredWork(t.db);
});
afterAll(() => t.close());

async function scores(query: Record<string, string | number> = {}, cookie = admin) {
  const qs = new URLSearchParams({ workGuid: work.guid, pageIndex: '1', pageSize: '200', ...query } as Record<string, string>);
  return call(t.app, cookie, 'GET', `/api/Mpaper/ScoreEntity?${qs}`);
}
const rowsOf = (body: { data: TScoreEntity }) => body.data.list;
const byName = (rows: TScoreRow[], guid: string) => rows.find((r) => r.stuGuid === guid)!;

describe('GET /api/WorkInfo/GetClassesOfWork', () => {
  it('lists the classes of the work by class code, in class order', async () => {
    const res = await call(t.app, admin, 'GET', `/api/WorkInfo/GetClassesOfWork?ruCode=RU10001&workInfoGuid=${work.guid}`);
    expect(res.body.data).toEqual([
      { ClassCode: 'A701', ClassName: '七年级1班' },
      { ClassCode: 'A702', ClassName: '七年级2班' },
    ]);
  });
});

describe('GET /api/Mpaper/ScoreEntity', () => {
  it('lists every student of the work, with totals, mean time and levels among the submitted', async () => {
    const { body } = await scores();
    expect(body.data.total).toBe(91);
    expect(rowsOf(body)).toHaveLength(91);
    // Durations 100..190 in A701 and 300..304 in A702.
    expect(body.data.avgDuration).toBe(Math.round((1450 + 1510) / 15));
    const rows = rowsOf(body);
    // 15 scored: A to rank 3, B to 8, C to 12, D to 15. The tie at 11 shares rank 10 (C); 8 is then rank 12 (C).
    const levelOf = (guid: string) => byName(rows, guid).level;
    expect(work.a701.slice(0, 10).map((s) => levelOf(s.guid))).toEqual(['A', 'A', 'A', 'B', 'B', 'B', 'B', 'B', 'C', 'C']);
    expect(work.a702.slice(0, 5).map((s) => levelOf(s.guid))).toEqual(['C', 'C', 'D', 'D', 'D']);
  });

  it('shows statuses, overdue reasons and China-time submission times', async () => {
    const rows = rowsOf((await scores()).body);
    const late = byName(rows, work.a701[0]!.guid);
    expect(late).toMatchObject({ score: 20, showScore: '20', desc: '逾期提交-逾期2小时', status: 2, duration: 100, className: '七年级1班', showType: 0 });
    expect(byName(rows, work.a701[1]!.guid).desc).toBe('已提交（缺答题卡）');
    expect(byName(rows, work.a701[2]!.guid)).toMatchObject({ desc: '已提交', subTime: '2026-03-01 10:03:04' });
  });

  it('gives a student who has not submitted score 0, no level and the year-0001 time', async () => {
    const rows = rowsOf((await scores()).body);
    expect(byName(rows, work.a701[20]!.guid)).toMatchObject({
      name: work.a701[20]!.name,
      buddies: work.a701[20]!.buddies,
      score: 0,
      showScore: '-',
      level: '-',
      duration: 0,
      status: 0,
      desc: '未提交',
      subTime: NOT_SUBMITTED_TIME,
    });
  });

  it('orders by class then student number by default, and pages', async () => {
    const all = [...work.a701, ...work.a702].map((s) => s.guid);
    expect(rowsOf((await scores()).body).map((r) => r.stuGuid)).toEqual(all);
    const page2 = await scores({ pageIndex: 2, pageSize: 10 });
    expect(rowsOf(page2.body).map((r) => r.stuGuid)).toEqual(all.slice(10, 20));
    expect(page2.body.data.total).toBe(91);
  });

  it('sorts by score and by time both ways, with students who have not submitted last', async () => {
    const top = rowsOf((await scores({ orderType: 2, pageSize: 3 })).body);
    expect(top.map((r) => r.score)).toEqual([20, 19, 18]);
    const lowest = rowsOf((await scores({ orderType: 1 })).body);
    expect(lowest.slice(0, 4).map((r) => r.score)).toEqual([2, 4, 6, 8]);
    expect(lowest.slice(15).every((r) => r.status === 0)).toBe(true);
    const fastest = rowsOf((await scores({ orderType: 3, pageSize: 2 })).body);
    expect(fastest.map((r) => r.duration)).toEqual([100, 110]);
    const slowest = rowsOf((await scores({ orderType: 4 })).body);
    expect(slowest.slice(0, 2).map((r) => r.duration)).toEqual([304, 303]);
    expect(slowest.at(-1)!.status).toBe(0);
  });

  it('narrows to one class without changing anyone’s level', async () => {
    const { body } = await scores({ classCode: 'A702' });
    expect(body.data.total).toBe(45);
    expect(body.data.avgDuration).toBe(302);
    expect(rowsOf(body).slice(0, 5).map((r) => r.level)).toEqual(['C', 'C', 'D', 'D', 'D']);
  });

  it('shows the level as the score when the work shows grades', async () => {
    await t.db.updateTable('works').set({ showType: 1 }).where('guid', '=', work.guid).execute();
    const rows = rowsOf((await scores({ orderType: 2, pageSize: 2 })).body);
    expect(rows.map((r) => [r.showScore, r.score, r.showType])).toEqual([['A', 20, 1], ['A', 19, 1]]);
    await t.db.updateTable('works').set({ showType: 0 }).where('guid', '=', work.guid).execute();
  });

  it('refuses bad parameters in Chinese', async () => {
    expect((await scores({ orderType: 9 })).body).toMatchObject({ status: 400, message: '排序方式不正确' });
    expect((await scores({ pageSize: 0 })).http).toBe(400);
    const bad = await call(t.app, admin, 'GET', '/api/Mpaper/ScoreEntity?workGuid=abc');
    expect(bad.body).toMatchObject({ status: 400, message: '作业格式不正确' });
    expect((await scores({ classCode: 'A801' })).body).toMatchObject({ status: 404, message: '所选班级不属于该作业' });
  });
});

describe('GET /api/MPaper/ImportScore', () => {
  /** The export's answer, then the file downloaded from its data.url as the browser would. */
  async function exportScore(query: string, cookie = admin) {
    const res = await call(t.app, cookie, 'GET', `/api/MPaper/ImportScore?workGuid=${work.guid}${query}`);
    const file = res.body.data?.url ? await t.app.inject({ method: 'GET', url: res.body.data.url, headers: { cookie } }) : null;
    return { ...res, file };
  }

  it('answers data.url (spec 03 §7.1), from which a workbook whose cells equal the report rows downloads', async () => {
    const { body, file } = await exportScore('');
    expect(body).toMatchObject({ status: 200, data: { fileName: '成绩单-测试作业.xlsx', url: expect.stringMatching(/^\/api\/YJReport\/LoadFile\?fileKey=/) } });
    expect(file!.statusCode).toBe(200);
    const disposition = file!.headers['content-disposition'] as string;
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('成绩单-测试作业.xlsx');
    const sheet = (await readWorkbook(file!.rawPayload)).worksheets[0]!;
    const cells = (r: number) => SCORE_REPORT_COLUMNS.map((_, c) => sheet.getRow(r).getCell(c + 1).text);
    expect(cells(1)).toEqual([...SCORE_REPORT_COLUMNS]);
    const rows = rowsOf((await scores()).body);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, i) => expect(cells(i + 2)).toEqual(scoreRowCells(row)));
    expect(cells(2)[3]).toBe(String(A701_SCORES[0]));
  });

  it('exports one class', async () => {
    const { file } = await exportScore('&classCode=A702');
    expect((await readWorkbook(file!.rawPayload)).worksheets[0]!.rowCount).toBe(46);
  });

  it('the file is the exporter\'s: another administrator of the school cannot load it by its url', async () => {
    const { body } = await exportScore('');
    const other = await loginAs(t.app, DEMO.collector);
    expect((await call(t.app, other, 'GET', body.data.url)).body).toMatchObject({ status: 404 });
  });
});

describe('GET /api/MPaper/ImportScore of more students than an export answers at once', () => {
  let big: TestApp;
  let bigAdmin: string;
  let bigWork: ScoredWork;
  beforeAll(async () => {
    big = await createTestApp({ exportInlineMaxRows: 50 });
    bigAdmin = await loginAs(big.app, DEMO.adminA);
    bigWork = await createScoredWork(big.db);
  });
  afterAll(() => big.close());

  it('runs as a task of the task centre (status 201), whose workbook downloads when it is done', async () => {
    const res = await call(big.app, bigAdmin, 'GET', `/api/MPaper/ImportScore?workGuid=${bigWork.guid}`);
    expect(res.body).toMatchObject({ status: 201, message: '操作成功，请在任务队列中查看！', data: { name: '成绩单-测试作业', type: 2 } });
    const one = (await call(big.app, bigAdmin, 'GET', `/api/MPaper/ImportScore?workGuid=${bigWork.guid}&classCode=A702`)).body;
    expect(one).toMatchObject({ status: 200, data: { url: expect.any(String) } });

    await big.app.jobs.drain();
    const task = (await call(big.app, bigAdmin, 'GET', '/api/Job/List')).body.data.list.find((x: { key: string }) => x.key === res.body.data.key);
    expect(task).toMatchObject({ state: 'done', name: '成绩单-测试作业', fileName: '成绩单-测试作业.xlsx' });
    const file = await big.app.inject({ method: 'GET', url: task.download, headers: { cookie: bigAdmin } });
    expect((await readWorkbook(file.rawPayload)).worksheets[0]!.rowCount).toBe(92);
  });
});
