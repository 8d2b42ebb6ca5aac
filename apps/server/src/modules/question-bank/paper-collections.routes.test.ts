import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import type { Db } from '../../db/database.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { SCOPE, universal } from './question-bank.fixture.js';

let t: TestApp;
let teacherA: string;
let otherTeacherA: string;
let adminA: string;
let teacherB: string;
let practiceA: string;
let myPaperA: string;
let paperB: string;

const MIDTERM = stableGuid('paper:paper-math-7a-midterm');
const UNIT_8B = stableGuid('paper:paper-math-8b-unit');

async function userOf(db: Db, phone: string) {
  return db.selectFrom('users').innerJoin('memberships', 'memberships.userId', 'users.id')
    .select(['users.id as userId', 'memberships.schoolId']).where('users.phone', '=', phone).executeTakeFirstOrThrow();
}

/** A school-owned paper (daily practice 2 or a teacher's own 4) holding the platform midterm's first three items. */
async function insertSchoolPaper(db: Db, phone: string, source: 2 | 4, name: string): Promise<string> {
  const { userId, schoolId } = await userOf(db, phone);
  const guid = randomUUID();
  await db.insertInto('papers').values({ guid, name, periodCode: 'C', km: '数学', gradeCode: 'A7', source, schoolId, creatorUserId: userId,
    year: 2025, totalScore: 9, difficulty: null }).execute();
  const items = await db.selectFrom('paperItems').selectAll().where('paperGuid', '=', MIDTERM).orderBy('sort').limit(3).execute();
  await db.insertInto('paperItems').values(items.map((i) => ({ ...i, paperGuid: guid, multSetting: i.multSetting == null ? null : JSON.stringify(i.multSetting) }))).execute();
  return guid;
}

const post = (cookie: string, path: string, body: object) => call(t.app, cookie, 'POST', `/api/QuestionBank/Papers/${path}`, body);
async function collected(cookie: string, filters: object = {}) {
  const res = await post(cookie, 'Collections', { ...SCOPE, ...filters });
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as { list: { paperGuid: string; [k: string]: any }[]; total: number };
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [teacherA, otherTeacherA, adminA, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherB)]);
  practiceA = await insertSchoolPaper(t.db, DEMO.twoRoleTeacher, 2, '七年级数学周末日常练习');
  myPaperA = await insertSchoolPaper(t.db, DEMO.teacherA, 4, '李强的有理数小测');
  paperB = await insertSchoolPaper(t.db, DEMO.teacherB, 2, '学校B日常练习');
});
afterAll(async () => t.close());

describe('collecting papers', () => {
  it('collects a platform paper with 收藏试卷成功！ and lists it with its card facts', async () => {
    const res = await post(teacherA, 'Collect', { paperGuid: MIDTERM });
    expect(res.body).toMatchObject({ status: 200, message: '收藏试卷成功！' });
    const page = await collected(teacherA);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      paperGuid: MIDTERM, name: '人教版七年级数学上册期中检测卷', gradeCode: 'A7', gradeName: '七年级', km: '数学', source: 100,
      sourceName: '七天题库', isCollection: true, isShareStatus: 0, isNew: true, canShare: true, canCancelShare: false, canDelete: false,
    });
    expect(page.list[0]!.itemCount).toBeGreaterThan(10);
    expect(page.list[0]!.recommendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('collects twice without a second row and keeps each teacher apart', async () => {
    await post(teacherA, 'Collect', { paperGuid: UNIT_8B });
    await post(teacherA, 'Collect', { paperGuid: UNIT_8B });
    expect((await collected(teacherA)).total).toBe(2);
    expect((await collected(otherTeacherA)).total).toBe(0);
  });

  it('filters by grade, year and search, and pages by the allowed sizes', async () => {
    expect((await collected(teacherA, { gradeCode: 'A8' })).list.map((p) => p.paperGuid)).toEqual([UNIT_8B]);
    expect((await collected(teacherA, { year: 2025 })).total).toBe(2);
    expect((await collected(teacherA, { year: 2021 })).total).toBe(0);
    expect((await collected(teacherA, { keyword: '勾股' })).list.map((p) => p.paperGuid)).toEqual([UNIT_8B]);
    expect((await collected(teacherA, { km: '语文' })).total).toBe(0);
    const paged = await collected(teacherA, { pageSize: 10, pageIndex: 2 });
    expect(paged).toEqual({ list: [], total: 2 });
  });

  it('refuses a year before 2020 and a page size outside 10–50 in Chinese', async () => {
    const year = await post(teacherA, 'Collections', { ...SCOPE, year: 2019 });
    expect(year.http).toBe(400);
    const size = await post(teacherA, 'Collections', { ...SCOPE, pageSize: 5 });
    expect(size.http).toBe(400);
    expect(size.body.message).toContain('每页条数只能是10、20、30、40、50');
    const guid = await post(teacherA, 'Collect', { paperGuid: 'abc' });
    expect(guid.http).toBe(400);
  });

  it('uncollects with 取消收藏试卷成功！ through the spec names delectCollectPaper and CancleCollectionPaper', async () => {
    const res = await universal(t, teacherA, 'delectCollectPaper', { paperGuid: UNIT_8B });
    expect(res.body).toMatchObject({ status: 200, message: '取消收藏试卷成功！' });
    expect((await collected(teacherA)).list.map((p) => p.paperGuid)).toEqual([MIDTERM]);
    await universal(t, teacherA, 'collectPaper', { paperGuid: UNIT_8B });
    await universal(t, teacherA, '/Rock.OnLineService/ApiWorkService/CancleCollectionPaper', { paperGuid: UNIT_8B });
    const listed = await universal(t, teacherA, '/Rock.OnLineService/ApiWorkService/GetCollectionPapers', { period: 'C', subject: '数学' });
    expect(listed.body.data.list.map((p: { paperGuid: string }) => p.paperGuid)).toEqual([MIDTERM]);
  });
});

describe('sharing to the school paper library', () => {
  it('shares a collected paper (isShareStatus 100) and cancels the share (0)', async () => {
    const share = await universal(t, teacherA, 'SharePaper', { paperGuid: MIDTERM });
    expect(share.body).toMatchObject({ status: 200, message: '分享成功！', data: { paperGuid: MIDTERM, isShareStatus: 100 } });
    expect((await collected(teacherA)).list[0]).toMatchObject({ isShareStatus: 100, canCancelShare: true });
    const cancel = await post(teacherA, 'CancelShare', { paperGuid: MIDTERM });
    expect(cancel.body).toMatchObject({ status: 200, message: '取消分享成功！', data: { isShareStatus: 0 } });
    expect((await collected(teacherA)).list[0]).toMatchObject({ isShareStatus: 0 });
  });

  it("shares a teacher's own paper without collecting it, in the session school only", async () => {
    expect((await post(teacherA, 'Share', { paperGuid: myPaperA })).body.data.isShareStatus).toBe(100);
    const rows = await t.db.selectFrom('paperShares').select(['schoolId', 'paperGuid']).where('paperGuid', '=', myPaperA).execute();
    expect(rows).toEqual([{ schoolId: (await userOf(t.db, DEMO.teacherA)).schoolId, paperGuid: myPaperA }]);
    // Shared, the paper is visible to the school's other teachers, who may collect it.
    expect((await post(otherTeacherA, 'Collect', { paperGuid: myPaperA })).body.status).toBe(200);
  });

  it('shows a platform paper shared by school A as not shared to school B', async () => {
    await post(teacherA, 'Share', { paperGuid: MIDTERM });
    await post(teacherB, 'Collect', { paperGuid: MIDTERM });
    expect((await collected(teacherB)).list[0]).toMatchObject({ paperGuid: MIDTERM, isShareStatus: 0, canCancelShare: false });
  });

  it('refuses to share a paper neither own nor collected, and the school practice already in the library', async () => {
    const notCollected = await post(otherTeacherA, 'Share', { paperGuid: UNIT_8B });
    expect(notCollected.body).toMatchObject({ status: 403, message: '只能分享自己的试卷或已收藏的试卷' });
    await post(teacherA, 'Collect', { paperGuid: practiceA });
    const practice = await post(teacherA, 'Share', { paperGuid: practiceA });
    expect(practice.http).toBe(400);
    expect(practice.body.message).toBe('日常练习试卷已在校本库中，无需分享');
  });

  it("lets only the sharer or a school administrator cancel a share", async () => {
    await post(otherTeacherA, 'Collect', { paperGuid: MIDTERM });
    const other = await post(otherTeacherA, 'CancelShare', { paperGuid: MIDTERM });
    expect(other.body).toMatchObject({ status: 403, message: '只能取消自己分享的试卷' });
    const admin = await post(adminA, 'CancelShare', { paperGuid: MIDTERM });
    expect(admin.body.data.isShareStatus).toBe(0);
  });
});

describe("another school's teacher", () => {
  it("gets 404 for school A's papers and cannot see their collections", async () => {
    for (const path of ['Collect', 'Uncollect', 'Share', 'CancelShare', 'Delete']) {
      const res = await post(teacherB, path, { paperGuid: practiceA });
      expect(res.http, path).toBe(404);
      expect(res.body.message).toBe('试卷不存在');
    }
    const own = await post(teacherB, 'Share', { paperGuid: myPaperA });
    expect(own.http).toBe(404);
    expect((await collected(teacherB)).list.map((p) => p.paperGuid)).toEqual([MIDTERM]);
  });

  it("refuses school A's teacher sharing or collecting school B's paper", async () => {
    expect((await post(teacherA, 'Share', { paperGuid: paperB })).http).toBe(404);
    expect((await post(teacherA, 'Collect', { paperGuid: paperB })).http).toBe(404);
    expect(await t.db.selectFrom('paperShares').select('schoolId').where('paperGuid', '=', paperB).execute()).toEqual([]);
  });

  it("hides another teacher's unshared own paper from the school", async () => {
    const mine = await insertSchoolPaper(t.db, DEMO.twoRoleTeacher, 4, '王丽的私有试卷');
    expect((await post(teacherA, 'Collect', { paperGuid: mine })).http).toBe(404);
  });
});

describe('deleting daily practice', () => {
  it('marks only the creator’s or an administrator’s school practice as deletable', async () => {
    const forTeacher = (await collected(teacherA)).list.find((p) => p.paperGuid === practiceA);
    expect(forTeacher).toMatchObject({ source: 2, sourceName: '日常练习', canDelete: false, canShare: false });
    await post(adminA, 'Collect', { paperGuid: practiceA });
    expect((await collected(adminA)).list.find((p) => p.paperGuid === practiceA)).toMatchObject({ canDelete: true });
  });

  it('refuses deleting a platform paper or another teacher’s practice', async () => {
    const platform = await post(teacherA, 'Delete', { paperGuid: MIDTERM });
    expect(platform.body).toMatchObject({ status: 403, message: '只能删除本校的日常练习试卷' });
    const notCreator = await post(teacherA, 'Delete', { paperGuid: practiceA });
    expect(notCreator.body).toMatchObject({ status: 403, message: '只能删除自己创建的日常练习试卷' });
  });

  it('deletes the school practice with its items and collections', async () => {
    const res = await universal(t, otherTeacherA, '/Rock.OnLineService/ApiZYService/DeletePaper', { paperGuid: practiceA });
    expect(res.body).toMatchObject({ status: 200, message: '删除成功' });
    expect(await t.db.selectFrom('papers').select('guid').where('guid', '=', practiceA).execute()).toEqual([]);
    expect(await t.db.selectFrom('paperItems').select('itemGuid').where('paperGuid', '=', practiceA).execute()).toEqual([]);
    expect((await collected(teacherA)).list.map((p) => p.paperGuid)).not.toContain(practiceA);
    expect((await post(teacherA, 'Collect', { paperGuid: practiceA })).http).toBe(404);
  });
});
