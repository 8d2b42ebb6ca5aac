import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { FORM_QUESTIONS, classGuidOf, insertSubmission, uploadPng, validForm } from './homework.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let otherTeacher: string;
let A801: string;
let A802: string;
let png: string;

const ONLINE = '/api/WorkInfo/SaveOnlineWork';
const PAPER = '/api/WorkInfo/SaveTestPaperWork';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, adminA, otherTeacher] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'),
  ]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
  png = await uploadPng(t.app, teacherA);
});
afterAll(async () => t.close());

/** Creates a work through the API, then moves its times so it is in the given state. */
async function workIn(state: 0 | 1 | 2, options: { url?: string; patch?: Record<string, unknown>; cookie?: string } = {}) {
  const body = validForm([A801], [png], options.patch ?? {});
  const res = await call(t.app, options.cookie ?? teacherA, 'POST', options.url ?? ONLINE, body);
  if (res.body.status !== 200) throw new Error(JSON.stringify(res.body));
  const guid: string = res.body.data.workInfoGuid;
  const now = Date.now();
  const [start, end] = state === 0 ? [now + 3600_000, now + 2 * DAY] : state === 1 ? [now - 3600_000, now + DAY] : [now - 2 * DAY, now - DAY];
  await t.db.updateTable('works').set({ startTime: new Date(start), endTime: new Date(end) }).where('guid', '=', guid).execute();
  const form = { ...body, workInfoGuid: guid, startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() };
  return { guid, form };
}

const save = (form: Record<string, unknown>, url = ONLINE, cookie = teacherA) => call(t.app, cookie, 'POST', url, form);

describe('editing a work that has not started', () => {
  it('changes name, times, classes and settings freely and keeps the code', async () => {
    const { guid, form } = await workIn(0);
    const before = await t.db.selectFrom('works').select('workCode').where('guid', '=', guid).executeTakeFirstOrThrow();
    const res = await save({ ...form, name: '改名', clazzes: [{ classGuid: A802 }], startTime: new Date(Date.now() + 7200_000).toISOString() });
    expect(res.body).toMatchObject({ status: 200, data: { workInfoGuid: guid, workCode: before.workCode } });
    const info = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${guid}`);
    expect(info.body.data).toMatchObject({ name: '改名', state: 0, clazzes: [{ classGuid: A802 }] });
  });

  it('refuses to edit a work through the endpoint of another kind', async () => {
    const { form } = await workIn(0);
    expect((await save(form, PAPER)).body).toMatchObject({ status: 400, message: M.workTypeMismatch });
  });
});

describe('the state locks of spec 01 §4', () => {
  it('locks the name and start time of a started work but lets the end time move', async () => {
    const { form } = await workIn(1);
    expect((await save({ ...form, name: '新名字' })).body).toMatchObject({ status: 400, message: M.startedLocked });
    expect((await save({ ...form, startTime: new Date(Date.now() - 7200_000).toISOString() })).body).toMatchObject({ status: 400, message: M.startedLocked });
    expect((await save({ ...form, endTime: new Date(Date.now() + 3 * DAY).toISOString() })).body.status).toBe(200);
  });

  it('compares locked times to the minute, so re-sending a picker value is not a change', async () => {
    const { guid, form } = await workIn(1);
    const start = new Date(form.startTime);
    await t.db.updateTable('works').set({ startTime: new Date(start.getTime() - (start.getTime() % 60_000) + 30_000) }).where('guid', '=', guid).execute();
    const picker = new Date(start.getTime() - (start.getTime() % 60_000)).toISOString();
    expect((await save({ ...form, startTime: picker })).body.status).toBe(200);
  });

  it('does not let overdue submission be switched off once a started work has it on', async () => {
    const { form } = await workIn(1, { patch: { overdueable: 1 } });
    expect((await save({ ...form, overdueable: 0 })).body).toMatchObject({ status: 400, message: M.overdueLocked });
    expect((await save({ ...form, overdueable: 1 })).body.status).toBe(200);
  });

  it('lets a started work gain classes of its grade but never lose one', async () => {
    const { form } = await workIn(1);
    expect((await save({ ...form, clazzes: [{ classGuid: A801 }, { classGuid: A802 }] })).body.status).toBe(200);
    expect((await save({ ...form, clazzes: [{ classGuid: A802 }] })).body).toMatchObject({ status: 400, message: M.classesCannotRemove });
  });

  it('locks name, start and end of an ended work, and all classes of an online one', async () => {
    const { form } = await workIn(2);
    expect((await save({ ...form, name: '新名字' })).body.message).toBe(M.endedLocked);
    expect((await save({ ...form, endTime: new Date().toISOString() })).body.message).toBe(M.endedLocked);
    expect((await save({ ...form, clazzes: [{ classGuid: A801 }, { classGuid: A802 }] })).body.message).toBe(M.classesLocked);
    expect((await save({ ...form, showStudentInfo: 0 })).body.status).toBe(200);
  });

  it('lets an ended offline work (types 3 to 7) gain classes but not lose them', async () => {
    const { form } = await workIn(2, { url: PAPER });
    expect((await save({ ...form, clazzes: [{ classGuid: A801 }, { classGuid: A802 }] }, PAPER)).body.status).toBe(200);
    expect((await save({ ...form, clazzes: [{ classGuid: A802 }] }, PAPER)).body.message).toBe(M.classesCannotRemove);
  });

  it('locks question numbers, types and option counts once a student submitted, and reports the pending rescore', async () => {
    const { guid, form } = await workIn(1);
    const [s1, s2] = await studentsOf(t.db, A801);
    await insertSubmission(t.db, guid, s1!.guid, { 1: 'A', 2: 'C' });
    await insertSubmission(t.db, guid, s2!.guid, { 1: 'B', 2: 'B' });
    const changedType = FORM_QUESTIONS.map((q) => (q.th === 4 ? { ...q, type: 2 } : q));
    expect((await save({ ...form, questions: changedType })).body).toMatchObject({ status: 400, message: M.questionsLocked });
    expect((await save({ ...form, questions: FORM_QUESTIONS.slice(0, 4) })).body.message).toBe(M.questionsLocked);
    expect((await save({ ...form, questions: FORM_QUESTIONS.map((q) => (q.th === 1 ? { ...q, option: 5 } : q)) })).body.message).toBe(M.questionsLocked);
    const newKey = FORM_QUESTIONS.map((q) => (q.th === 2 ? { ...q, answer: 'C' } : q));
    const res = await save({ ...form, questions: newKey });
    expect(res.body).toMatchObject({ status: 200, data: { pendingRescore: 2 } });
    const scores = await t.db.selectFrom('submissions').select('totalScore').where('workGuid', '=', guid).orderBy('totalScore').execute();
    expect(scores.map((s) => s.totalScore)).toEqual([2, 2]);
  });
});

describe('who may edit', () => {
  it('answers 403 to a teacher of the school who neither created nor teaches the work, and changes nothing', async () => {
    const { guid, form } = await workIn(0);
    const res = await save({ ...form, name: '别人改的' }, ONLINE, otherTeacher);
    expect(res.body).toMatchObject({ status: 403, message: M.workNotVisible });
    const row = await t.db.selectFrom('works').select('name').where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(row.name).toBe('十一月练习');
  });

  it('lets a teacher of the class see but not edit an administrator work (isCreate false), and the administrator edit any', async () => {
    const { guid, form } = await workIn(0, { cookie: adminA });
    const info = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${guid}`);
    expect(info.body.data.isCreate).toBe(false);
    expect((await save({ ...form, name: '老师改' })).body).toMatchObject({ status: 403, message: M.notEditor });
    const mine = await workIn(0);
    expect((await save({ ...mine.form, name: '管理员改' }, ONLINE, adminA)).body.status).toBe(200);
  });
});

describe('POST /api/WorkInfo/EditTeachingAidWork', () => {
  it('changes classes, use and sync of a teaching-aid work only', async () => {
    const work = await createWork(t.db, { classCodes: ['A801'], workType: 5, creatorPhone: DEMO.teacherA, start: new Date(Date.now() + DAY), end: new Date(Date.now() + 2 * DAY) });
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/EditTeachingAidWork', {
      workInfoGuid: work.guid, ruCode: 'RU10001', gradeGuid: 'A8', clazzes: [{ code: 'A801' }, { code: 'A802' }], use: 2, syncToOthers: 1,
    });
    expect(res.body.status).toBe(200);
    const row = await t.db.selectFrom('works').select(['useType', 'syncToOthers']).where('guid', '=', work.guid).executeTakeFirstOrThrow();
    expect(row).toEqual({ useType: 2, syncToOthers: true });
    const classes = await t.db.selectFrom('workClasses').select('classGuid').where('workGuid', '=', work.guid).execute();
    expect(classes.map((c) => c.classGuid).sort()).toEqual([A801, A802].sort());
    const online = await workIn(0);
    const wrong = await call(t.app, teacherA, 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: online.guid, clazzes: [{ code: 'A801' }] });
    expect(wrong.body).toMatchObject({ status: 400, message: M.workTypeMismatch });
  });
});
