import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers/test-app.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottleMessages } from './login-throttle.js';

/** Failed-login limits per account (across addresses) and per address (across accounts), kept in the database. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginThrottle: DEFAULT_LOGIN_THROTTLE });
});
afterAll(async () => t.close());

const staff = (userCode: string, password: string, address: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode, password }, remoteAddress: address });
const student = (account: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/Student/Login', payload: { account, password }, remoteAddress: address });

describe('per address, across accounts', () => {
  it('slows a spray of 30 accounts from one address after 20 failures, while another address logs in', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await staff(`1370000${String(i).padStart(4, '0')}`, 'Summer2026!', '10.9.0.1')).statusCode);
    expect(answers.slice(0, DEFAULT_LOGIN_THROTTLE.perAddress)).toEqual(Array(DEFAULT_LOGIN_THROTTLE.perAddress).fill(403));
    expect(answers.slice(DEFAULT_LOGIN_THROTTLE.perAddress)).toEqual(Array(30 - DEFAULT_LOGIN_THROTTLE.perAddress).fill(429));
    const blocked = await staff(DEMO.teacherA, DEMO.password, '10.9.0.1');
    expect(blocked.json()).toEqual({ status: 429, message: LoginThrottleMessages.address(15), data: null });
    expect((await student('20261010001', 'x', '10.9.0.1')).statusCode).toBe(429);
    expect((await staff(DEMO.teacherA, DEMO.password, '10.9.0.2')).json().status).toBe(200);
  });

  it('keeps the count in the database: a restarted server still refuses the address', async () => {
    const restarted = await buildApp({ db: t.db, loginThrottle: DEFAULT_LOGIN_THROTTLE });
    await restarted.ready();
    try {
      expect((await staff(DEMO.adminA, DEMO.password, '10.9.0.1', restarted)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});

describe('per account, across addresses', () => {
  it('stops guessing one account from many addresses after 10 failures, the right password included', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.perAccount; i++) {
      expect((await staff(DEMO.adminA, `guess-${i}`, `10.8.0.${i + 1}`)).statusCode).toBe(403);
    }
    const blocked = await staff(DEMO.adminA, DEMO.password, '10.8.1.1');
    expect(blocked.json()).toEqual({ status: 429, message: LoginThrottleMessages.account(15), data: null });
    expect((await staff(DEMO.collector, DEMO.password, '10.8.1.1')).json().status).toBe(200);
  });

  it('forgets an account’s failures after a successful login', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.perAccount - 1; i++) await staff(DEMO.adminB, 'wrong', `10.7.0.${i + 1}`);
    expect((await staff(DEMO.adminB, DEMO.password, '10.7.1.1')).json().status).toBe(200);
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.perAccount - 1; i++) await staff(DEMO.adminB, 'wrong', `10.7.2.${i + 1}`);
    expect((await staff(DEMO.adminB, DEMO.password, '10.7.3.1')).json().status).toBe(200);
  });

  it('counts students’ accounts the same way', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.perAccount; i++) await student('20261010002', 'wrong', `10.6.0.${i + 1}`);
    expect((await student('20261010002', 'wrong', '10.6.1.1')).json()).toMatchObject({ status: 429, message: LoginThrottleMessages.account(15) });
  });
});
