import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, call, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

let t: TestApp;
let cookie: string;
let otherSchoolCookie: string;
const hour = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const [s] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A701')).guid);
  cookie = (await studentSession(t.app, t.db, s!, 'RU10001')).cookie;
  const [b] = await studentsOf(t.db, (await classByCode(t.db, 'RU20002', 'A501')).guid);
  otherSchoolCookie = (await studentSession(t.app, t.db, b!, 'RU20002')).cookie;
});
afterAll(async () => t.close());

const report = (workGuid: string, seconds: number, as = cookie) => call(t.app, as, 'POST', '/api/Student/AnsweringTime', { workGuid, seconds });
const submit = (workGuid: string, durationSeconds: number, requestId = randomUUID()) =>
  call(t.app, cookie, 'POST', '/api/Student/Submit', { workGuid, requestId, durationSeconds, answers: [{ th: 1, answer: 'A' }] });

describe('用时 over several visits', () => {
  it('adds up the time of two visits and the submitting visit’s rest into the submission', async () => {
    const work = await createWork(t.db);
    // Visit 1: the page reports 30 s twice, then is closed. Visit 2: 30 s, then 12 s more before 提交.
    expect((await report(work.guid, 30)).body).toMatchObject({ status: 200, data: { seconds: 30 } });
    expect((await report(work.guid, 30)).body.data).toEqual({ seconds: 60 });
    expect((await report(work.guid, 30)).body.data).toEqual({ seconds: 90 });
    const res = await submit(work.guid, 12);
    expect(res.body).toMatchObject({ status: 200, data: { durationSeconds: 102 } });
  });

  it('keeps counting for a resubmission, and a replayed submission adds nothing', async () => {
    const work = await createWork(t.db);
    const requestId = randomUUID();
    expect((await submit(work.guid, 40, requestId)).body.data.durationSeconds).toBe(40);
    expect((await submit(work.guid, 40, requestId)).body.data.durationSeconds).toBe(40);
    // A later visit: 25 s reported, then 5 s before 重新提交.
    expect((await report(work.guid, 25)).body.data).toEqual({ seconds: 65 });
    expect((await submit(work.guid, 5)).body.data.durationSeconds).toBe(70);
  });

  it('adds nothing once the homework has ended without late submission', async () => {
    const work = await createWork(t.db, { start: new Date(Date.now() - 3 * hour), end: new Date(Date.now() - hour) });
    expect((await report(work.guid, 30)).body.data).toEqual({ seconds: 0 });
  });

  it('refuses a report longer than two minutes, and homework of another school or class', async () => {
    const work = await createWork(t.db);
    const long = await report(work.guid, 121);
    expect(long.http).toBe(400);
    expect(long.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await report(work.guid, 10, otherSchoolCookie)).http).toBe(404);
    expect((await report(randomUUID(), 10)).http).toBe(404);
  });

  it('needs a student session', async () => {
    const work = await createWork(t.db);
    expect((await report(work.guid, 10, '')).http).toBe(401);
  });
});
