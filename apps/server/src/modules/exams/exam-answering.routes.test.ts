import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';
import { setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';
import { examAnsweringService } from './exam-answering.service.js';
import { changeWork } from '../homework/answering-work-cache.js';

/**
 * Students sitting an exam against the clock (issue 11): the window opens at the start and closes at end + delay +
 * the class's extension; the server refuses answers outside it, keeps progress as it goes, and submits what was saved
 * when a phone could not.
 */
let t: TestApp;
let teacherA: string;
let teacherB: string;
let A801: string;
let A802: string;
type Stu = { guid: string; buddies: string; cookie: string };
let s801: Stu[];
let s802: Stu;

const iso = (ms: number) => new Date(ms).toISOString();
const MIN = 60_000;
const QUESTIONS = [
  { th: 1, type: 1, option: 4, score: 5, answer: 'A' },
  { th: 2, type: 2, option: 5, score: 6, answer: 'BE' },
  { th: 3, type: 3, option: 4, score: 10, answer: '' },
];

/** Moves an exam's clock as the app changes a work (through changeWork: the answering cache forgets it). */
const moveClock = (guid: string, times: { startTime?: Date; endTime?: Date }) =>
  changeWork(t.db, guid, (tx) => tx.updateTable('works').set(times).where('guid', '=', guid).execute());

/** Publishes an exam, then moves its clock: it started `startedAgoMin` minutes ago and lasts `duration` minutes. */
async function exam(startedAgoMin: number, duration = 60, delayTime = 15) {
  const png = await uploadPng(t.app, teacherA);
  const basic = { km: '数学', examName: '单元考试', startTime: iso(Date.now() + 2 * 3600_000), duration, delayTime, clazzes: [{ classGuid: A801 }, { classGuid: A802 }] };
  const d = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic);
  const guid = d.body.data.workInfoGuid as string;
  const saved = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list: QUESTIONS });
  expect(saved.body.status).toBe(200);
  const start = Date.now() - startedAgoMin * MIN;
  await moveClock(guid, { startTime: new Date(start), endTime: new Date(start + duration * MIN) });
  return guid;
}
const detail = (s: Stu, guid: string) => call(t.app, s.cookie, 'GET', `/api/Student/Work/${guid}`);
const submit = (s: Stu, guid: string, answers = [{ th: 1, answer: 'A' }, { th: 2, answer: 'B' }, { th: 3, answer: '解：x=2' }]) =>
  call(t.app, s.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 60, answers });
const progress = (s: Stu, guid: string, answers: unknown[]) => call(t.app, s.cookie, 'POST', '/api/Student/SaveExamProgress', { workGuid: guid, answers });

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
  s801 = [];
  for (const s of (await studentsOf(t.db, A801)).slice(0, 4)) s801.push(await studentSession(t.app, t.db, s, 'RU10001'));
  s802 = await studentSession(t.app, t.db, (await studentsOf(t.db, A802))[0]!, 'RU10001');
});
afterAll(async () => t.close());

describe('the exam window', () => {
  it('an exam that has not started does not exist for students, and takes no progress', async () => {
    const guid = await exam(-30);
    expect((await detail(s801[0]!, guid)).body.status).toBe(100);
    expect((await submit(s801[0]!, guid)).body.status).toBe(100);
    expect((await progress(s801[0]!, guid, [])).body.status).toBe(100);
  });

  it('a running exam shows its clock, hides the answer key, and scores objective answers by the homework rules', async () => {
    const guid = await exam(10, 60, 15);
    const d = await detail(s801[0]!, guid);
    expect(d.body.status).toBe(200);
    const w = d.body.data;
    expect(w.exam).toMatchObject({ duration: 60, delay: 15, extension: 0, progress: null });
    expect(Date.parse(w.exam.deadline) - Date.parse(w.exam.endTime)).toBe(15 * MIN);
    expect(w.endTime).toBe(w.exam.deadline);
    expect(w.canSubmit).toBe(true);
    expect(w.questions.map((q: { answer: string | null }) => q.answer)).toEqual([null, null, null]);
    const list = await call(t.app, s801[0]!.cookie, 'GET', '/api/Student/Works');
    expect(list.body.data.list.find((x: { workGuid: string }) => x.workGuid === guid)).toMatchObject({ isExam: true, state: 1, endTime: w.exam.deadline });
    const res = await submit(s801[0]!, guid);
    expect(res.body.status).toBe(200);
    const row = await t.db.selectFrom('submissions').select(['objectiveScore', 'status', 'isOverdue']).where('workGuid', '=', guid).where('studentGuid', '=', s801[0]!.guid).executeTakeFirstOrThrow();
    // 1 right (5) + a multiple choice half right without a wrong letter (half of 6, the default rule).
    expect(row).toEqual({ objectiveScore: 8, status: 1, isOverdue: false });
  });

  it('keeps progress on the server as the student goes and gives it back on the next read', async () => {
    const guid = await exam(5);
    const saved = await progress(s801[1]!, guid, [{ th: 1, answer: 'c' }, { th: 2, answer: 'B,E' }]);
    expect(saved.body.status).toBe(200);
    const d = await detail(s801[1]!, guid);
    expect(d.body.data.exam.progress.answers).toEqual([
      { th: 1, answer: 'C', images: [] },
      { th: 2, answer: 'BE', images: [] },
    ]);
    const bad = await progress(s801[1]!, guid, [{ th: 1, answer: 'AB' }]);
    expect(bad.http).toBe(400);
    const unknown = await progress(s801[1]!, guid, [{ th: 9, answer: 'A' }]);
    expect(unknown.http).toBe(400);
  });

  it('takes answers after the end within the extra delay, and refuses them after end + delay', async () => {
    const withinDelay = await exam(70, 60, 15);
    expect((await submit(s801[0]!, withinDelay)).body.status).toBe(200);
    const over = await exam(80, 60, 15);
    const late = await submit(s801[0]!, over);
    expect(late.http).toBe(400);
    expect(late.body.message).toBe(M.examOver);
    expect((await progress(s801[0]!, over, [])).body.message).toBe(M.examOver);
    const d = await detail(s801[0]!, over);
    expect(d.body.data).toMatchObject({ canSubmit: false, submitBlockedReason: M.examOver, state: 2 });
    const noDelay = await exam(61, 60, 0);
    expect((await submit(s801[0]!, noDelay)).body.message).toBe(M.examOver);
  });

  it('a time extension for one class reopens it for that class only; students see the new deadline at once', async () => {
    const guid = await exam(62, 50, 15); // ended 12 minutes ago: 3 minutes of delay left
    // The phone has the exam open already (the server keeps the exam and its extensions in memory meanwhile).
    expect((await detail(s801[2]!, guid)).body.data.exam.extension).toBe(0);
    const res = await call(t.app, teacherA, 'POST', '/api/ExamInfo/TimeExpand', { workInfoGuid: guid, classGuid: A801, minutes: 10 });
    expect(res.body.status).toBe(200);
    expect(res.body.data.list).toHaveLength(1);
    const d = await detail(s801[2]!, guid);
    expect(d.body.data.exam.extension).toBe(10);
    // The lists follow: 八年级1班 sees the later deadline, 八年级2班 the one it had.
    const listed = async (s: Stu) => (await call(t.app, s.cookie, 'GET', '/api/Student/Works')).body.data.list.find((x: { workGuid: string }) => x.workGuid === guid);
    expect((await listed(s801[2]!)).endTime).toBe(d.body.data.exam.deadline);
    const other = await detail(s802, guid);
    expect(other.body.data.exam.extension).toBe(0);
    expect((await listed(s802)).endTime).toBe(other.body.data.exam.deadline);
    expect(Date.parse(d.body.data.exam.deadline) - Date.parse(other.body.data.exam.deadline)).toBe(10 * MIN);
    await moveClock(guid, { startTime: new Date(Date.now() - 70 * MIN), endTime: new Date(Date.now() - 20 * MIN) });
    // 20 minutes after the end: past 15 of delay, within 15 + 10 for 八年级1班 only.
    expect((await submit(s801[2]!, guid)).body.status).toBe(200);
    expect((await submit(s802, guid)).body.message).toBe(M.examOver);
    const reopen = await call(t.app, teacherA, 'POST', '/api/ExamInfo/TimeExpand', { workInfoGuid: guid, classGuid: A802, minutes: 10 });
    expect(reopen.body.message).toContain(M.extendEnded);
  });

  it('refuses bad extensions with a clear message and another school\'s teacher with an error envelope', async () => {
    const guid = await exam(10);
    for (const minutes of [0, 181, 2.5, 'x']) {
      const res = await call(t.app, teacherA, 'POST', '/api/ExamInfo/TimeExpand', { workInfoGuid: guid, minutes });
      expect(res.http).toBe(400);
      expect(res.body.message).toBe(M.extendMinutes);
    }
    const other = await call(t.app, teacherB, 'POST', '/api/ExamInfo/TimeExpand', { workInfoGuid: guid, minutes: 10 });
    expect(other.body.status).toBe(100);
    const all = await call(t.app, teacherA, 'POST', '/api/ExamInfo/TimeExpand', { workInfoGuid: guid, minutes: 5 });
    expect(all.body.data.list).toHaveLength(2);
  });

  it('submits at the bell what a phone saved but could not submit', async () => {
    const guid = await exam(30, 20, 0); // ended 10 minutes ago
    await moveClock(guid, { startTime: new Date(Date.now() - 5 * MIN), endTime: new Date(Date.now() + 15 * MIN) });
    expect((await progress(s801[3]!, guid, [{ th: 1, answer: 'A' }, { th: 2, answer: 'BE' }, { th: 3, answer: '写了一半' }])).body.status).toBe(200);
    expect(await examAnsweringService.finalizeDue(t.db)).toBe(0);
    await moveClock(guid, { startTime: new Date(Date.now() - 30 * MIN), endTime: new Date(Date.now() - 10 * MIN) });
    expect(await examAnsweringService.finalizeDue(t.db)).toBe(1);
    const row = await t.db.selectFrom('submissions').select(['objectiveScore', 'status', 'isFullyMarked']).where('workGuid', '=', guid).where('studentGuid', '=', s801[3]!.guid).executeTakeFirstOrThrow();
    expect(row).toEqual({ objectiveScore: 11, status: 1, isFullyMarked: false });
    expect(await t.db.selectFrom('examProgress').select('workGuid').where('workGuid', '=', guid).execute()).toEqual([]);
    // Answers stay hidden: the subjective answer is not marked yet.
    const d = await detail(s801[3]!, guid);
    expect(d.body.data.isAnswerVisible).toBe(false);
    expect(d.body.data.questions[0].answer).toBeNull();
  });

  it('a student of a class not sitting the exam cannot read it', async () => {
    const png = await uploadPng(t.app, teacherA);
    const basic = { km: '数学', examName: '一班小测', startTime: iso(Date.now() + 3600_000), duration: 30, clazzes: [{ classGuid: A801 }] };
    const guid = (await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic)).body.data.workInfoGuid;
    await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list: QUESTIONS });
    await moveClock(guid, { startTime: new Date(Date.now() - MIN) });
    expect((await detail(s802, guid)).body.status).toBe(100);
    expect((await progress(s802, guid, [])).body.status).toBe(100);
    expect((await detail(s801[0]!, guid)).body.status).toBe(200);
  });
});

describe('POST /api/WorkInfo/UpdateWorkInfoStatus (提前收卷)', () => {
  it('ends a running exam now: a later submit is refused and the saved answers are submitted at the next run', async () => {
    const guid = await exam(5, 60, 15);
    expect((await progress(s802, guid, [{ th: 1, answer: 'A' }])).body.status).toBe(200);
    expect((await call(t.app, teacherB, 'POST', '/api/WorkInfo/UpdateWorkInfoStatus', { workInfoGuid: guid, status: 2 })).body.status).toBe(100);
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkInfoStatus', { workInfoGuid: guid, status: 1 })).http).toBe(400);
    const ended = await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkInfoStatus', { workInfoGuid: guid, status: 2 });
    expect(ended.body).toMatchObject({ status: 200, message: '收卷成功' });
    await new Promise((r) => setTimeout(r, 5));
    expect((await submit(s801[0]!, guid)).body.message).toBe(M.examOver);
    expect(await examAnsweringService.finalizeDue(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('submissions').select('status').where('workGuid', '=', guid).where('studentGuid', '=', s802.guid).executeTakeFirst()).toEqual({ status: 1 });
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkInfoStatus', { workInfoGuid: guid, status: 2 })).body.message).toBe(M.endAlreadyEnded);
  });

  it('an exam that has not started cannot be ended', async () => {
    const guid = await exam(-30);
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkInfoStatus', { workInfoGuid: guid, status: 2 })).body.message).toBe(M.endNotStarted);
  });
});

describe('answer sheets (migration 20261130T0100)', () => {
  it('every submission\'s answer sheet still equals its answers after all of the above', async () => {
    await expectAnswerSheetsKept(t.db);
  });
});
