import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { Db } from './db/database.js';
import { createTestDatabase } from '../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf } from '../test/helpers/homework-factory.js';
import { loginStudent, setStudentPassword } from '../test/helpers/student-session.js';

// What closeOnSignals relies on when SIGTERM arrives: app.close() lets the requests in flight answer, leaves no
// submission in the batcher and releases the job a worker is running, before the database is closed.
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => { ({ db, drop } = await createTestDatabase(true)); });
afterAll(async () => { await db.destroy(); await drop(); });

describe('graceful shutdown', () => {
  it('finishes in-flight requests and submissions, releases the running job, then refuses new connections', { timeout: 240_000 }, async () => {
    // Requests are held at a gate once they have arrived, so the signal surely comes while they are in flight.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => { openGate = resolve; });
    let arrived = 0;
    let jobStarted!: () => void;
    const jobRunning = new Promise<void>((resolve) => { jobStarted = resolve; });

    const app = await buildApp({ db, jobs: { work: true, schedule: false, pollingIntervalSeconds: 0.5 } });
    // A request that is still working when the signal comes (a large export, a slow page).
    app.addHook('preHandler', async (request) => {
      if (request.url === '/api/Student/Submit' || request.url === '/api/test-slow') {
        arrived++;
        await gate;
      }
    });
    app.get('/api/test-slow', { config: { auth: 'none' } }, async () => {
      await new Promise((r) => setTimeout(r, 200));
      return { status: 200, message: 'success', data: 'done' };
    });
    // A job whose attempt outlives the stop timeout: it must go back to the queue, not stay 'active' for 10 minutes.
    app.jobs.define({ name: 'shutdown-test-stuck', retryLimit: 1, run: () => { jobStarted(); return new Promise(() => undefined); } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const work = await createWork(db);
    const students = (await studentsOf(db, (await classByCode(db, 'RU10001', 'A701')).guid)).slice(0, 12);
    const cookies: string[] = [];
    for (const s of students) {
      await setStudentPassword(db, s.guid);
      cookies.push(await loginStudent(app, s.buddies, { ruCode: 'RU10001' }));
    }
    const jobId = await app.jobs.send('shutdown-test-stuck', {});
    app.jobs.wake('shutdown-test-stuck');
    await jobRunning;

    const slow = fetch(`${base}/api/test-slow`);
    const submissions = cookies.map((cookie) =>
      fetch(`${base}/api/Student/Submit`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ workGuid: work.guid, requestId: randomUUID(), durationSeconds: 30, answers: [{ th: 1, answer: 'A' }] }),
      }));
    while (arrived < cookies.length + 1) await new Promise((r) => setTimeout(r, 20));
    // The signal arrives while all of them are in flight.
    const closed = app.close();
    setTimeout(openGate, 300);
    await closed;

    expect(await (await slow).json()).toMatchObject({ status: 200, data: 'done' });
    const answers = await Promise.all(submissions.map(async (r) => (await r).status));
    expect(answers).toEqual(cookies.map(() => 200));
    const stored = await sql<{ n: number; answers: number }>`
      SELECT count(*)::int AS n, (SELECT count(DISTINCT submission_guid)::int FROM submission_answers WHERE work_guid = ${work.guid} AND th = 1 AND answer = 'A') AS answers
      FROM submissions WHERE work_guid = ${work.guid}`.execute(db);
    expect(stored.rows[0]).toEqual({ n: cookies.length, answers: cookies.length });
    // Released: a failed attempt waiting for its retry, which any worker will pick up.
    const job = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${jobId}`.execute(db);
    expect(job.rows[0]?.state).toBe('retry');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
