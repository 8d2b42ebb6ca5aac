import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../test/helpers/test-app.js';
import { CONTENT_SECURITY_POLICY, CROSS_SITE_MESSAGE } from './security-headers.js';

/** Issue 16 item 7: every answer carries the security headers, successes and refusals alike. */
let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp({
    // A route that fails as a bug would, to see the 500 answer's headers.
    beforeReady: (app) => app.get('/api/test/fails', { config: { auth: 'none' } }, async () => { throw new Error('bug'); }),
  });
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
});
afterAll(async () => t.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['content-type'])).not.toBe('');
};

describe('security headers', () => {
  it('are on a signed-in answer, a refusal without a session, an unknown path and a malformed body', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: teacher } }),
      t.app.inject({ method: 'GET', url: '/api/User/UserInfo' }),
      t.app.inject({ method: 'GET', url: '/api/no/such/thing' }),
      t.app.inject({ method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/json' }, payload: '{"userCode":' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 400]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('are on every error answer with a JSON Content-Type: 404, 415, 413 and 500', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { cookie: teacher } }),
      t.app.inject({ method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' }),
      t.app.inject({
        method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ userCode: 'x'.repeat(3 * 1024 * 1024), password: 'x' }),
      }),
      t.app.inject({ method: 'GET', url: '/api/test/fails' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 415, 413, 500]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('allow scripts from the app itself only, and framing by the app itself only', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('add HSTS only to answers of HTTPS requests, and never believe a client that claims HTTPS without a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a trusted HTTPS proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => { proxied = await createTestApp({ trustProxy: true, loginPerMinute: 3 }); });
  afterAll(async () => proxied.close());

  it('answers with HSTS and gives the session cookie the Secure flag', async () => {
    const login = await proxied.app.inject({
      method: 'POST', url: '/api/Common/Login1', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      payload: { userCode: DEMO.teacherA, password: DEMO.password },
    });
    expect(login.json().status).toBe(200);
    expect(login.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(login.cookies.find((c) => c.name === 'zyb_session')?.secure).toBe(true);
  });

  it('answers a rate-limited login with the headers, HSTS and a JSON Content-Type', async () => {
    const attempt = () => proxied.app.inject({
      method: 'POST', url: '/api/Common/Login1', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.99' },
      payload: { userCode: DEMO.teacherB, password: 'wrong-password' },
    });
    let last = await attempt();
    for (let i = 0; i < 4 && last.statusCode !== 429; i++) last = await attempt();
    expect(last.statusCode).toBe(429);
    expectSecurityHeaders(last.headers);
    expect(last.headers['content-type']).toMatch(/^application\/json/);
    expect(last.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the cookie without Secure over plain http', async () => {
    const login = await proxied.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherA, password: DEMO.password } });
    expect(login.cookies.find((c) => c.name === 'zyb_session')?.secure).toBeFalsy();
  });
});

describe('requests from another site', () => {
  it('refuses a state-changing request a browser sends from another site, and the spec\'s logout GET, with nothing changed', async () => {
    const forged = await t.app.inject({
      method: 'POST', url: '/api/TeachInfo/CacheSelectPeriodKm', headers: { cookie: teacher, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { studyName: 'C', subject: '数学' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: 403, message: CROSS_SITE_MESSAGE });
    const byOrigin = await t.app.inject({ method: 'GET', url: '/api/Common/Exit', headers: { cookie: teacher, origin: 'http://evil.example' } });
    expect(byOrigin.json()).toMatchObject({ status: 403, message: CROSS_SITE_MESSAGE });
    // The session survived the forged logout.
    const still = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: teacher } });
    expect(still.json().status).toBe(200);
  });

  it('lets through the app\'s own pages, reads from elsewhere, and clients that are not browsers', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: teacher, 'sec-fetch-site': 'same-origin' } });
    expect(own.json().status).toBe(200);
    const sameHost = await t.app.inject({
      method: 'POST', url: '/api/Common/Login1', headers: { host: 'school.example:8080', origin: 'http://school.example:8080', 'sec-fetch-site': 'same-origin' },
      payload: { userCode: DEMO.teacherA, password: DEMO.password },
    });
    expect(sameHost.json().status).toBe(200);
    const crossRead = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: teacher, 'sec-fetch-site': 'cross-site' } });
    expect(crossRead.statusCode).not.toBe(403);
    const script = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherA, password: DEMO.password } });
    expect(script.json().status).toBe(200);
  });
});
