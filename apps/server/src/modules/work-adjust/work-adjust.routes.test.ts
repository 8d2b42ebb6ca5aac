import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages, WorkAdjustMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, insertSubmission } from '../homework/homework.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let otherTeacher: string;
let teacherB: string;
let A801: string;
let A802: string;

const H = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, adminA, otherTeacher, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherB),
  ]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
});
afterAll(async () => t.close());

/** A phone homework of teacher A for 八年级1班, started an hour ago or ended an hour ago. */
async function work(state: 'started' | 'ended', options: { classCodes?: string[]; workType?: number; releaseType?: 0 | 1; releaseTime?: Date } = {}) {
  const now = Date.now();
  const [start, end] = state === 'started' ? [now - H, now + 24 * H] : [now - 48 * H, now - H];
  return createWork(t.db, { classCodes: options.classCodes ?? ['A801'], creatorPhone: DEMO.teacherA, start: new Date(start), end: new Date(end), ...options });
}

const endOf = async (guid: string) => (await t.db.selectFrom('works').select('endTime').where('guid', '=', guid).executeTakeFirstOrThrow()).endTime;
const classesOf = async (guid: string) => (await t.db.selectFrom('workClasses').select('classGuid').where('workGuid', '=', guid).execute()).map((r) => r.classGuid).sort();

describe('作业调整: the page data', () => {
  it('lists the classes with submission counts, the classes that may be added and every student with their status', async () => {
    const w = await work('started');
    const [first] = await studentsOf(t.db, A801);
    await insertSubmission(t.db, w.guid, first!.guid, { 1: 'A' });
    const res = await call(t.app, teacherA, 'GET', `/api/WorkAdjust/Info?workGuid=${w.guid}`);
    expect(res.body.status).toBe(200);
    expect(res.body.data).toMatchObject({ workGuid: w.guid, state: 1, classes: [{ classGuid: A801, submitCount: 1 }] });
    expect(res.body.data.availableClasses.map((c: { classGuid: string }) => c.classGuid)).toContain(A802);
    const row = res.body.data.students.find((s: { studentGuid: string }) => s.studentGuid === first!.guid);
    expect(row).toMatchObject({ status: 1, extendedUntil: null });
  });
});

describe('作业调整: the end time', () => {
  it('moves the end of a started homework later and earlier', async () => {
    const w = await work('started');
    const later = iso(72 * H);
    const res = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: later });
    expect(res.body).toMatchObject({ status: 200, data: { endTime: later } });
    expect((await endOf(w.guid)).toISOString()).toBe(later);
  });

  it('refuses an end before the start, in the past, or on an ended homework, and changes nothing', async () => {
    const w = await work('started');
    const before = await endOf(w.guid);
    expect((await call(t.app, teacherA, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: iso(-3 * H) })).body)
      .toMatchObject({ status: 400, message: HomeworkMessages.startAfterEnd });
    expect((await call(t.app, teacherA, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: iso(-0.5 * H) })).body)
      .toMatchObject({ status: 400, message: M.endInPast });
    expect(await endOf(w.guid)).toEqual(before);
    const ended = await work('ended');
    expect((await call(t.app, teacherA, 'POST', '/api/WorkAdjust/EndTime', { workGuid: ended.guid, endTime: iso(24 * H) })).body)
      .toMatchObject({ status: 400, message: M.endTimeEnded });
  });

  it('answers a bad time with a Chinese 400, not a 500', async () => {
    const w = await work('started');
    const res = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: 'tomorrow' });
    expect(res.body).toMatchObject({ status: 400, message: HomeworkMessages.timeInvalid });
  });
});

describe('作业调整: classes', () => {
  it('adds a class of the same grade and removes a class without submissions', async () => {
    const w = await work('started');
    const added = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [A801, A802] });
    expect(added.body.status).toBe(200);
    expect(await classesOf(w.guid)).toEqual([A801, A802].sort());
    const removed = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [A801] });
    expect(removed.body.status).toBe(200);
    expect(await classesOf(w.guid)).toEqual([A801]);
  });

  it('removes a class with submissions only after a confirm, and keeps the submissions', async () => {
    const w = await work('started', { classCodes: ['A801', 'A802'] });
    const [s] = await studentsOf(t.db, A802);
    await insertSubmission(t.db, w.guid, s!.guid, { 1: 'A' });
    const refused = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [A801] });
    expect(refused.body).toMatchObject({ status: 400, message: M.confirmRemove('八年级2班', 1), data: { needsConfirm: true } });
    expect(await classesOf(w.guid)).toEqual([A801, A802].sort());
    const done = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [A801], confirmRemove: true });
    expect(done.body.status).toBe(200);
    expect(await classesOf(w.guid)).toEqual([A801]);
    const kept = await t.db.selectFrom('submissions').select('guid').where('workGuid', '=', w.guid).where('studentGuid', '=', s!.guid).execute();
    expect(kept).toHaveLength(1);
  });

  it('keeps at least one class and changes no class of an ended phone homework', async () => {
    const w = await work('started');
    expect((await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [] })).body)
      .toMatchObject({ status: 400, message: M.keepOneClass });
    const ended = await work('ended');
    expect((await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: ended.guid, classGuids: [A801, A802] })).body)
      .toMatchObject({ status: 400, message: M.classesEnded });
    expect(await classesOf(ended.guid)).toEqual([A801]);
  });

  it('refuses a class of another grade', async () => {
    const w = await work('started');
    const A701 = await classGuidOf(t.db, 'A701');
    const res = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [A801, A701] });
    expect(res.body.status).toBe(400);
    expect(await classesOf(w.guid)).toEqual([A801]);
  });
});

describe('作业调整: reopening for one student', () => {
  it('lets a student who missed an ended homework submit until their own deadline, and no one else', async () => {
    const w = await work('ended');
    const [s1, s2] = await studentsOf(t.db, A801);
    const one = await studentSession(t.app, t.db, s1!, 'RU10001');
    const two = await studentSession(t.app, t.db, s2!, 'RU10001');
    const answers = { workGuid: w.guid, requestId: crypto.randomUUID(), durationSeconds: 30, answers: [{ th: 1, answer: 'A' }] };
    expect((await call(t.app, one.cookie, 'POST', '/api/Student/Submit', answers)).body.status).not.toBe(200);

    const until = iso(24 * H);
    const res = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/ExtendStudent', { workGuid: w.guid, studentGuid: s1!.guid, endTime: until });
    expect(res.body.status).toBe(200);
    expect(res.body.data.students.find((s: { studentGuid: string }) => s.studentGuid === s1!.guid).extendedUntil).toBe(until);

    const detail = await call(t.app, one.cookie, 'GET', `/api/Student/Work/${w.guid}`);
    expect(detail.body.data).toMatchObject({ state: 1, canSubmit: true, endTime: until, answerRelease: { releaseType: 0, releaseTime: null } });
    const submitted = await call(t.app, one.cookie, 'POST', '/api/Student/Submit', { ...answers, requestId: crypto.randomUUID() });
    expect(submitted.body).toMatchObject({ status: 200, data: { status: 1, isOverdue: false } });
    const other = await call(t.app, two.cookie, 'POST', '/api/Student/Submit', { ...answers, requestId: crypto.randomUUID() });
    expect(other.body.status).not.toBe(200);
    const list = await call(t.app, one.cookie, 'GET', '/api/Student/Works');
    expect(list.body.data.list.find((x: { workGuid: string }) => x.workGuid === w.guid)).toMatchObject({ endTime: until });
  });

  it('refuses a student who submitted, a deadline not after the end, published answers and a student of another class', async () => {
    const w = await work('ended');
    const [s1, s2] = await studentsOf(t.db, A801);
    await insertSubmission(t.db, w.guid, s1!.guid, { 1: 'A' });
    const extend = (studentGuid: string, endTime: string, guid = w.guid) =>
      call(t.app, teacherA, 'POST', '/api/WorkAdjust/ExtendStudent', { workGuid: guid, studentGuid, endTime });
    expect((await extend(s1!.guid, iso(24 * H))).body).toMatchObject({ status: 400, message: M.extendSubmitted });
    expect((await extend(s2!.guid, iso(-0.5 * H))).body).toMatchObject({ status: 400, message: M.extendInPast });
    const [other] = await studentsOf(t.db, A802);
    expect((await extend(other!.guid, iso(24 * H))).body).toMatchObject({ status: 400, message: M.studentNotInWork });
    const published = await work('ended', { releaseType: 1, releaseTime: new Date(Date.now() - 0.5 * H) });
    expect((await extend(s2!.guid, iso(24 * H), published.guid)).body).toMatchObject({ status: 400, message: M.extendAnswersPublished });
    const rows = await t.db.selectFrom('workStudentExtensions').selectAll().where('workGuid', 'in', [w.guid, published.guid]).execute();
    expect(rows).toHaveLength(0);
  });

  it('cancels an extension', async () => {
    const w = await work('ended');
    const [, , s3] = await studentsOf(t.db, A801);
    await call(t.app, teacherA, 'POST', '/api/WorkAdjust/ExtendStudent', { workGuid: w.guid, studentGuid: s3!.guid, endTime: iso(5 * H) });
    const res = await call(t.app, teacherA, 'POST', '/api/WorkAdjust/CancelExtension', { workGuid: w.guid, studentGuid: s3!.guid });
    expect(res.body.status).toBe(200);
    expect(await t.db.selectFrom('workStudentExtensions').selectAll().where('workGuid', '=', w.guid).execute()).toHaveLength(0);
  });
});

describe('作业调整: who may adjust', () => {
  it('lets an administrator adjust, refuses a teacher of the school who did not set it (403), changing nothing', async () => {
    const w = await work('started');
    const before = await endOf(w.guid);
    const refused = await call(t.app, otherTeacher, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: iso(72 * H) });
    expect(refused.body.status).toBe(403);
    expect(await endOf(w.guid)).toEqual(before);
    expect((await call(t.app, adminA, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: iso(72 * H) })).body.status).toBe(200);
  });

  it("answers another school's homework as missing on every endpoint and changes nothing", async () => {
    const w = await work('ended');
    const [s] = await studentsOf(t.db, A801);
    const snapshot = async () => JSON.stringify([await endOf(w.guid), await classesOf(w.guid),
      await t.db.selectFrom('workStudentExtensions').selectAll().where('workGuid', '=', w.guid).execute()]);
    const before = await snapshot();
    const calls = [
      call(t.app, teacherB, 'GET', `/api/WorkAdjust/Info?workGuid=${w.guid}`),
      call(t.app, teacherB, 'POST', '/api/WorkAdjust/EndTime', { workGuid: w.guid, endTime: iso(72 * H) }),
      call(t.app, teacherB, 'POST', '/api/WorkAdjust/Classes', { workGuid: w.guid, classGuids: [A801, A802] }),
      call(t.app, teacherB, 'POST', '/api/WorkAdjust/ExtendStudent', { workGuid: w.guid, studentGuid: s!.guid, endTime: iso(24 * H) }),
      call(t.app, teacherB, 'POST', '/api/WorkAdjust/CancelExtension', { workGuid: w.guid, studentGuid: s!.guid }),
    ];
    for (const res of await Promise.all(calls)) expect(res.http === 404 || res.body.status === 100).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a student session and no session', async () => {
    const w = await work('started');
    const noSession = await t.app.inject({ method: 'GET', url: `/api/WorkAdjust/Info?workGuid=${w.guid}` });
    expect(noSession.json().status).toBe(401);
  });
});
