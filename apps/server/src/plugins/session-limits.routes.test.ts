import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../test/helpers/test-app.js';
import { classByCode, studentsOf } from '../../test/helpers/homework-factory.js';
import { studentSession } from '../../test/helpers/student-session.js';
import { DEFAULT_SESSION_LIMITS } from './session-limits.js';

/**
 * Issue 16 item 7: a staff session ends after 2 hours without use and 12 hours after its login; a student session
 * renews on use within 12 hours, for 3 days at most. Time is moved in the database, never waited for.
 */
let t: TestApp;
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

/** The newest session, or the one of `id`. */
const staffSession = async (id?: string) => t.db.selectFrom('sessions').select(['id', 'createdAt', 'expiresAt'])
  .$if(id !== undefined, (q) => q.where('id', '=', id!)).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
const setStaff = (id: string, patch: { createdAt?: Date; expiresAt?: Date }) => t.db.updateTable('sessions').set(patch).where('id', '=', id).execute();

describe('staff sessions', () => {
  it('start with the idle window in the database and the maximum on the cookie', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherA, password: DEMO.password } });
    const session = await staffSession();
    expect(session.expiresAt.getTime() - before).toBeGreaterThanOrEqual(DEFAULT_SESSION_LIMITS.staffIdleMinutes * MIN);
    expect(session.expiresAt.getTime() - before).toBeLessThan(DEFAULT_SESSION_LIMITS.staffIdleMinutes * MIN + 5 * MIN);
    const cookie = res.cookies.find((c) => c.name === 'zyb_session')!;
    expect(cookie.expires!.getTime() - session.createdAt.getTime()).toBeGreaterThan(DEFAULT_SESSION_LIMITS.staffMaxHours * HOUR - 5 * MIN);
  });

  it('are renewed by use, and end when left idle with the login page’s message', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const session = await staffSession();
    await setStaff(session.id, { expiresAt: new Date(Date.now() + 5 * MIN) });
    expect((await call(t.app, cookie, 'GET', '/api/User/UserInfo')).body.status).toBe(200);
    const renewed = await staffSession(session.id);
    expect(renewed.expiresAt.getTime() - Date.now()).toBeGreaterThan(DEFAULT_SESSION_LIMITS.staffIdleMinutes * MIN - 5 * MIN);

    await setStaff(session.id, { expiresAt: new Date(Date.now() - 1000) });
    const idle = await call(t.app, cookie, 'GET', '/api/User/UserInfo');
    expect(idle).toMatchObject({ http: 401, body: { status: 401, message: '登入失效，请重新登入' } });
  });

  it('end at the maximum after the login however busy', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const session = await staffSession();
    const loggedIn = new Date(Date.now() - DEFAULT_SESSION_LIMITS.staffMaxHours * HOUR + 10 * MIN);
    await setStaff(session.id, { createdAt: loggedIn, expiresAt: new Date(Date.now() + 2 * MIN) });
    expect((await call(t.app, cookie, 'GET', '/api/User/UserInfo')).body.status).toBe(200);
    expect((await staffSession(session.id)).expiresAt.getTime()).toBe(loggedIn.getTime() + DEFAULT_SESSION_LIMITS.staffMaxHours * HOUR);
  });
});

describe('student sessions', () => {
  it('renew on use within the idle window and stop at the maximum', async () => {
    const cls = await classByCode(t.db, 'RU10001', 'A701');
    const [student] = await studentsOf(t.db, cls.guid);
    const { cookie } = await studentSession(t.app, t.db, student!, 'RU10001');
    const row = () => t.db.selectFrom('studentSessions').select(['id', 'createdAt', 'expiresAt']).where('studentGuid', '=', student!.guid).executeTakeFirstOrThrow();
    const first = await row();
    expect(first.expiresAt.getTime() - first.createdAt.getTime()).toBeLessThanOrEqual(DEFAULT_SESSION_LIMITS.studentIdleMinutes * MIN + MIN);

    await t.db.updateTable('studentSessions').set({ expiresAt: new Date(Date.now() + 5 * MIN) }).where('id', '=', first.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/Student/Me', headers: { cookie } })).json().status).toBe(200);
    expect((await row()).expiresAt.getTime() - Date.now()).toBeGreaterThan(DEFAULT_SESSION_LIMITS.studentIdleMinutes * MIN - 5 * MIN);

    const loggedIn = new Date(Date.now() - DEFAULT_SESSION_LIMITS.studentMaxHours * HOUR + 10 * MIN);
    await t.db.updateTable('studentSessions').set({ createdAt: loggedIn, expiresAt: new Date(Date.now() + 2 * MIN) }).where('id', '=', first.id).execute();
    await t.app.inject({ method: 'GET', url: '/api/Student/Me', headers: { cookie } });
    expect((await row()).expiresAt.getTime()).toBe(loggedIn.getTime() + DEFAULT_SESSION_LIMITS.studentMaxHours * HOUR);

    await t.db.updateTable('studentSessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', first.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/Student/Me', headers: { cookie } })).json()).toMatchObject({ status: 401, message: '登入失效，请重新登入' });
  });
});

describe('configured limits', () => {
  it('take the values given and keep the defaults for the rest', async () => {
    const custom = await createTestApp({ sessionLimits: { staffIdleMinutes: 30, studentMaxHours: undefined } });
    try {
      expect(custom.app.sessionLimits).toEqual({ ...DEFAULT_SESSION_LIMITS, staffIdleMinutes: 30 });
    } finally {
      await custom.close();
    }
  });
});
