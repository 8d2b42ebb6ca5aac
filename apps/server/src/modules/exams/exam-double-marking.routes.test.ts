import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';
import { setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';

/** Double marking (双评, issue 11 item 6): two independent marks, the mean within tolerance, arbitration beyond it. */
let t: TestApp;
let creator: string;
let reviewer1: string;
let reviewer2: string;
let teacherB: string;
let guid: string;
let subs: string[];
let userIdOf: (phone: string) => Promise<number>;
/** Each student's session cookie, by student guid. */
const sessions = new Map<string, string>();
const STUDENTS = 4;

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [creator, reviewer1, reviewer2, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherB),
  ]);
  userIdOf = async (phone) => (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const A801 = await classGuidOf(t.db, 'A801');
  const png = await uploadPng(t.app, creator);
  const basic = { km: '数学', examName: '双评考试', startTime: new Date(Date.now() + 3600_000).toISOString(), duration: 60, clazzes: [{ classGuid: A801 }] };
  guid = (await call(t.app, creator, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic)).body.data.workInfoGuid;
  const list = [{ th: 1, type: 1, option: 4, score: 2, answer: 'A' }, { th: 2, type: 3, score: 10 }];
  expect((await call(t.app, creator, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list })).body.status).toBe(200);
  await t.db.updateTable('works').set({ startTime: new Date(Date.now() - 10 * 60_000) }).where('guid', '=', guid).execute();
  for (const s of (await studentsOf(t.db, A801)).slice(0, STUDENTS)) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    sessions.set(s.guid, session.cookie);
    const answers = [{ th: 1, answer: 'A' }, { th: 2, answer: `${s.name}的解答` }];
    expect((await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 5, answers })).body.status).toBe(200);
  }
  const ids = [await userIdOf(DEMO.twoRoleTeacher), await userIdOf(DEMO.adminA)];
  expect((await call(t.app, creator, 'POST', '/api/WorkInfo/SaveThsToTeacher', { workInfoGuid: guid, th: 2, userIds: ids })).body.status).toBe(200);
});
afterAll(async () => t.close());

const scoreOf = async (submissionGuid: string) =>
  (await t.db.selectFrom('submissionAnswers').select('score').where('submissionGuid', '=', submissionGuid).where('th', '=', 2).executeTakeFirstOrThrow()).score;
const totalOf = async (submissionGuid: string) =>
  Number((await t.db.selectFrom('submissions').select('totalScore').where('guid', '=', submissionGuid).executeTakeFirstOrThrow()).totalScore);

/** Marks every answer Next hands this reviewer on question 2 with the scores given in order; returns the submissions. */
async function markAll(cookie: string, scores: (sub: string, i: number) => number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < STUDENTS + 1; i++) {
    const next = await call(t.app, cookie, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`);
    expect(next.body.status, next.body.message).toBe(200);
    if (next.body.data.done) break;
    expect(next.body.data.item.score).toBeNull();
    const sub = next.body.data.item.submissionGuid as string;
    seen.push(sub);
    const saved = await call(t.app, cookie, 'POST', '/api/Mark/Save', { workGuid: guid, th: 2, submissionGuid: sub, score: scores(sub, i) });
    expect(saved.body.status, saved.body.message).toBe(200);
    expect(saved.body.data.totalScore).toBeNull();
  }
  return seen;
}

describe('double marking', () => {
  it('the creator turns it on with a tolerance; bad tolerances, other teachers and other schools are refused', async () => {
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 2, tolerance: 1.2 })).body.message)
      .toBe('误差须为0.5的整数倍，且在0到10分之间');
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 1, tolerance: 1 })).body.message).toBe(M.notSubjective);
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 2, tolerance: 2, arbiterUserId: await userIdOf(DEMO.teacherB) })).body.message)
      .toBe(M.arbiterNotMember);
    expect((await call(t.app, teacherB, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 2, tolerance: 2 })).body.status).toBe(100);
    expect((await call(t.app, reviewer1, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 2, tolerance: 2 })).http).toBe(403);
    const saved = await call(t.app, creator, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 2, tolerance: 2 });
    expect(saved.body.status).toBe(200);
    expect(saved.body.data[0].doubleMarking).toEqual({ tolerance: 2, arbiterUserId: null, arbiterName: null, firstCount: 0, secondCount: 0, arbitrationCount: 0 });
  });

  it('the first reviewer marks every answer; the student\'s score stays empty until the second mark', async () => {
    subs = await markAll(reviewer1, (_s, i) => [6, 6, 6, 2][i]!);
    expect(subs).toHaveLength(STUDENTS);
    for (const s of subs) expect(await scoreOf(s)).toBeNull();
    // A reviewer never marks the same answer twice: nothing is left for them.
    const next = (await call(t.app, reviewer1, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`)).body.data;
    expect(next.done).toBe(true);
    // Their own progress is complete although no answer has its two marks yet (the question's counts: none scored).
    expect(next).toMatchObject({ markedCount: 0, unmarkedCount: STUDENTS, mine: { markedCount: STUDENTS, unmarkedCount: 0 } });
    // Settings are fixed once marking started.
    expect((await call(t.app, creator, 'POST', '/api/ExamSet/SaveDoubleMarking', { workInfoGuid: guid, th: 2, tolerance: null })).body.message).toBe(M.doubleMarkingStarted);
  });

  it('the second reviewer gets the answers with a first mark, never sees that mark, and a gap beyond the tolerance goes to arbitration', async () => {
    const item = await call(t.app, reviewer2, 'GET', `/api/Mark/Item?workGuid=${guid}&th=2&submissionGuid=${subs[0]}`);
    expect(item.body.data.score).toBeNull();
    const second = new Map([[subs[0]!, 7], [subs[1]!, 8], [subs[2]!, 5.5], [subs[3]!, 9]]);
    const seen = await markAll(reviewer2, (s) => second.get(s)!);
    expect(new Set(seen)).toEqual(new Set(subs));
    // Within 2 points: the mean; 2 against 9: no score until the arbiter.
    expect(await scoreOf(subs[0]!)).toBe(6.5);
    expect(await scoreOf(subs[1]!)).toBe(7);
    expect(await scoreOf(subs[2]!)).toBe(5.8);
    expect(await scoreOf(subs[3]!)).toBeNull();
    expect(await totalOf(subs[0]!)).toBe(8.5);
    // Each reviewer sees their own marks only, never the other's or the mean.
    const mine = await call(t.app, reviewer2, 'GET', `/api/Mark/Marked?workGuid=${guid}&th=2`);
    expect(new Map(mine.body.data.list.map((r: { submissionGuid: string; score: number }) => [r.submissionGuid, r.score]))).toEqual(second);
    const first = await call(t.app, reviewer1, 'GET', `/api/Mark/Item?workGuid=${guid}&th=2&submissionGuid=${subs[1]}`);
    expect(first.body.data.score).toBe(6);
    const questions = await call(t.app, reviewer1, 'GET', `/api/Mark/Questions?workGuid=${guid}`);
    expect(questions.body.data.list[0].doubleMarking).toEqual({ tolerance: 2, firstCount: 4, secondCount: 4, arbitrationCount: 1, arbitratedCount: 0, canArbitrate: false });
  });

  it('only the arbiter (the creator here) sees the queue with both marks, and their score becomes the final one', async () => {
    const refused = await call(t.app, reviewer1, 'GET', `/api/Mark/Arbitration?workGuid=${guid}&th=2`);
    expect(refused.http).toBe(403);
    expect(refused.body.message).toBe(M.notArbiter);
    expect((await call(t.app, reviewer2, 'POST', '/api/Mark/Arbitrate', { workGuid: guid, th: 2, submissionGuid: subs[3], score: 5 })).http).toBe(403);
    expect((await call(t.app, teacherB, 'GET', `/api/Mark/Arbitration?workGuid=${guid}&th=2`)).body.status).toBe(100);
    const queue = await call(t.app, creator, 'GET', `/api/Mark/Arbitration?workGuid=${guid}&th=2`);
    expect(queue.body.data.list).toEqual([expect.objectContaining({ submissionGuid: subs[3], firstScore: 2, secondScore: 9, score: null })]);
    // An answer within tolerance is not arbitrated.
    expect((await call(t.app, creator, 'POST', '/api/Mark/Arbitrate', { workGuid: guid, th: 2, submissionGuid: subs[0], score: 1 })).body.message).toBe(M.notInArbitration);
    const done = await call(t.app, creator, 'POST', '/api/Mark/Arbitrate', { workGuid: guid, th: 2, submissionGuid: subs[3], score: 5 });
    expect(done.body.data).toMatchObject({ score: 5, doubleMarkState: 'done', isFullyMarked: true });
    expect(await scoreOf(subs[3]!)).toBe(5);
    expect(await totalOf(subs[3]!)).toBe(7);
    expect((await call(t.app, creator, 'GET', `/api/Mark/Arbitration?workGuid=${guid}&th=2`)).body.data.list).toEqual([]);
    // A reviewer cannot change their mark once the arbiter decided.
    expect((await call(t.app, reviewer1, 'POST', '/api/Mark/Save', { workGuid: guid, th: 2, submissionGuid: subs[3], score: 3 })).body.message).toBe(M.alreadyDoubleMarked);
    const thList = await call(t.app, creator, 'GET', `/api/ExamSet/GetSubjectiveThs?workGuid=${guid}`);
    expect(thList.body.data[0].doubleMarking).toMatchObject({ firstCount: 4, secondCount: 4, arbitrationCount: 0 });
  });
});

describe('double marking when a student changes a marked answer during the exam', () => {
  it('drops both marks of the old answer: the reviewers mark the new one afresh and it does not wait for the arbiter', async () => {
    const sub = subs[0]!;
    const { studentGuid } = await t.db.selectFrom('submissions').select('studentGuid').where('guid', '=', sub).executeTakeFirstOrThrow();
    const resubmit = await call(t.app, sessions.get(studentGuid)!, 'POST', '/api/Student/Submit', {
      workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 9, answers: [{ th: 1, answer: 'A' }, { th: 2, answer: '改过的解答' }],
    });
    expect(resubmit.body.status, resubmit.body.message).toBe(200);
    expect(await scoreOf(sub)).toBeNull();
    expect((await call(t.app, creator, 'GET', `/api/Mark/Arbitration?workGuid=${guid}&th=2`)).body.data.list).toEqual([]);
    for (const [cookie, score] of [[reviewer1, 4], [reviewer2, 5]] as const) {
      const next = (await call(t.app, cookie, 'GET', `/api/Mark/Next?workGuid=${guid}&th=2`)).body.data;
      expect(next.done, 'the changed answer is handed out again').toBe(false);
      expect(next.item).toMatchObject({ submissionGuid: sub, score: null });
      expect((await call(t.app, cookie, 'POST', '/api/Mark/Save', { workGuid: guid, th: 2, submissionGuid: sub, score })).body.status).toBe(200);
    }
    expect(await scoreOf(sub)).toBe(4.5);
  });
});

describe('answer sheets (migration 20261130T0100)', () => {
  it('every submission\'s answer sheet still equals its answers after all of the above', async () => {
    await expectAnswerSheetsKept(t.db);
  });
});
