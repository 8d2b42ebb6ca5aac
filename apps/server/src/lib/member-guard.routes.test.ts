import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_DISABLED_ADVICE, PowerAdvice, SERVICE_EXPIRED_BANNER, SERVICE_NOT_OPENED_ADVICE } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf, userIdByPhone } from '../../test/helpers/homework-factory.js';
import { studentSession } from '../../test/helpers/student-session.js';
import { multipartFile } from '../../test/helpers/xlsx.js';
import { FORM_QUESTIONS, multipart, pngBytes, validForm } from '../modules/homework/homework.fixture.js';

/**
 * The server's guards (lib/member-guard.ts) for every guarded action: a school whose online-homework service is not
 * usable (serverstatus ≠ 0) publishes and edits no homework and its students submit nothing; a disabled member
 * (isdisable) neither logs in nor acts; questionPower and reviewPower are checked where the UI checks them.
 */
let t: TestApp;

type Request = { method: 'GET' | 'POST'; url: string; payload?: object; multipart?: { payload: Buffer; headers: Record<string, string> } };
type Action = [name: string, request: Request];

async function send(cookie: string, r: Request) {
  const res = r.multipart
    ? await t.app.inject({ method: r.method, url: r.url, payload: r.multipart.payload, headers: { ...r.multipart.headers, cookie } })
    : await t.app.inject({ method: r.method, url: r.url, headers: { cookie }, ...(r.payload ? { payload: r.payload } : {}) });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: unknown } };
}

/** The teachers' guarded actions on a work of the school and a class of the teacher. */
function teacherActions(workGuid: string, classGuid: string): Action[] {
  const fakeFile = 'f'.repeat(32);
  return [
    ['publish online homework', { method: 'POST', url: '/api/WorkInfo/SaveOnlineWork', payload: validForm([classGuid], [fakeFile]) }],
    ['publish machine-read homework', { method: 'POST', url: '/api/WorkInfo/SaveMachineReadWork', payload: validForm([classGuid], [fakeFile]) }],
    ['publish paper homework', { method: 'POST', url: '/api/WorkInfo/SaveTestPaperWork', payload: validForm([classGuid], [fakeFile]) }],
    ['edit a work', { method: 'POST', url: '/api/WorkInfo/SaveOnlineWork', payload: validForm([classGuid], [fakeFile], { workInfoGuid: workGuid }) }],
    ['edit a teaching-aid work', { method: 'POST', url: '/api/WorkInfo/EditTeachingAidWork', payload: { workInfoGuid: workGuid, clazzes: [{ classGuid }] } }],
    ['change multiple-choice scoring', { method: 'POST', url: '/api/WorkInfo/SaveWorkMultSetting', payload: { workInfoGuid: workGuid, multSettingInputs: [{ th: 5, isDefault: true }] } }],
    ['change answers and scores', { method: 'POST', url: '/api/WorkInfo/UpdateWorkQuestion', payload: { workInfoGuid: workGuid, list: FORM_QUESTIONS } }],
    ['rescore', { method: 'POST', url: '/api/WorkInfo/Rescore', payload: { workInfoGuid: workGuid } }],
    ['enter machine-read answers', { method: 'POST', url: '/api/MachineRead/Save', payload: { workGuid, entries: [{ stuGuid: randomUUID(), answers: { 1: 'A' } }] } }],
    ['import machine-read answers', { method: 'POST', url: `/api/MachineRead/Import?workGuid=${workGuid}`, multipart: multipartFile(Buffer.from('PK'), '答案.xlsx') }],
  ];
}

/** The students' guarded actions on a work of their class. */
function studentActions(workGuid: string): Action[] {
  return [
    ['submit answers', { method: 'POST', url: '/api/Student/Submit', payload: { workGuid, requestId: randomUUID(), durationSeconds: 60, answers: [{ th: 1, answer: 'A' }] } }],
    ['upload an answer photo', { method: 'POST', url: '/api/Student/UploadAnswerImage', multipart: multipart({ workGuid }, { name: 'photo.png', bytes: pngBytes() }) }],
  ];
}

async function setService(ruCode: string, status: number) {
  const school = await t.db.selectFrom('schools').select('id').where('ruCode', '=', ruCode).executeTakeFirstOrThrow();
  await t.db.updateTable('schoolServices').set({ status }).where('schoolId', '=', school.id).where('serviceType', '=', 1).execute();
}

async function setMembership(phone: string, patch: { isDisable?: boolean; questionPower?: boolean; reviewPower?: boolean }) {
  await t.db.updateTable('memberships').set(patch).where('userId', '=', await userIdByPhone(t.db, phone)).execute();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a school whose online-homework service has expired (serverstatus 2)', () => {
  let teacher: string;
  let actions: Action[];
  let students: Action[];
  let studentCookie: string;

  beforeAll(async () => {
    teacher = await loginAs(t.app, DEMO.teacherB);
    const work = await createWork(t.db, { ruCode: 'RU20002', classCodes: ['A501'], creatorPhone: DEMO.teacherB });
    const A501 = await classByCode(t.db, 'RU20002', 'A501');
    actions = teacherActions(work.guid, A501.guid);
    students = studentActions(work.guid);
    const [s] = await studentsOf(t.db, A501.guid);
    studentCookie = (await studentSession(t.app, t.db, s!, 'RU20002')).cookie;
  });

  it('refuses every guarded teacher action with 403 and the spec’s advice', async () => {
    for (const [name, request] of actions) {
      const res = await send(teacher, request);
      expect({ name, ...res }).toEqual({ name, http: 403, body: { status: 403, message: SERVICE_EXPIRED_BANNER, data: null } });
    }
    expect(await t.db.selectFrom('works').select('guid').where('schoolId', '=', (await classByCode(t.db, 'RU20002', 'A501')).schoolId).execute()).toHaveLength(1);
  });

  it('refuses its students’ submissions and answer photos with the same advice', async () => {
    for (const [name, request] of students) {
      const res = await send(studentCookie, request);
      expect({ name, ...res }).toEqual({ name, http: 403, body: { status: 403, message: SERVICE_EXPIRED_BANNER, data: null } });
    }
    expect(await t.db.selectFrom('submissions').select('studentGuid').execute()).toHaveLength(0);
  });

  it('still lets teachers read the homework list and students read their homework', async () => {
    expect((await call(t.app, teacher, 'GET', '/api/WorkInfo/List')).body.status).toBe(200);
    expect((await call(t.app, studentCookie, 'GET', '/api/Student/Works')).body.status).toBe(200);
  });

  it('says 未开通 for a service that was never opened, and lets the school work again once renewed', async () => {
    await setService('RU20002', 1);
    const [, request] = actions[7]!;
    expect((await send(teacher, request)).body).toMatchObject({ status: 403, message: SERVICE_NOT_OPENED_ADVICE });
    await setService('RU20002', 0);
    expect((await send(teacher, request)).body.status).toBe(200);
    expect((await send(studentCookie, students[0]![1])).body.status).toBe(200);
    await setService('RU20002', 2);
  });
});

describe('a disabled member (isdisable)', () => {
  let actions: Action[];
  let students: Action[];

  beforeAll(async () => {
    const work = await createWork(t.db, { ruCode: 'RU10001', classCodes: ['A801'], creatorPhone: DEMO.teacherA, km: '语文' });
    actions = [
      ...teacherActions(work.guid, work.classGuids[0]!),
      ['reset student passwords', { method: 'POST', url: '/api/Teacher/ResetStudentPassword', payload: { stuGuids: [randomUUID()] } }],
      ['export initial passwords', { method: 'POST', url: '/api/Teacher/ExportStudentPasswords', payload: { classGuid: work.classGuids[0] } }],
      ['read the user info', { method: 'GET', url: '/api/User/UserInfo' }],
      ['list students', { method: 'POST', url: '/api/Teacher/StudentList', payload: {} }],
    ];
    students = studentActions(work.guid);
  });

  it('cannot log in: the right password answers 403 with the advice', async () => {
    await setMembership(DEMO.teacherA, { isDisable: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherA, password: DEMO.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, message: MEMBER_DISABLED_ADVICE, data: null });
    expect(res.cookies.find((c) => c.name === 'zyb_session')).toBeUndefined();
    await setMembership(DEMO.teacherA, { isDisable: false });
  });

  it('is refused every action with sessions opened before, which end', async () => {
    const cookies = [];
    for (let i = 0; i < actions.length; i++) cookies.push(await loginAs(t.app, DEMO.teacherA));
    await setMembership(DEMO.teacherA, { isDisable: true });
    for (const [i, [name, request]] of actions.entries()) {
      const res = await send(cookies[i]!, request);
      expect({ name, ...res }).toEqual({ name, http: 403, body: { status: 403, message: MEMBER_DISABLED_ADVICE, data: null } });
      expect((await call(t.app, cookies[i]!, 'GET', '/api/User/UserInfo')).http).toBe(401);
    }
    await setMembership(DEMO.teacherA, { isDisable: false });
  });

  it('keeps the other, enabled role of a two-role user: login lands there and SetRole refuses the disabled one', async () => {
    const userId = await userIdByPhone(t.db, DEMO.twoRoleTeacher);
    await t.db.updateTable('memberships').set({ isDisable: true }).where('userId', '=', userId).where('role', '=', 'Teacher').execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.twoRoleTeacher, password: DEMO.password } });
    expect(res.json()).toMatchObject({ status: 200, data: { user: { userRole: 'Salesman' }, roles: ['Salesman'] } });
    const cookie = `zyb_session=${res.cookies.find((c) => c.name === 'zyb_session')!.value}`;
    expect((await call(t.app, cookie, 'POST', '/api/Common/SetRole', { role: 'Teacher' })).body).toMatchObject({ status: 403, message: MEMBER_DISABLED_ADVICE });
    await t.db.updateTable('memberships').set({ isDisable: false }).where('userId', '=', userId).execute();
  });

  it('does not stop the students of the school', async () => {
    const [s] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A801')).guid);
    const student = await studentSession(t.app, t.db, s!, 'RU10001');
    await setMembership(DEMO.teacherA, { isDisable: true });
    expect((await send(student.cookie, students[0]![1])).body.status).toBe(200);
    await setMembership(DEMO.teacherA, { isDisable: false });
  });
});

describe('questionPower and reviewPower', () => {
  it('refuses the question banks, collections, basket and my papers without questionPower', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    const scope = { period: 'C', km: '语文' };
    const bank: Action[] = [
      ['7-day bank', { method: 'POST', url: '/api/QuestionBank/Items', payload: { ...scope, sourceType: 100 } }],
      ['school bank', { method: 'POST', url: '/api/QuestionBank/Items', payload: { ...scope, sourceType: 200 } }],
      ['my bank', { method: 'POST', url: '/api/QuestionBank/Items', payload: { ...scope, sourceType: 300 } }],
      ['bank through the universal interface', { method: 'POST', url: '/api/WorkInfo/UniversalInterface', payload: { url: 'getPageItems', data: JSON.stringify({ ...scope, sourceType: 100 }) } }],
      ['collected items', { method: 'POST', url: '/api/QuestionBank/Collections', payload: scope }],
      ['basket', { method: 'GET', url: '/api/QuestionBank/Basket?period=C&km=%E8%AF%AD%E6%96%87' }],
      ['my papers', { method: 'POST', url: '/api/QuestionBank/Papers/Mine', payload: scope }],
      ['school papers', { method: 'POST', url: '/api/WorkInfo/GetSchoolQuestionLib', payload: scope }],
    ];
    for (const [name, request] of bank) expect({ name, status: (await send(teacher, request)).body.status }).toEqual({ name, status: 200 });
    await setMembership(DEMO.teacherA, { questionPower: false });
    for (const [name, request] of bank) {
      const res = await send(teacher, request);
      expect({ name, ...res }).toEqual({ name, http: 403, body: { status: 403, message: PowerAdvice.questionPower, data: null } });
    }
    await setMembership(DEMO.teacherA, { questionPower: true });
  });

  it('keeps the default review type without reviewPower and refuses another one', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    const A801 = (await classByCode(t.db, 'RU10001', 'A801')).guid;
    await setMembership(DEMO.teacherA, { reviewPower: false });
    const refused = await call(t.app, teacher, 'POST', '/api/WorkInfo/SaveTestPaperWork', validForm([A801], ['f'.repeat(32)], { km: '语文', reviewType: 0 }));
    expect(refused).toEqual({ http: 403, body: { status: 403, message: PowerAdvice.reviewPower, data: null } });
    const kept = await call(t.app, teacher, 'POST', '/api/WorkInfo/SaveTestPaperWork', validForm([A801], ['f'.repeat(32)], { km: '语文', reviewType: 1 }));
    expect(kept.body.message).not.toBe(PowerAdvice.reviewPower);
    await setMembership(DEMO.teacherA, { reviewPower: true });
  });
});
