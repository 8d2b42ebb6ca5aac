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
  return res.body.data as { list: { name: string; entry: string; entryName: string; itemCount: number; [k: string]: unknown }[]; total: number };
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

  it('answers through the question-service interface too', async () => {
    const res = await universal(t, owner, '/Rock.OnLineService/ApiWorkService/GetMyPapers', SCOPE);
    expect(res.body.data.total).toBe(2);
  });
});
