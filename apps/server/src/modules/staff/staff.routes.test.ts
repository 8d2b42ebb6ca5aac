import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_DISABLED_ADVICE, StaffMessages, type TStaffMember } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { userIdByPhone } from '../../../test/helpers/homework-factory.js';

let t: TestApp;
let admin: string;
const login = (userCode: string, password: string) => t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode, password } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
});
afterAll(async () => t.close());

describe('教师管理', () => {
  it('lists the school’s members for administrators only', async () => {
    const list = (await call(t.app, admin, 'GET', '/api/Teacher/StaffList')).body.data.list as TStaffMember[];
    expect(list.find((m) => m.phone === DEMO.twoRoleTeacher)).toMatchObject({ name: '王丽', roles: ['Teacher', 'Salesman'], isDisable: false });
    expect(list.map((m) => m.phone)).not.toContain(DEMO.teacherB);
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/StaffList')).body).toMatchObject({ status: 403, message: '仅学校管理员可以进行此操作' });
  });

  it('resets a teacher’s password: the new one is shown once, works, and the old sessions end', async () => {
    const teacherId = await userIdByPhone(t.db, DEMO.teacherA);
    const before = await loginAs(t.app, DEMO.teacherA);
    const res = await call(t.app, admin, 'POST', '/api/Teacher/ResetStaffPassword', { userId: teacherId });
    expect(res.body).toMatchObject({ status: 200, message: StaffMessages.passwordReset, data: { password: expect.stringMatching(/^[a-z2-9]{8}$/) } });
    expect((await call(t.app, before, 'GET', '/api/User/UserInfo')).http).toBe(401);
    expect((await login(DEMO.teacherA, DEMO.password)).statusCode).toBe(403);
    expect((await login(DEMO.teacherA, res.body.data.password)).json().status).toBe(200);
    // Back to the demo password through the teacher's own change.
    const cookie = `zyb_session=${(await login(DEMO.teacherA, res.body.data.password)).cookies.find((c) => c.name === 'zyb_session')!.value}`;
    expect((await call(t.app, cookie, 'POST', '/api/User/ChangePassword', { oldPassword: 'wrong', newPassword: DEMO.password })).body).toMatchObject({ status: 400, message: StaffMessages.wrongOldPassword });
    expect((await call(t.app, cookie, 'POST', '/api/User/ChangePassword', { oldPassword: res.body.data.password, newPassword: '123' })).body.status).toBe(400);
    expect((await call(t.app, cookie, 'POST', '/api/User/ChangePassword', { oldPassword: res.body.data.password, newPassword: DEMO.password })).body).toMatchObject({ status: 200, message: StaffMessages.passwordChanged });
    expect((await call(t.app, cookie, 'GET', '/api/User/UserInfo')).body.status).toBe(200);
    expect((await login(DEMO.teacherA, DEMO.password)).json().status).toBe(200);
  });

  it('refuses another school’s member and a teacher resetting a colleague', async () => {
    const other = await userIdByPhone(t.db, DEMO.teacherB);
    expect((await call(t.app, admin, 'POST', '/api/Teacher/ResetStaffPassword', { userId: other })).body).toMatchObject({ status: 404, message: StaffMessages.notMember });
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/ResetStaffPassword', { userId: await userIdByPhone(t.db, DEMO.adminA) })).body.status).toBe(403);
  });

  it('disables and enables a member, and grants joining classes without approval', async () => {
    const teacherId = await userIdByPhone(t.db, DEMO.teacherA);
    expect((await call(t.app, admin, 'POST', '/api/Teacher/SetStaffAccess', { userId: teacherId, isDisable: true })).body.status).toBe(200);
    expect((await login(DEMO.teacherA, DEMO.password)).json()).toMatchObject({ status: 403, message: MEMBER_DISABLED_ADVICE });
    await call(t.app, admin, 'POST', '/api/Teacher/SetStaffAccess', { userId: teacherId, isDisable: false, teachInfoPower: true });
    expect((await login(DEMO.teacherA, DEMO.password)).json().data.permission).toMatchObject({ isdisable: false, teachInfoPower: true });
    const self = await userIdByPhone(t.db, DEMO.adminA);
    expect((await call(t.app, admin, 'POST', '/api/Teacher/SetStaffAccess', { userId: self, isDisable: true })).body).toMatchObject({ status: 400, message: StaffMessages.notSelf });
  });
});
