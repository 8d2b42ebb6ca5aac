import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { universal } from './question-bank.fixture.js';

let t: TestApp;
let owner: string;
let colleague: string;
let otherSchool: string;
const SCOPE = { period: 'C', km: '数学' };

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [owner, colleague, otherSchool] = await Promise.all([
    loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB),
  ]);
});
afterAll(async () => t.close());

const mine = async (cookie: string, filters: object = {}) => {
  const res = await call(t.app, cookie, 'POST', '/api/QuestionBank/Papers/Mine', { ...SCOPE, ...filters });
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as { list: { name: string; entry: string; entryName: string; itemCount: number; [k: string]: unknown }[]; total: number; url: string };
};

describe('我的试卷 (POST /api/QuestionBank/Papers/Mine)', () => {
  it("lists the teacher's own papers, newest first, with how each came to be and its item count", async () => {
    const page = await mine(owner);
    expect(page.list.map((p) => [p.name, p.entryName])).toEqual([
      ['七年级 一元一次方程 分层作业（备课）', '备课'],
      ['七年级 几何图形初步 单元检测', '上传'],
    ]);
    expect(page.list.every((p) => p.itemCount > 0 && p.isCollection === false)).toBe(true);
  });

  it('filters by 备课 / 上传 and by year, and pages', async () => {
    expect((await mine(owner, { entry: 'upload' })).list.map((p) => p.entry)).toEqual(['upload']);
    expect((await mine(owner, { entry: 'prepare' })).list.map((p) => p.entry)).toEqual(['prepare']);
    expect((await mine(owner, { year: 2020 })).total).toBe(0);
    expect((await mine(owner, { pageSize: 10, pageIndex: 2 })).list).toEqual([]);
    const bad = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/Mine', { ...SCOPE, entry: 'borrowed' });
    expect(bad.body).toMatchObject({ status: 400, message: '试卷来源不正确' });
  });

  it("never shows a colleague's or another school's teacher anyone else's papers", async () => {
    expect((await mine(colleague)).total).toBe(0);
    expect((await mine(otherSchool)).total).toBe(0);
  });

  it('filters by part of the name (spec 01 §7 name), literally', async () => {
    expect((await mine(owner, { name: '几何' })).list.map((p) => p.name)).toEqual(['七年级 几何图形初步 单元检测']);
    expect((await mine(owner, { name: '分层作业' })).total).toBe(1);
    expect((await mine(owner, { name: '%' })).total).toBe(0);
    expect((await mine(owner, { name: '' })).total).toBe(2);
  });

  it("filters by the days the paper was made, times 'from,to' in China time, either side open", async () => {
    const [newest, older] = (await mine(owner)).list;
    await t.db.updateTable('papers').set({ createdAt: new Date('2026-03-01T16:30:00Z') }).where('guid', '=', older!.paperGuid as string).execute();
    await t.db.updateTable('papers').set({ createdAt: new Date('2026-10-09T23:00:00+08:00') }).where('guid', '=', newest!.paperGuid as string).execute();
    // 2026-03-01 16:30 UTC is 3 March 00:30 in China.
    expect((await mine(owner, { times: '2026-03-02,2026-03-02' })).total).toBe(1);
    expect((await mine(owner, { times: '2026-03-01,2026-03-01' })).total).toBe(0);
    expect((await mine(owner, { times: '2026-10-09,2026-10-09' })).list.map((p) => p.paperGuid)).toEqual([newest!.paperGuid]);
    expect((await mine(owner, { times: '2026-03-02 00:00:00,2026-10-09 23:59:59' })).total).toBe(2);
    expect((await mine(owner, { times: '2026-04-01,' })).total).toBe(1);
    expect((await mine(owner, { times: ',2026-04-01' })).total).toBe(1);
    expect((await mine(owner, { times: '2026-04-01,', name: '几何' })).total).toBe(0);
    for (const [times, message] of [['2026-10-01,2026-09-01', '开始日期不能晚于结束日期'], ['2026-13-01,', '时间范围应为“YYYY-MM-DD,YYYY-MM-DD”（开始日期与结束日期以英文逗号分隔）'], ['2026-01-01', '时间范围应为“YYYY-MM-DD,YYYY-MM-DD”（开始日期与结束日期以英文逗号分隔）']]) {
      const res = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/Mine', { ...SCOPE, times });
      expect(res.body).toMatchObject({ status: 400, message });
    }
  });

  it('answers data.url, the bank page that lists all of 我的试卷', async () => {
    expect((await mine(owner)).url).toBe('/jobManager/job-edit-tiku?sourceType=4');
    expect((await mine(colleague)).url).toBe('/jobManager/job-edit-tiku?sourceType=4');
  });

  it('answers through the question-service interface too', async () => {
    const res = await universal(t, owner, '/Rock.OnLineService/ApiWorkService/GetMyPapers', SCOPE);
    expect(res.body.data.total).toBe(2);
    const named = await universal(t, owner, 'getMyPapers', { period: 'C', subject: '数学', name: '几何', times: '2020-01-01,2099-12-31' });
    expect(named.body.data).toMatchObject({ total: 1, url: '/jobManager/job-edit-tiku?sourceType=4' });
  });
});
