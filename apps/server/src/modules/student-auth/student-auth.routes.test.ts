import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, studentsOf } from '../../../test/helpers/homework-factory.js';
import { DEFAULT_SESSION_LIMITS } from '../../plugins/session-limits.js';
import { loginStudent, setStudentPassword, STUDENT_PASSWORD } from '../../../test/helpers/student-session.js';

let t: TestApp;
let a1: { guid: string; buddies: string; name: string };
let b1: { guid: string; buddies: string };
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 8 });
  const classA = await classByCode(t.db, 'RU10001', 'A701');
  // A student number that also exists in school B, to check the school code is asked for.
  const shared = await t.db
    .selectFrom('students as a')
    .innerJoin('students as b', (j) => j.onRef('a.buddies', '=', 'b.buddies').onRef('a.schoolId', '<>', 'b.schoolId'))
    .select(['a.guid as aGuid', 'b.guid as bGuid', 'a.buddies'])
    .where('a.classGuid', '=', classA.guid)
    .executeTakeFirstOrThrow();
  a1 = (await studentsOf(t.db, classA.guid)).find((s) => s.guid === shared.aGuid)!;
  b1 = { guid: shared.bGuid, buddies: shared.buddies };
  await setStudentPassword(t.db, a1.guid);
  await setStudentPassword(t.db, b1.guid, 'another-password');
});
afterAll(async () => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Student/Login', payload });

describe('student login', () => {
  it('asks for the school code when the student number exists in several schools', async () => {
    const res = await login({ account: a1.buddies, password: STUDENT_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: '该学号在多所学校存在，请填写学校编码', data: { needRuCode: true } });
  });

  it('logs in with number and school code, setting an HttpOnly student cookie that expires', async () => {
    const res = await login({ ruCode: 'RU10001', account: a1.buddies, password: STUDENT_PASSWORD });
    expect(res.json()).toMatchObject({ status: 200, data: { stuGuid: a1.guid, stuName: a1.name, buddies: a1.buddies, className: '七年级1班', ruCode: 'RU10001', isInitialPassword: false } });
    const cookie = res.cookies.find((c) => c.name === 'zyb_student');
    expect(cookie?.httpOnly).toBe(true);
    // The cookie lasts to the session's maximum (3 days; the server ends it sooner when idle, see session-limits).
    expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now() + (DEFAULT_SESSION_LIMITS.studentMaxHours - 1) * 3_600_000);
    expect(cookie!.expires!.getTime()).toBeLessThanOrEqual(Date.now() + DEFAULT_SESSION_LIMITS.studentMaxHours * 3_600_000);
    expect(res.cookies.find((c) => c.name === 'zyb_session')).toBeUndefined();
  });

  it('logs in with the phone of the student', async () => {
    const student = await t.db.selectFrom('students').select(['guid', 'phone']).where('phone', 'is not', null).where('schoolId', '=', 1).executeTakeFirstOrThrow();
    const others = await t.db.selectFrom('students').select('guid').where('phone', '=', student.phone).execute();
    expect(others).toHaveLength(1);
    await setStudentPassword(t.db, student.guid);
    const res = await login({ account: student.phone!, password: STUDENT_PASSWORD });
    expect(res.json()).toMatchObject({ status: 200, data: { stuGuid: student.guid } });
  });

  it('refuses a phone shared by two students of a school and asks for the student number', async () => {
    const [x, y] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A702')).guid);
    await t.db.updateTable('students').set({ phone: '13712345678' }).where('guid', 'in', [x!.guid, y!.guid]).execute();
    const res = await login({ account: '13712345678', password: STUDENT_PASSWORD });
    expect(res.json()).toMatchObject({ status: 400, message: '该手机号绑定了多名学生，请使用学号登录' });
  });

  it('answers a wrong password, an unknown account and a student without a password alike', async () => {
    const [noPassword] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A801')).guid);
    for (const payload of [
      { ruCode: 'RU10001', account: a1.buddies, password: 'wrong-password' },
      { account: 'nobody123', password: STUDENT_PASSWORD },
      { ruCode: 'RU10001', account: noPassword!.buddies, password: '' + STUDENT_PASSWORD },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: '账号或密码错误', data: null });
    }
  });

  it('names the missing field in Chinese', async () => {
    const res = await login({ password: 'x' });
    expect(res.json()).toMatchObject({ status: 400, message: expect.stringContaining('账号不能为空') });
  });

  it('limits login attempts per account like the teacher login', async () => {
    const attempts = [];
    for (let i = 0; i < 9; i++) attempts.push(await login({ account: 'someone42', password: 'wrong' }));
    expect(attempts.at(-1)!.statusCode).toBe(429);
    expect(attempts.at(-1)!.json().message).toBe('登录尝试过于频繁，请1分钟后再试');
  });
});

describe('student session', () => {
  it('reads the student with Me and ends the session with Logout', async () => {
    const cookie = await loginStudent(t.app, a1.buddies, { ruCode: 'RU10001' });
    expect((await call(t.app, cookie, 'GET', '/api/Student/Me')).body.data.stuGuid).toBe(a1.guid);
    const out = await t.app.inject({ method: 'GET', url: '/api/Student/Logout', headers: { cookie } });
    expect(out.json().status).toBe(200);
    const after = await call(t.app, cookie, 'GET', '/api/Student/Me');
    expect(after).toMatchObject({ http: 401, body: { status: 401, message: '登入失效，请重新登入' } });
  });

  it('asks a visitor without a cookie to log in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Student/Works' });
    expect(res.json()).toMatchObject({ status: 401, message: '请先登录' });
    // Before the body is looked at: a submit with a bad body is still a request to log in.
    const bad = await t.app.inject({ method: 'POST', url: '/api/Student/Submit', payload: { workGuid: 'nope', answers: 'x' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ status: 401, message: '请先登录' });
  });

  it('keeps student and teacher sessions apart in both directions', async () => {
    const student = await loginStudent(t.app, a1.buddies, { ruCode: 'RU10001' });
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await call(t.app, student, 'GET', '/api/User/UserInfo')).body.status).toBe(401);
    expect((await call(t.app, student, 'POST', '/api/Teacher/StudentList', {})).body.status).toBe(401);
    expect((await call(t.app, teacher, 'GET', '/api/Student/Me')).body.status).toBe(401);
    expect((await call(t.app, teacher, 'GET', '/api/Student/Works')).body.status).toBe(401);
  });
});

describe('change password', () => {
  it('checks the old password, replaces it, keeps this device and ends the other sessions', async () => {
    const [s] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A802')).guid);
    await setStudentPassword(t.db, s!.guid);
    const here = await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001' });
    const elsewhere = await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001' });

    const wrong = await call(t.app, here, 'POST', '/api/Student/ChangePassword', { oldPassword: 'nope', newPassword: 'newpass123' });
    expect(wrong.body).toMatchObject({ status: 400, message: '原密码错误' });
    const same = await call(t.app, here, 'POST', '/api/Student/ChangePassword', { oldPassword: STUDENT_PASSWORD, newPassword: STUDENT_PASSWORD });
    expect(same.body.message).toBe('新密码不能与原密码相同');
    const short = await call(t.app, here, 'POST', '/api/Student/ChangePassword', { oldPassword: STUDENT_PASSWORD, newPassword: '123' });
    expect(short.body.message).toContain('新密码至少6个字符');

    const done = await call(t.app, here, 'POST', '/api/Student/ChangePassword', { oldPassword: STUDENT_PASSWORD, newPassword: 'newpass123' });
    expect(done.body).toMatchObject({ status: 200, message: '修改成功' });
    expect((await call(t.app, here, 'GET', '/api/Student/Me')).body.status).toBe(200);
    expect((await call(t.app, elsewhere, 'GET', '/api/Student/Me')).body.status).toBe(401);
    expect((await login({ ruCode: 'RU10001', account: s!.buddies, password: 'newpass123' })).json().status).toBe(200);
  });
});
