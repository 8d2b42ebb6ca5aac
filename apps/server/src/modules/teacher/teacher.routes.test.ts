import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_DISABLED_ADVICE, PowerAdvice, SERVICE_EXPIRED_BANNER, TeachingScopeMessages } from '@zuoyeben/shared';
import { userIdByPhone } from '../../../test/helpers/homework-factory.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The teacher of two schools, in school A (a login opens the school chosen last). */
async function teacherOfTwoInA() {
  const two = await loginAs(t.app, DEMO.teacherOfTwo);
  await call(t.app, two, 'POST', '/api/Teacher/SelectRu', { ru: 'RU10001' });
  return two;
}

async function setMembership(phone: string, patch: { isDisable?: boolean; reviewPower?: boolean; teachInfoPower?: boolean }) {
  await t.db.updateTable('memberships').set(patch).where('userId', '=', await userIdByPhone(t.db, phone)).execute();
}

describe('GET /api/Teacher/GetTeacherTeachInfo and GetGradeClassKm', () => {
  it('lists the classes the teacher teaches in the session school, flat and as a grade → class → subject tree', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    const flat = (await call(t.app, teacher, 'GET', '/api/Teacher/GetTeacherTeachInfo')).body.data.list;
    expect(flat.map((r: { Guid: string; gradeCode: string; className: string }) => [r.Guid, r.gradeCode, r.className])).toEqual([
      ['C语文', 'A8', '八年级1班'], ['C语文', 'A8', '八年级2班'], ['G语文', 'G1', '高一1班'],
    ]);
    const tree = (await call(t.app, teacher, 'GET', '/api/Teacher/GetGradeClassKm')).body.data.list;
    expect(tree.map((g: { gradeCode: string; classes: { className: string; subjects: string[] }[] }) =>
      [g.gradeCode, g.classes.map((c) => [c.className, c.subjects])])).toEqual([
      ['A8', [['八年级1班', ['语文']], ['八年级2班', ['语文']]]],
      ['G1', [['高一1班', ['语文']]]],
    ]);
  });

  it('answers per school for a teacher of two schools, and nothing for a member who teaches nothing', async () => {
    const two = await teacherOfTwoInA();
    const inA = (await call(t.app, two, 'GET', '/api/Teacher/GetTeacherTeachInfo')).body.data.list;
    expect(inA.map((r: { className: string; gradeCode: string }) => [r.gradeCode, r.className])).toEqual([['A7', '七年级1班']]);
    await call(t.app, two, 'POST', '/api/Teacher/SelectRu', { ru: 'RU20002' });
    const inB = (await call(t.app, two, 'GET', '/api/Teacher/GetGradeClassKm')).body.data.list;
    expect(inB.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A8']);
    const admin = await loginAs(t.app, DEMO.adminA);
    expect((await call(t.app, admin, 'GET', '/api/Teacher/GetTeacherTeachInfo')).body.data.list).toEqual([]);
  });

  it('leaves out a class still waiting for approval', async () => {
    const two = await teacherOfTwoInA();
    const user = await userIdByPhone(t.db, DEMO.teacherOfTwo);
    const info = await t.db.selectFrom('teachInfos').select('guid').where('userId', '=', user).where('km', '=', '英语')
      .where('schoolId', '=', (await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow();
    await t.db.updateTable('teachInfoClasses').set({ status: 0 }).where('teachInfoGuid', '=', info.guid).execute();
    expect((await call(t.app, two, 'GET', '/api/Teacher/GetTeacherTeachInfo')).body.data.list).toEqual([]);
    await t.db.updateTable('teachInfoClasses').set({ status: 1 }).where('teachInfoGuid', '=', info.guid).execute();
  });
});

describe('POST /api/Teacher/SaveTeachingScope and GET /api/Teacher/GetTeachingScope', () => {
  it('keeps one grade per taught subject, per teacher and school', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    const saved = await call(t.app, teacher, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'C', km: '语文', gradeCode: 'A8' }] });
    expect(saved.body).toMatchObject({ status: 200, data: { list: [{ period: 'C', km: '语文', gradeCode: 'A8' }] } });
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/GetTeachingScope')).body.data.list).toEqual([{ period: 'C', km: '语文', gradeCode: 'A8' }]);
    // Another teacher of the school, and another school, see none of it.
    const other = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await call(t.app, other, 'GET', '/api/Teacher/GetTeachingScope')).body.data.list).toEqual([]);
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    expect((await call(t.app, teacherB, 'GET', '/api/Teacher/GetTeachingScope')).body.data.list).toEqual([]);
    // An empty list clears it.
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/SaveTeachingScope', { list: [] })).body.data.list).toEqual([]);
  });

  it('refuses a subject or grade the teacher does not teach in the session school (another school\'s included), and duplicates', async () => {
    const two = await teacherOfTwoInA();
    // 八年级英语 is taught in school B, not in school A.
    const foreign = await call(t.app, two, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'C', km: '英语', gradeCode: 'A8' }] });
    expect(foreign.body).toMatchObject({ status: 400, message: TeachingScopeMessages.gradeNotTaught });
    const notTaught = await call(t.app, two, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'C', km: '数学', gradeCode: 'A7' }] });
    expect(notTaught.body).toMatchObject({ status: 400, message: TeachingScopeMessages.notTaught });
    const twice = await call(t.app, two, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'C', km: '英语', gradeCode: 'A7' }, { period: 'C', km: '英语', gradeCode: 'A7' }] });
    expect(twice.body).toMatchObject({ status: 400, message: TeachingScopeMessages.duplicate });
    expect((await call(t.app, two, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'C', km: '英语', gradeCode: 'A7' }] })).body.status).toBe(200);
    await call(t.app, two, 'POST', '/api/Teacher/SelectRu', { ru: 'RU20002' });
    expect((await call(t.app, two, 'GET', '/api/Teacher/GetTeachingScope')).body.data.list).toEqual([]);
    expect((await call(t.app, two, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'C', km: '英语', gradeCode: 'A8' }] })).body.status).toBe(200);
    await call(t.app, two, 'POST', '/api/Teacher/SelectRu', { ru: 'RU10001' });
    expect((await call(t.app, two, 'GET', '/api/Teacher/GetTeachingScope')).body.data.list).toEqual([{ period: 'C', km: '英语', gradeCode: 'A7' }]);
  });

  it('drops a saved grade the teaching info no longer names, and refuses a disabled member', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    await call(t.app, teacher, 'POST', '/api/Teacher/SaveTeachingScope', { list: [{ period: 'G', km: '语文', gradeCode: 'G1' }] });
    const user = await userIdByPhone(t.db, DEMO.teacherA);
    await t.db.updateTable('teachInfos').set({ gradeCodes: ['G2'] }).where('userId', '=', user).where('km', '=', '语文').where('periodCode', '=', 'G').execute();
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/GetTeachingScope')).body.data.list).toEqual([]);
    await t.db.updateTable('teachInfos').set({ gradeCodes: ['G1'] }).where('userId', '=', user).where('km', '=', '语文').where('periodCode', '=', 'G').execute();
    await setMembership(DEMO.teacherA, { isDisable: true });
    const refused = await call(t.app, teacher, 'POST', '/api/Teacher/SaveTeachingScope', { list: [] });
    await setMembership(DEMO.teacherA, { isDisable: false });
    expect(refused.body).toMatchObject({ status: 403, message: MEMBER_DISABLED_ADVICE });
  });
});

describe('GET /api/Teacher/GetAllowedPermissions', () => {
  it('answers what the guards decide: the same refusal words as the guarded routes', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    await setMembership(DEMO.teacherA, { reviewPower: false });
    const res = (await call(t.app, teacher, 'GET', '/api/Teacher/GetAllowedPermissions')).body.data;
    await setMembership(DEMO.teacherA, { reviewPower: true });
    expect(res).toMatchObject({ role: 'Teacher', roles: ['Teacher'], isdisable: false, serverstatus: 0, reviewPower: false, teachInfoPower: false });
    expect(res.actions).toEqual({
      member: { allowed: true, reason: null },
      service: { allowed: true, reason: null },
      questionBank: { allowed: true, reason: null },
      chooseReview: { allowed: false, reason: PowerAdvice.reviewPower },
      joinClassFreely: { allowed: false, reason: PowerAdvice.teachInfoPower },
      admin: { allowed: false, reason: '仅学校管理员可以进行此操作' },
    });
  });

  it('follows the school service status and the administrator role', async () => {
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    const school = await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU20002').executeTakeFirstOrThrow();
    await t.db.updateTable('schoolServices').set({ status: 2 }).where('schoolId', '=', school.id).where('serviceType', '=', 1).execute();
    const expired = (await call(t.app, teacherB, 'GET', '/api/Teacher/GetAllowedPermissions')).body.data;
    await t.db.updateTable('schoolServices').set({ status: 0 }).where('schoolId', '=', school.id).where('serviceType', '=', 1).execute();
    expect(expired.serverstatus).toBe(2);
    expect(expired.actions.service).toEqual({ allowed: false, reason: SERVICE_EXPIRED_BANNER });
    expect(expired.actions.questionBank.allowed).toBe(true);
    const admin = await loginAs(t.app, DEMO.adminA);
    const a = (await call(t.app, admin, 'GET', '/api/Teacher/GetAllowedPermissions')).body.data;
    expect(a.actions.admin).toEqual({ allowed: true, reason: null });
    expect(a.actions.joinClassFreely).toEqual({ allowed: true, reason: null });
  });
});
