import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (userCode: unknown, password: unknown = DEMO.password) =>
  t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode, password } as object });

describe('login', () => {
  it('logs a single-role teacher straight in with the user, school and permission object', async () => {
    const res = await login(DEMO.teacherA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.user).toEqual({ userPhone: DEMO.teacherA, userName: '李强', userRole: 'Teacher' });
    expect(body.data.school.ru).toBe('RU10001');
    expect(body.data.permission.serverstatus).toBe(0);
    expect(body.data.periods.map((p: { period: string }) => p.period)).toEqual(['C', 'G']);
  });

  it('sets an HttpOnly session cookie that expires', async () => {
    const res = await login(DEMO.teacherA);
    const cookie = res.cookies.find((c) => c.name === 'zyb_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password or an unknown phone with the same Chinese message', async () => {
    const wrong = await login(DEMO.teacherA, 'not-the-password');
    const unknown = await login('13000000000');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: '账号或密码错误', data: null });
    }
  });

  it.each([
    [{}, '账号不能为空'],
    [{ userCode: DEMO.teacherA }, '密码不能为空'],
    [{ userCode: 13800000002, password: 'x' }, '账号格式不正确'],
    [{ userCode: 'x'.repeat(200), password: 'x' }, '账号不能超过20个字符'],
  ])('answers a bad body %j with a 400 envelope naming the field', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Common/Login1',
      headers: { 'content-type': 'application/json' },
      payload: '{"userCode":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: '请求体不是有效的 JSON' });
  });
});

describe('role choice', () => {
  it('answers body status 411 with the role list when the user has several roles in the school', async () => {
    const res = await login(DEMO.twoRoleTeacher);
    expect(res.json()).toEqual({
      status: 411,
      message: '请选择角色',
      data: { roles: [{ role: 'Teacher', roleName: '教师' }, { role: 'Salesman', roleName: '学校管理员' }] },
    });
  });

  it('keeps member routes at 411 until a role is chosen, then serves them in that role', async () => {
    const res = await login(DEMO.twoRoleTeacher);
    const cookie = `zyb_session=${res.cookies.find((c) => c.name === 'zyb_session')!.value}`;
    expect((await call(t.app, cookie, 'GET', '/api/User/UserInfo')).body.status).toBe(411);
    expect((await call(t.app, cookie, 'POST', '/api/Common/GetRoles', {})).body.data.roles).toHaveLength(2);
    const set = await call(t.app, cookie, 'POST', '/api/Common/SetRole', { role: 'Salesman' });
    expect(set.body.data.user.userRole).toBe('Salesman');
    const info = await call(t.app, cookie, 'GET', '/api/User/UserInfo');
    expect(info.body.data.user.userRole).toBe('Salesman');
    expect(info.body.data.roles).toEqual(['Teacher', 'Salesman']);
  });

  it('refuses a role the user does not hold', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const res = await call(t.app, cookie, 'POST', '/api/Common/SetRole', { role: 'Collector' });
    expect(res.http).toBe(403);
    expect(res.body.message).toBe('您在本校没有该角色');
  });

  it('rejects an unknown role value with a Chinese message', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const res = await call(t.app, cookie, 'POST', '/api/Common/SetRole', { role: 'admin' });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('角色的取值不正确');
  });
});

describe('schools', () => {
  it('switches school, remembers it as the last used, and opens there at the next login', async () => {
    const cookie = await loginAs(t.app, DEMO.collector);
    const schools = await call(t.app, cookie, 'GET', '/api/Teacher/GetSchools');
    expect(schools.body.data.list.map((s: { ru: string }) => s.ru)).toEqual(['RU10001', 'RU20002']);
    const switched = await call(t.app, cookie, 'POST', '/api/Teacher/SelectRu', { ru: 'RU20002' });
    expect(switched.body.data.school.ru).toBe('RU20002');
    expect(switched.body.data.permission.serverstatus).toBe(2);
    const again = await login(DEMO.collector);
    expect(again.json().data.school.ru).toBe('RU20002');
    await call(t.app, cookie, 'POST', '/api/Teacher/SelectRu', { ru: 'RU10001' });
  });

  it('does not let a user select a school they do not belong to', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherB);
    const res = await call(t.app, cookie, 'POST', '/api/Teacher/SelectRu', { ru: 'RU10001' });
    expect(res.http).toBe(404);
    const info = await call(t.app, cookie, 'GET', '/api/User/UserInfo');
    expect(info.body.data.school.ru).toBe('RU20002');
  });

  it('reports the expired online-homework service of the second school in the permission object', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherB);
    const info = await call(t.app, cookie, 'GET', '/api/User/UserInfo');
    expect(info.body.data.permission.serverstatus).toBe(2);
    expect(info.body.data.services).toContainEqual({ serviceType: 1, status: 2 });
  });
});

describe('period and subject selection', () => {
  it('defaults the period and subject to what the teacher teaches before any choice', async () => {
    const cookie = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const info = await call(t.app, cookie, 'GET', '/api/User/UserInfo');
    expect(info.body.data.selected).toEqual({ period: 'C', km: '数学' });
  });

  it('remembers the chosen period and subject per user', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const saved = await call(t.app, cookie, 'POST', '/api/TeachInfo/CacheSelectPeriodKm', { studyName: 'G', subject: '物理' });
    expect(saved.body.status).toBe(200);
    const info = await call(t.app, cookie, 'GET', '/api/User/UserInfo');
    expect(info.body.data.selected).toEqual({ period: 'G', km: '物理' });
  });

  it('refuses a period the school does not have and a subject the period does not teach', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const noPeriod = await call(t.app, cookie, 'POST', '/api/TeachInfo/CacheSelectPeriodKm', { studyName: 'X', subject: '数学' });
    expect(noPeriod.body).toMatchObject({ status: 400, message: '本校没有小学学段' });
    const noSubject = await call(t.app, cookie, 'POST', '/api/TeachInfo/CacheSelectPeriodKm', { studyName: 'C', subject: '政治' });
    expect(noSubject.body).toMatchObject({ status: 400, message: '初中没有科目「政治」' });
  });
});

describe('sessions', () => {
  it('asks a visitor without a session cookie to log in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: '请先登录', data: null });
  });

  it('asks a visitor to log in before looking at what they sent: bad input, unsafe text or a bad session alike', async () => {
    // A member route's body is checked only for a member: a visitor learns nothing of what the route expects.
    const bad = await t.app.inject({ method: 'POST', url: '/api/Teacher/StudentList', payload: { pageIndex: 'x', pageSize: -1 } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ status: 401, message: '请先登录' });
    const unsafe = await t.app.inject({ method: 'GET', url: '/api/mpaper/SubsectionScore?workGuid=nope&classCode=%00' });
    expect(unsafe.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'POST', url: '/api/Teacher/StudentList', headers: { cookie: 'zyb_session=forged' }, payload: 'not json' });
    expect(forged.json()).toMatchObject({ status: 401, message: '登入失效，请重新登入' });
  });

  it('answers 401 with the spec message for an unknown or expired session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: 'zyb_session=forged' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: '登入失效，请重新登入', data: null });
  });

  it('ends the session on exit so the cookie no longer works', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const exit = await call(t.app, cookie, 'GET', '/api/Common/Exit');
    expect(exit.body.status).toBe(200);
    expect((await call(t.app, cookie, 'GET', '/api/User/UserInfo')).http).toBe(401);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const res = await call(t.app, cookie, 'GET', '/api/No/Such');
    expect(res).toEqual({ http: 404, body: { status: 404, message: '接口不存在', data: null } });
  });

  it('serves the OpenAPI document at /api/docs without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/Common/Login1');
  });
});

describe('login rate limit', () => {
  it('stops an account after too many attempts from one address with a Chinese message', async () => {
    const limited = await createTestApp({ loginPerMinute: 3, seed: true });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherA, password: 'wrong-password' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(403);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, message: '登录尝试过于频繁，请1分钟后再试' });
      const other = await limited.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.adminA, password: DEMO.password } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
