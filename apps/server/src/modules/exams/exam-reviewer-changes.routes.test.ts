import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';

/** Spec 03 §7.1 reviewer calls: add, remove, batch, hand over, merged questions, and per-reviewer progress. */
let t: TestApp;
let creator: string;
let reviewer1: string;
let teacherB: string;
let guid: string;
let r1: number;
let r2: number;
let other: number;
const STUDENTS = 6;

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [creator, reviewer1, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherB)]);
  const idOf = async (phone: string) => (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  [r1, r2, other] = await Promise.all([idOf(DEMO.twoRoleTeacher), idOf(DEMO.adminA), idOf(DEMO.teacherB)]);
  const A801 = await classGuidOf(t.db, 'A801');
  const png = await uploadPng(t.app, creator);
  const basic = { km: '数学', examName: '分配变更', startTime: new Date(Date.now() + 3600_000).toISOString(), duration: 60, clazzes: [{ classGuid: A801 }] };
  guid = (await call(t.app, creator, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic)).body.data.workInfoGuid;
  const list = [{ th: 1, type: 1, option: 4, score: 2, answer: 'A' }, { th: 2, type: 3, score: 10 }, { th: 3, type: 3, score: 6 }, { th: 4, type: 3, score: 4 }];
  expect((await call(t.app, creator, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list })).body.status).toBe(200);
  await t.db.updateTable('works').set({ startTime: new Date(Date.now() - 10 * 60_000) }).where('guid', '=', guid).execute();
  for (const s of (await studentsOf(t.db, A801)).slice(0, STUDENTS)) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const answers = [{ th: 1, answer: 'A' }, { th: 2, answer: '解' }, { th: 3, answer: '解' }, { th: 4, answer: '解' }];
    expect((await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 5, answers })).body.status).toBe(200);
  }
});
afterAll(async () => t.close());

const reviewersOf = (data: { th: number; reviewers: { userId: number }[] }[], th: number) => data.find((q) => q.th === th)!.reviewers.map((r) => r.userId).sort();

describe('reviewer changes', () => {
  it('adds and removes one reviewer; the two lists split the school\'s teachers', async () => {
    const added = await call(t.app, creator, 'POST', '/api/ExamSet/ThsAddTeacher', { workInfoGuid: guid, th: 2, userId: r1 });
    expect(added.body.status).toBe(200);
    expect(reviewersOf(added.body.data, 2)).toEqual([r1]);
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/ThsAddTeacher', { workInfoGuid: guid, th: 2, userId: r1 })).body.message).toBe(M.reviewerAlready);
    const on = await call(t.app, creator, 'GET', `/api/ExamSet/GetThsAddTeachers?workGuid=${guid}&th=2`);
    expect(on.body.data.map((x: { userId: number }) => x.userId)).toEqual([r1]);
    const off = await call(t.app, creator, 'GET', `/api/ExamSet/GetThsNoAddTeachers?workGuid=${guid}&th=2`);
    expect(off.body.data.map((x: { userId: number }) => x.userId)).toContain(r2);
    expect(off.body.data.map((x: { userId: number }) => x.userId)).not.toContain(r1);
    const removed = await call(t.app, creator, 'POST', '/api/ExamSet/ThsRemoveTeacher', { workInfoGuid: guid, th: 2, userId: r1 });
    expect(reviewersOf(removed.body.data, 2)).toEqual([]);
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/ThsRemoveTeacher', { workInfoGuid: guid, th: 2, userId: r1 })).body.message).toBe(M.reviewerNotAssigned);
  });

  it('saves several questions at once, all or nothing', async () => {
    const refused = await call(t.app, creator, 'POST', '/api/ExamSet/BatchSaveThsToTeacher', { workInfoGuid: guid, list: [{ th: 2, userIds: [r1] }, { th: 1, userIds: [r1] }] });
    expect(refused.body.message).toBe(M.notSubjective);
    expect(reviewersOf((await call(t.app, creator, 'GET', `/api/ExamSet/GetSubjectiveThs?workGuid=${guid}`)).body.data, 2)).toEqual([]);
    const saved = await call(t.app, creator, 'POST', '/api/ExamSet/BatchSaveThsToTeacher', { workInfoGuid: guid, list: [{ th: 2, userIds: [r1, r2] }, { th: 3, userIds: [r1] }] });
    expect(saved.body.status).toBe(200);
    expect(reviewersOf(saved.body.data, 2)).toEqual([r1, r2].sort());
    expect(reviewersOf(saved.body.data, 3)).toEqual([r1]);
  });

  it('merges questions 3 and 4 into one task with the reviewers of 3; a question in a group cannot join another', async () => {
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/MergeTh', { workInfoGuid: guid, ths: [1, 3] })).body.message).toBe(M.mergeTwoSubjective);
    const merged = await call(t.app, creator, 'POST', '/api/ExamSet/MergeTh', { workInfoGuid: guid, ths: [4, 3] });
    expect(merged.body.data).toEqual([{ ths: [3, 4], score: 10 }]);
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/MergeTh', { workInfoGuid: guid, ths: [2, 4] })).body.message).toBe(M.mergeOverlap(4));
    expect((await call(t.app, creator, 'GET', `/api/MergeTh/ShowMergeTh?workGuid=${guid}`)).body.data).toEqual([{ ths: [3, 4], score: 10 }]);
    const ths = (await call(t.app, creator, 'GET', `/api/ExamSet/GetSubjectiveThs?workGuid=${guid}`)).body.data;
    expect(reviewersOf(ths, 4)).toEqual([r1]);
    expect(ths.find((q: { th: number }) => q.th === 4).group).toEqual([3, 4]);
    const tasks = await call(t.app, reviewer1, 'GET', `/api/ExamSet/GetThsTeacherTask?workGuid=${guid}`);
    expect(tasks.body.data.filter((x: { group?: number[] }) => x.group).map((x: { th: number }) => x.th)).toEqual([3, 4]);
    // Giving the group's question to another teacher gives the whole group.
    const moved = await call(t.app, creator, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 4, userIds: [r2] });
    expect(reviewersOf(moved.body.data, 3)).toEqual([r2]);
    expect((await call(t.app, creator, 'POST', '/api/MergeTh/UpdateMergeTh', { workInfoGuid: guid, groups: [] })).body.data).toEqual([]);
  });

  it('hands every question of one reviewer to another, and shows each reviewer\'s progress', async () => {
    await call(t.app, creator, 'POST', '/api/ExamSet/BatchSaveThsToTeacher', { workInfoGuid: guid, list: [{ th: 3, userIds: [r1] }, { th: 4, userIds: [] }] });
    const handed = await call(t.app, creator, 'POST', '/api/WorkInfo/UpdateTeacher', { workInfoGuid: guid, fromUserId: r2, toUserId: r1 });
    expect(handed.body.status).toBe(200);
    expect(reviewersOf(handed.body.data, 2)).toEqual([r1]);
    expect((await call(t.app, creator, 'POST', '/api/WorkInfo/UpdateTeacher', { workInfoGuid: guid, fromUserId: r2, toUserId: r1 })).body.message).toBe(M.reviewerNotAssigned);
    const next = await call(t.app, reviewer1, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`);
    await call(t.app, reviewer1, 'POST', '/api/Mark/Save', { workGuid: guid, th: 2, submissionGuid: next.body.data.item.submissionGuid, score: 5 });
    const progress = await call(t.app, creator, 'GET', `/api/ExamSet/GetThsAddTeachers?workGuid=${guid}&th=2`);
    expect(progress.body.data).toEqual([expect.objectContaining({ userId: r1, markedCount: 1, taskCount: STUDENTS })]);
  });

  it('refuses another school\'s teacher, as reviewer or as caller, with an error envelope', async () => {
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/ThsAddTeacher', { workInfoGuid: guid, th: 2, userId: other })).body.message).toBe(M.reviewerNotMember);
    expect((await call(t.app, creator, 'POST', '/api/WorkInfo/UpdateTeacher', { workInfoGuid: guid, fromUserId: r1, toUserId: other })).body.message).toBe(M.reviewerNotMember);
    for (const [method, url, body] of [
      ['GET', `/api/ExamSet/GetThsAddTeachers?workGuid=${guid}&th=2`],
      ['GET', `/api/ExamSet/GetThsNoAddTeachers?workGuid=${guid}&th=2`],
      ['GET', `/api/MergeTh/ShowMergeTh?workGuid=${guid}`],
      ['POST', '/api/ExamSet/ThsAddTeacher', { workInfoGuid: guid, th: 2, userId: other }],
      ['POST', '/api/ExamSet/ThsRemoveTeacher', { workInfoGuid: guid, th: 2, userId: r1 }],
      ['POST', '/api/ExamSet/BatchSaveThsToTeacher', { workInfoGuid: guid, list: [{ th: 2, userIds: [] }] }],
      ['POST', '/api/WorkInfo/UpdateTeacher', { workInfoGuid: guid, fromUserId: r1, toUserId: other }],
      ['POST', '/api/ExamSet/MergeTh', { workInfoGuid: guid, ths: [2, 3] }],
      ['POST', '/api/MergeTh/UpdateMergeTh', { workInfoGuid: guid, groups: [] }],
    ] as const) {
      const res = await call(t.app, teacherB, method, url, body);
      expect(res.body.status, url).toBe(100);
    }
    // A reviewer (not the creator) cannot change the assignment.
    expect((await call(t.app, reviewer1, 'POST', '/api/ExamSet/ThsRemoveTeacher', { workInfoGuid: guid, th: 2, userId: r1 })).http).toBe(403);
  });
});
