import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase } from '../../../test/helpers/test-app.js';
import { JobQueue, type JobDefinition } from './index.js';

let db: Db;
let drop: () => Promise<void>;
const queues: JobQueue[] = [];
const quiet = { error: () => undefined };

// One database for the file (starting one costs seconds); each test uses queue names of its own.
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase(false));
});
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

function queueWith(...definitions: JobDefinition<{ n: number }>[]): JobQueue {
  const q = new JobQueue(db, quiet);
  for (const d of definitions) q.define(d);
  queues.push(q);
  return q;
}

const stateOf = async (id: string) =>
  (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${id}`.execute(db)).rows[0]?.state;

describe('JobQueue on the application database', () => {
  it('runs a sent job to completion with drain(), and only once', async () => {
    const seen: number[] = [];
    const q = queueWith({ name: 'once', run: async (data) => void seen.push(data.n) });
    await q.start({ work: false, schedule: false });
    const id = await q.send('once', { n: 7 });
    expect(await q.drain()).toBe(1);
    expect(await q.drain()).toBe(0);
    expect(seen).toEqual([7]);
    expect(await stateOf(id)).toBe('completed');
  });

  it('sends inside a transaction: a rolled-back transaction leaves no job, a committed one does', async () => {
    const q = queueWith({ name: 'trx', run: async () => undefined });
    await q.start({ work: false, schedule: false });
    await expect(
      db.transaction().execute(async (trx) => {
        await q.send('trx', { n: 1 }, { trx, id: '00000000-0000-4000-8000-000000000001' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await stateOf('00000000-0000-4000-8000-000000000001')).toBeUndefined();
    await db.transaction().execute(async (trx) => q.send('trx', { n: 2 }, { trx, id: '00000000-0000-4000-8000-000000000002' }));
    expect(await stateOf('00000000-0000-4000-8000-000000000002')).toBe('created');
  });

  it('retries a failing job up to its limit, telling the handler which attempt is the last', async () => {
    const attempts: [number, boolean][] = [];
    const q = queueWith({
      name: 'flaky',
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      run: async (_data, attempt) => {
        attempts.push([attempt.retryCount, attempt.isLastAttempt]);
        throw new Error('boom');
      },
    });
    await q.start({ work: false, schedule: false });
    const id = await q.send('flaky', { n: 1 });
    await q.drain();
    expect(attempts).toEqual([[0, false], [1, false], [2, true]]);
    expect(await stateOf(id)).toBe('failed');
  });

  it('hands a job to one of two competing queues only', async () => {
    const ran: string[] = [];
    const a = queueWith({ name: 'compete', run: async () => void ran.push('a') });
    const b = queueWith({ name: 'compete', run: async () => void ran.push('b') });
    await a.start({ work: false, schedule: false });
    await b.start({ work: false, schedule: false });
    for (let n = 0; n < 5; n++) await a.send('compete', { n });
    await Promise.all([a.drain(), b.drain()]);
    expect(ran).toHaveLength(5);
  });

  it('after a restart, a job that was running when the process died runs again, once', async () => {
    const ran: string[] = [];
    const before = queueWith({ name: 'restart', retryDelaySeconds: 0, retryBackoff: false, run: async () => void ran.push('before') });
    await before.start({ work: false, schedule: false });
    const id = await before.send('restart', { n: 1 });
    // The dying process claimed the job an hour ago (past its 10-minute expiry) and never finished it.
    await sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour' WHERE id = ${id}`.execute(db);
    await before.stop();
    queues.length = 0;

    const after = queueWith({ name: 'restart', retryDelaySeconds: 0, retryBackoff: false, run: async () => void ran.push('after') });
    await after.start({ work: false, schedule: false });
    // On PGlite (one process) the start itself puts it back. On PostgreSQL another instance might still be running a
    // job, so only its expiry frees it: supervision does that every few minutes, here asked for at once.
    if (process.env.TEST_DATABASE_URL) await after.expireStale();
    expect(await stateOf(id)).toBe('retry');
    await after.drain();
    await after.drain();
    expect(ran).toEqual(['after']);
    expect(await stateOf(id)).toBe('completed');
  });

  it('a worker started in the process picks up a sent job without drain()', async () => {
    let resolve!: (n: number) => void;
    const done = new Promise<number>((r) => (resolve = r));
    const q = queueWith({ name: 'worker', run: async (data) => resolve(data.n) });
    await q.start({ work: true, schedule: false, pollingIntervalSeconds: 30 });
    await q.send('worker', { n: 42 });
    q.wake('worker');
    expect(await done).toBe(42);
  });

  it('the schema is installed by migrating, so starting installs nothing', async () => {
    const { rows } = await sql<{ version: number }>`SELECT version FROM pgboss.version`.execute(db);
    expect(Number(rows[0]?.version)).toBeGreaterThan(0);
  });
});
