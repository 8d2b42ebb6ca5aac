import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../helpers/test-app.js';
import { studentSession } from '../helpers/student-session.js';
import { malformedCases, MIN_CASES, type FuzzCase } from './malformed-cases.js';
import { operationsOf, type Operation } from './openapi-operations.js';

/**
 * Runs the malformed requests of one share of the OpenAPI document's operations against one app (the operations are
 * split over several files so that vitest runs them side by side). Every request carries a teacher's or an
 * administrator's session (alternately) and a student's, so it reaches as far as its one broken part allows.
 * What a school relies on: no request, however broken, gets a 5xx or takes the server down, and every refusal is an
 * envelope {status, message, data} with a message in Chinese.
 */
export const SHARDS = 4;
const CJK = /[\u4e00-\u9fff]/;

interface Sessions {
  teacher: string;
  admin: string;
  student: string;
}

async function signIn(t: TestApp): Promise<Sessions> {
  const student = await t.db.selectFrom('students').innerJoin('schools', 'schools.id', 'students.schoolId')
    .select(['students.guid', 'students.buddies']).where('schools.ruCode', '=', 'RU10001').orderBy('students.buddies').limit(1).executeTakeFirstOrThrow();
  return {
    teacher: await loginAs(t.app, DEMO.teacherA),
    admin: await loginAs(t.app, DEMO.adminA),
    student: (await studentSession(t.app, t.db, student, 'RU10001')).cookie,
  };
}

/** What is wrong with one answer, or null when it is a proper one. */
export function defectOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  // A success may be a file (a PDF, a workbook); a refusal never is.
  if (res.statusCode < 300 && !type.includes('json')) return null;
  let body: { status?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `HTTP ${res.statusCode} not JSON (${type})`;
  }
  if (typeof body !== 'object' || body === null || !('status' in body) || typeof body.message !== 'string' || !('data' in body)) {
    return `HTTP ${res.statusCode} not an envelope`;
  }
  if (typeof body.status === 'number' && body.status >= 500) return `envelope status ${body.status}`;
  const refused = res.statusCode >= 400 || body.status !== 200;
  if (refused && !CJK.test(body.message)) return `refusal without Chinese: ${body.message}`;
  return null;
}

async function send(t: TestApp, c: FuzzCase, cookie: string) {
  return t.app.inject({ method: c.method as 'GET', url: c.url, headers: { ...c.headers, cookie }, ...(c.payload === undefined ? {} : { payload: c.payload }) });
}

/** Sessions an operation may have ended or changed (logout, role or school switch) are signed in again. */
async function keepSignedIn(t: TestApp, sessions: Sessions): Promise<void> {
  const staff = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: sessions.teacher } });
  const admin = await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: sessions.admin } });
  const student = await t.app.inject({ method: 'GET', url: '/api/Student/Me', headers: { cookie: sessions.student } });
  if (staff.json().status !== 200 || admin.json().status !== 200 || student.json().status !== 200) Object.assign(sessions, await signIn(t));
}

export function fuzzShard(shard: number, build: () => Promise<TestApp>): void {
  let t: TestApp | undefined;
  let sessions: Sessions;
  let ops: Operation[] = [];
  const ready = (async () => {
    t = await build();
    sessions = await signIn(t);
    ops = operationsOf(t.app).filter((_, i) => i % SHARDS === shard);
  })();
  afterAll(async () => t?.close());

  describe(`malformed requests, share ${shard + 1} of ${SHARDS}`, () => {
    it('answers each with a Chinese envelope and no 5xx, and keeps answering', { timeout: 600_000 }, async () => {
      await ready;
      const failures: string[] = [];
      let sent = 0;
      const byKind = new Map<string, number>();
      const slow: [number, string][] = [];
      for (const op of ops.slice(0, Number(process.env.FUZZ_LIMIT ?? ops.length))) {
        const cases = malformedCases(op);
        expect(cases.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(MIN_CASES);
        for (const [i, c] of cases.entries()) {
          const cookie = `${i % 2 ? sessions.admin : sessions.teacher}; ${sessions.student}`;
          const started = performance.now();
          const res = await send(t!, c, cookie);
          const ms = performance.now() - started;
          if (process.env.FUZZ_PROFILE) {
            const kind = c.name.replace(/^(query|body) \S+ /, '$1 ');
            byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
            slow.push([ms, `${op.method} ${op.path} ${c.name}`]);
          }
          sent++;
          const defect = defectOf(res);
          if (defect) failures.push(`${op.method} ${op.path} — ${c.name}: ${defect} ${res.body.slice(0, 160)}`);
        }
        await keepSignedIn(t!, sessions);
      }
      if (process.env.FUZZ_PROFILE) {
        console.info([...byKind].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
        console.info(slow.sort((a, b) => b[0] - a[0]).slice(0, 25).map(([v, k]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
      }
      const health = await t!.app.inject({ method: 'GET', url: '/api/health' });
      console.info(`fuzz share ${shard + 1}/${SHARDS}: ${ops.length} operations, ${sent} requests`);
      // One line per operation and defect, with the first cases that showed it (a broken route fails most of its cases).
      const grouped = new Map<string, string[]>();
      for (const f of failures) {
        const [where, rest] = f.split(' — ');
        const key = `${where} — ${rest!.replace(/^.*?: /, '').slice(0, 100)}`;
        grouped.set(key, [...(grouped.get(key) ?? []), rest!.split(':')[0]!]);
      }
      expect([...grouped].map(([key, names]) => `${key} [${names.length}× e.g. ${names.slice(0, 3).join(' | ')}]`)).toEqual([]);
      expect(health.statusCode).toBe(200);
    });
  });
}

export const buildFuzzApp = () => createTestApp();
