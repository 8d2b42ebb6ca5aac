import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../app.js';
import { createDatabase, databaseOn, targetOf, type Db } from '../../db/database.js';
import { createTestDatabase, call, DEMO, loginAs } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, SAMPLE_QUESTIONS, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { redisAnswers, testRedisPrefix, TEST_REDIS_URL } from '../../../test/helpers/redis.js';
import { attachCacheBus, connectRedis, detachCacheBus, RedisCacheBus } from './index.js';

/**
 * Two server instances on one database, as behind nginx: each has its own database handle (so its own in-memory
 * answering cache) and, when Redis is there, its own Redis connections. Needs the Redis on 127.0.0.1:6379
 * (TEST_REDIS_URL); skipped with a note when none answers.
 */
const hasRedis = await redisAnswers();
if (!hasRedis) console.warn(`Redis at ${TEST_REDIS_URL} does not answer: the cross-instance tests are skipped`);

/** A second handle on the same database: another pool on PostgreSQL, another Kysely over the same PGlite. */
const secondHandle = (db: Db): Db => {
  const target = targetOf(db);
  return target.kind === 'postgres' ? createDatabase({ url: target.url }) : databaseOn(target.pglite);
};

interface Instance {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

async function instance(db: Db, redis: { prefix: string } | null, loginPerMinute = 1000): Promise<Instance> {
  const client = redis ? connectRedis(TEST_REDIS_URL) : undefined;
  const bus = redis ? new RedisCacheBus({ url: TEST_REDIS_URL, prefix: redis.prefix }, client) : undefined;
  if (bus) {
    attachCacheBus(db, bus);
    await bus.ready();
  }
  const app = await buildApp({ db, loginPerMinute, loginThrottle: { perAccount: 1000, perAddress: 1000 }, redis: client, redisPrefix: redis?.prefix });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      detachCacheBus(db);
      await bus?.close();
      client?.disconnect();
    },
  };
}

const hour = 3600_000;
let base: { db: Db; drop(): Promise<void> };
let other: Db;

beforeAll(async () => {
  base = await createTestDatabase(true);
  other = secondHandle(base.db);
});
afterAll(async () => {
  if (targetOf(other).kind === 'postgres') await other.destroy();
  await base.db.destroy();
  await base.drop();
});

/** The score a student's answer to question 1 got. */
async function scoreOfFirst(db: Db, workGuid: string, studentGuid: string) {
  const row = await db.selectFrom('submissionAnswers').innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
    .select('submissionAnswers.score').where('submissions.workGuid', '=', workGuid).where('submissions.studentGuid', '=', studentGuid)
    .where('submissionAnswers.th', '=', 1).executeTakeFirstOrThrow();
  return row.score;
}

/**
 * A classmate submits through B (B now keeps the homework and its answer key), the teacher changes question 1's
 * answer to B through A, then a student answers B through B: the score says which answer key B used.
 */
async function editOnASubmitOnB(a: Instance, b: Instance) {
  const work = await createWork(a.db, { releaseType: 1, releaseTime: new Date(Date.now() + 48 * hour) });
  const [s1, s2] = await studentsOf(a.db, (await classByCode(a.db, 'RU10001', 'A702')).guid);
  const classmate = await studentSession(b.app, b.db, s1!, 'RU10001');
  const student = await studentSession(b.app, b.db, s2!, 'RU10001');
  const submit = (cookie: string, answer: string) =>
    call(b.app, cookie, 'POST', '/api/Student/Submit', { workGuid: work.guid, requestId: randomUUID(), durationSeconds: 60, answers: [{ th: 1, answer }] });
  expect((await submit(classmate.cookie, 'A')).body.status).toBe(200);

  const teacher = await loginAs(a.app, DEMO.twoRoleTeacher, 'Teacher');
  const list = SAMPLE_QUESTIONS.map((q) => ({ th: q.th, type: q.type, option: 4, score: q.score, answer: q.th === 1 ? 'B' : q.answer }));
  expect((await call(a.app, teacher, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: work.guid, list })).body.status).toBe(200);

  expect((await submit(student.cookie, 'B')).body.status).toBe(200);
  return scoreOfFirst(a.db, work.guid, student.guid);
}

// The first app of a file is slow to build on a busy machine (module compilation), hence the longer timeouts.
describe.skipIf(!hasRedis)('several instances on Redis', { timeout: 120_000 }, () => {
  it('a teacher\'s change of the answer key on instance A scores the next submission on instance B at once', async () => {
    const redis = { prefix: testRedisPrefix() };
    const a = await instance(base.db, redis);
    const b = await instance(other, redis);
    try {
      expect(await editOnASubmitOnB(a, b)).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts the per-minute login limit over both instances', async () => {
    const redis = { prefix: testRedisPrefix() };
    const a = await instance(base.db, redis, 3);
    const b = await instance(other, redis, 3);
    try {
      const attempt = (i: Instance) => i.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherA, password: 'wrong-password' } });
      expect((await attempt(a)).statusCode).toBe(403);
      expect((await attempt(b)).statusCode).toBe(403);
      expect((await attempt(a)).statusCode).toBe(403);
      const blocked = await attempt(b);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, message: '登录尝试过于频繁，请1分钟后再试' });
      // The counter lives in Redis under the deployment's prefix, and expires with the window.
      const probe = new Redis(TEST_REDIS_URL);
      try {
        const keys = await probe.keys(`${redis.prefix}rate-limit:*`);
        expect(keys.length).toBeGreaterThan(0);
        expect(await probe.pttl(keys[0]!)).toBeGreaterThan(0);
        await probe.del(...keys);
      } finally {
        probe.disconnect();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('several instances without Redis', { timeout: 120_000 }, () => {
  it('each keeps its own copy of a homework, so B scores by the answer key it read before A\'s change (one process is the supported shape)', async () => {
    const a = await instance(base.db, null);
    const b = await instance(other, null);
    try {
      expect(await editOnASubmitOnB(a, b)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
