import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';

/** Reviewer assignment (issue 11 item 5): each reviewer marks only their questions and their share of the answers. */
let t: TestApp;
let creator: string;
let reviewer1: string;
let reviewer2: string;
let teacherB: string;
let guid: string;
let userIdOf: (phone: string) => Promise<number>;
const STUDENTS = 8;

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [creator, reviewer1, reviewer2, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherB),
  ]);
  userIdOf = async (phone) => (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const A801 = await classGuidOf(t.db, 'A801');
  const png = await uploadPng(t.app, creator);
  const basic = { km: '数学', examName: '阅卷分配', startTime: new Date(Date.now() + 3600_000).toISOString(), duration: 60, clazzes: [{ classGuid: A801 }] };
  guid = (await call(t.app, creator, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic)).body.data.workInfoGuid;
  const list = [{ th: 1, type: 1, option: 4, score: 2, answer: 'A' }, { th: 2, type: 3, score: 10 }, { th: 3, type: 3, score: 10 }];
  expect((await call(t.app, creator, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list })).body.status).toBe(200);
  await t.db.updateTable('works').set({ startTime: new Date(Date.now() - 10 * 60_000) }).where('guid', '=', guid).execute();
  for (const s of (await studentsOf(t.db, A801)).slice(0, STUDENTS)) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const answers = [{ th: 1, answer: 'A' }, { th: 2, answer: `${s.name}的解答` }, { th: 3, answer: '第三题' }];
    expect((await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 5, answers })).body.status).toBe(200);
  }
});
afterAll(async () => t.close());

/** Marks every answer Next hands this reviewer on question th; returns the submissions marked. */
async function markAll(cookie: string, th: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < STUDENTS + 1; i++) {
    const next = await call(t.app, cookie, 'GET', `/api/Mark/Next?workGuid=${guid}&th=${th}`);
    expect(next.body.status, next.body.message).toBe(200);
    if (next.body.data.done) break;
    const sub = next.body.data.item.submissionGuid as string;
    seen.push(sub);
    expect((await call(t.app, cookie, 'POST', '/api/Mark/Save', { workGuid: guid, th, submissionGuid: sub, score: 6 })).body.status).toBe(200);
  }
  return seen;
}

describe('reviewer assignment', () => {
  it('the creator gives question 2 to two teachers; the calls list teachers, questions and tasks', async () => {
    const teachers = await call(t.app, creator, 'GET', '/api/ExamSet/GetTeachers');
    const ids = [await userIdOf(DEMO.twoRoleTeacher), await userIdOf(DEMO.adminA)];
    expect(teachers.body.data.map((x: { userId: number }) => x.userId)).toEqual(expect.arrayContaining(ids));
    const saved = await call(t.app, creator, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 2, userIds: ids });
    expect(saved.body.status).toBe(200);
    expect(saved.body.data).toEqual([
      { th: 2, score: 10, reviewers: expect.arrayContaining([expect.objectContaining({ userId: ids[0] }), expect.objectContaining({ userId: ids[1] })]), doubleMarking: null },
      { th: 3, score: 10, reviewers: [], doubleMarking: null },
    ]);
    const tasks = await call(t.app, reviewer1, 'GET', `/api/ExamSet/GetThsTeacherTask?workGuid=${guid}`);
    expect(tasks.body.data).toEqual([{ th: 2, score: 10, share: expect.any(Number), reviewerCount: 2 }]);
  });

  it('refuses objective questions, teachers of another school and other schools\' callers', async () => {
    expect((await call(t.app, creator, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 1, userIds: [] })).body.message).toBe(M.notSubjective);
    const other = await userIdOf(DEMO.teacherB);
    expect((await call(t.app, creator, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 2, userIds: [other] })).body.message).toBe(M.reviewerNotMember);
    expect((await call(t.app, teacherB, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 2, userIds: [] })).body.status).toBe(100);
    expect((await call(t.app, teacherB, 'GET', `/api/ExamSet/GetSubjectiveThs?workGuid=${guid}`)).body.status).toBe(100);
    expect((await call(t.app, reviewer1, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 2, userIds: [] })).http).toBe(403);
  });

  it('two reviewers split question 2: every answer is handed to exactly one of them', async () => {
    const before = (await call(t.app, reviewer1, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`)).body.data;
    const a = await markAll(reviewer1, 2);
    // 智能阅卷 shows the reviewer's own part: their share, all of it marked now, while half the question is still open.
    expect(before.mine).toEqual({ markedCount: 0, unmarkedCount: a.length });
    const after = (await call(t.app, reviewer1, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`)).body.data;
    expect(after).toMatchObject({ done: true, markedCount: a.length, unmarkedCount: STUDENTS - a.length, mine: { markedCount: a.length, unmarkedCount: 0 } });
    const b = await markAll(reviewer2, 2);
    expect(a.length + b.length).toBe(STUDENTS);
    expect(new Set([...a, ...b]).size).toBe(STUDENTS);
    // Neither can save an answer of the other's share.
    if (a.length > 0) {
      const res = await call(t.app, reviewer2, 'POST', '/api/Mark/Save', { workGuid: guid, th: 2, submissionGuid: a[0], score: 1 });
      expect(res.http).toBe(403);
      expect(res.body.message).toBe(M.notYourQuestion);
    }
  });

  it('a teacher not assigned cannot mark the question; a question without reviewers stays with the usual markers', async () => {
    const next = await call(t.app, creator, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`);
    expect(next.http).toBe(403);
    expect(next.body.message).toBe(M.notYourQuestion);
    const sub = (await t.db.selectFrom('submissions').select('guid').where('workGuid', '=', guid).executeTakeFirstOrThrow()).guid;
    expect((await call(t.app, creator, 'POST', '/api/Mark/Save', { workGuid: guid, th: 2, submissionGuid: sub, score: 1 })).http).toBe(403);
    expect((await call(t.app, creator, 'GET', `/api/Mark/Next?workGuid=${guid}&th=3`)).body.status).toBe(200);
  });

  it('each teacher\'s marking page lists only the questions they may mark', async () => {
    const listed = async (cookie: string) => ((await call(t.app, cookie, 'GET', `/api/Mark/Questions?workGuid=${guid}`)).body.data.list as { th: number }[]).map((q) => q.th);
    // Question 2 went to two other teachers: the creator keeps question 3 only (it has no reviewers).
    expect(await listed(creator)).toEqual([3]);
    expect(await listed(reviewer2)).toEqual([2, 3]);
    // A reviewer sees question 3 exactly when Next would hand it out (that is, when they teach the exam's class).
    const opensThree = (await call(t.app, reviewer1, 'GET', `/api/Mark/Next?workGuid=${guid}&th=3`)).http === 200;
    expect(await listed(reviewer1)).toEqual(opensThree ? [2, 3] : [2]);
  });

  it('a blank answer (scored 0 on submit, never handed out) is no reviewer\'s task: marking everything reaches 100 %', async () => {
    const late = (await studentsOf(t.db, await classGuidOf(t.db, 'A801')))[STUDENTS]!;
    const session = await studentSession(t.app, t.db, late, 'RU10001');
    const submit = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 5, answers: [{ th: 1, answer: 'B' }] });
    expect(submit.body.status).toBe(200);
    const ths = (await call(t.app, creator, 'GET', `/api/ExamSet/GetSubjectiveThs?workGuid=${guid}`)).body.data as { th: number; reviewers: { markedCount: number; taskCount: number }[] }[];
    const q2 = ths.find((q) => q.th === 2)!.reviewers;
    // Both reviewers marked their whole share of the eight written answers earlier.
    expect(q2.reduce((n, r) => n + r.taskCount, 0)).toBe(STUDENTS);
    for (const r of q2) expect(r.markedCount).toBe(r.taskCount);
  });
});
