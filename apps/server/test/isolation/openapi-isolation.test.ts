import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../helpers/test-app.js';
import { createWork } from '../helpers/homework-factory.js';
import { studentSession } from '../helpers/student-session.js';
import { operationsOf, queryString, seededRandom, urlOf, validSample, type JsonSchema, type Operation } from '../fuzz/openapi-operations.js';
import { changedTables, idsOfSchool, snapshot, type SchoolIds } from './school-snapshot.js';
import { ADMIN_OPERATIONS, STUDENT_OR_PUBLIC } from './allow-lists.js';

/**
 * Isolation, generated from the OpenAPI document (issue 16 item 6):
 * - every operation that takes an id, called by school A's teacher and administrator with school B's ids, refuses
 *   or answers nothing of B, and B's rows are the same afterwards;
 * - a student's session is refused by every staff operation;
 * - a plain teacher is refused by every administrator operation.
 */
let t: TestApp;
let ops: Operation[];
let schoolB: SchoolIds;
let schoolBId: number;
const s: { teacher: string; admin: string; student: string } = { teacher: '', admin: '', student: '' };

const CJK = /[\u4e00-\u9fff]/;
const key = (op: Operation) => `${op.method} ${op.path}`;
const ID_FIELD = /(guid|id|code|key)s?$/i;

beforeAll(async () => {
  t = await createTestApp();
  // School B gets a published homework besides its demo classes, students and teaching assignments.
  await createWork(t.db, { ruCode: 'RU20002', classCodes: ['A701', 'A702'] });
  schoolBId = (await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU20002').executeTakeFirstOrThrow()).id;
  schoolB = await idsOfSchool(t.db, schoolBId);
  ops = operationsOf(t.app);
  s.teacher = await loginAs(t.app, DEMO.teacherA);
  s.admin = await loginAs(t.app, DEMO.adminA);
  const student = await t.db.selectFrom('students').innerJoin('schools', 'schools.id', 'students.schoolId')
    .select(['students.guid', 'students.buddies']).where('schools.ruCode', '=', 'RU10001').orderBy('students.buddies').limit(1).executeTakeFirstOrThrow();
  s.student = (await studentSession(t.app, t.db, student, 'RU10001')).cookie;
}, 300_000);
afterAll(async () => t.close());

/** The request of an operation with a valid value in every field, or school B's id in every id field (the k-th one). */
function requestOf(op: Operation, idOf?: (field: string, schema: JsonSchema) => unknown) {
  const rand = seededRandom(key(op));
  const pick = (name: string, schema: JsonSchema) => (idOf && ID_FIELD.test(name) ? idOf(name, schema) : undefined) ?? validSample(schema, rand, idOf && ((f) => (ID_FIELD.test(f) ? idOf(f, {}) : undefined)));
  const path = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, String(pick(p.name, p.schema))]));
  const query = Object.fromEntries(op.params.filter((p) => p.in === 'query').map((p) => [p.name, pick(p.name, p.schema)]));
  const body = op.body ? validSample(op.body, rand, idOf && ((f) => (ID_FIELD.test(f) ? idOf(f, op.body!.properties?.[f] ?? {}) : undefined))) : undefined;
  return { method: op.method, url: urlOf(op, path, queryString(query)), ...(op.method === 'POST' ? { payload: (body ?? {}) as object } : {}) };
}

/** Names of the id fields an operation takes (path, query and top-level body). */
function idFields(op: Operation): string[] {
  return [...op.params.map((p) => p.name), ...Object.keys(op.body?.properties ?? {})].filter((n) => ID_FIELD.test(n) && !/^(ruCode|RuCode)$/.test(n));
}

/** School B's k-th id for a field: by its name (workGuid → works.guid), else the k-th of all its GUIDs for uuid fields. */
function bIdFor(k: number) {
  const everyGuid = [...schoolB.all];
  return (field: string, schema: JsonSchema): unknown => {
    const name = field.toLowerCase();
    const list = schoolB.byField.get(name) ?? schoolB.byField.get(name.replace(/s$/, ''));
    const value = list?.length ? list[k % list.length] : schema.format === 'uuid' || /guid$/i.test(field) ? everyGuid[(k * 37) % everyGuid.length] : undefined;
    if (value === undefined) return undefined;
    return schema.type === 'array' || /s$/.test(field) && schema.type === 'array' ? [value] : value;
  };
}

async function send(request: ReturnType<typeof requestOf>, cookie: string) {
  return t.app.inject({ ...request, method: request.method as 'GET', headers: { cookie } });
}

const envelopeOf = (body: string) => {
  try {
    return JSON.parse(body) as { status: number; message: string; data: unknown };
  } catch {
    return null;
  }
};

describe('school B\'s ids in school A\'s requests', () => {
  it('are refused or answer nothing of school B, and change none of its rows', { timeout: 600_000 }, async () => {
    const withIds = ops.filter((op) => idFields(op).length > 0);
    expect(withIds.length).toBeGreaterThan(150);
    const before = await snapshot(t.db, schoolBId);
    const leaks: string[] = [];
    let sent = 0;
    const outcomes = { invalid: 0, refused: 0, answered: 0 };
    for (const op of withIds) {
      for (let k = 0; k < 3; k++) {
        const request = requestOf(op, bIdFor(k));
        const sentIds = JSON.stringify(request);
        for (const cookie of [s.teacher, s.admin]) {
          const res = await send(request, cookie);
          sent++;
          const body = envelopeOf(res.body);
          const refused = res.statusCode >= 400 || (body !== null && body.status !== 200);
          outcomes[res.statusCode === 400 ? 'invalid' : refused ? 'refused' : 'answered']++;
          if (res.statusCode >= 500) leaks.push(`${key(op)} → HTTP ${res.statusCode}`);
          else if (refused && !(body && CJK.test(body.message))) leaks.push(`${key(op)} → refusal without a Chinese envelope: ${res.body.slice(0, 120)}`);
          else if (!refused) {
            // An answer may repeat the ids it was given, never show another of school B's.
            const shown = [...schoolB.all].filter((id) => res.body.includes(id) && !sentIds.includes(id));
            if (shown.length) leaks.push(`${key(op)} → shows school B's ${shown.slice(0, 3).join(', ')} (${shown.length})`);
          }
        }
      }
      // Operations that end or switch a session (logout, role choice) are not about isolation: sign in again.
      if ((await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: s.teacher } })).json().status !== 200) s.teacher = await loginAs(t.app, DEMO.teacherA);
      if ((await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: s.admin } })).json().status !== 200) s.admin = await loginAs(t.app, DEMO.adminA);
    }
    // How far the requests went: refused by validation (the generated request is invalid), refused by the handler
    // (not found, forbidden), or answered (with nothing of school B, checked above).
    console.info(`isolation: ${withIds.length} operations with ids, ${sent} requests with school B's ids: ${JSON.stringify(outcomes)}`);
    expect(leaks).toEqual([]);
    expect(changedTables(before, await snapshot(t.db, schoolBId))).toEqual([]);
  });
});

describe('a student\'s session', () => {
  it('is refused by every staff operation', { timeout: 300_000 }, async () => {
    const answered: string[] = [];
    const staffOps = ops.filter((op) => !STUDENT_OR_PUBLIC.has(key(op)));
    let byAuth = 0;
    for (const op of staffOps) {
      const request = requestOf(op);
      const res = await send(request, s.student);
      const body = envelopeOf(res.body);
      const refusal = res.statusCode >= 400 && res.statusCode < 500 && body !== null && body.status !== 200 && body.data === null && CJK.test(body.message);
      if (res.statusCode === 401 || res.statusCode === 403) byAuth++;
      // Validation runs before the session check: a 400 counts only when a teacher's same request is refused alike
      // (the generated request itself is invalid), never when a teacher would have been answered.
      else if (refusal && res.statusCode === 400 && (await send(request, s.teacher)).statusCode === 400) continue;
      if (!refusal || !(res.statusCode === 401 || res.statusCode === 403)) answered.push(`${key(op)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    console.info(`student session: ${staffOps.length} staff operations, ${byAuth} refused by the session check, the rest by validation`);
    if (process.env.ISOLATION_DISCOVER) console.info(JSON.stringify(answered.map((a) => a.split(" → ")[0]), null, 1));
    expect(answered).toEqual([]);
    // The allow-list names only operations the document has.
    expect([...STUDENT_OR_PUBLIC].filter((k) => !ops.some((op) => key(op) === k))).toEqual([]);
  });
});

describe('a plain teacher', () => {
  it('is refused by every administrator operation, which an administrator may use', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    const refusedTeacher: string[] = [];
    for (const op of ops.filter((o) => !STUDENT_OR_PUBLIC.has(key(o)))) {
      const request = requestOf(op);
      const asTeacher = await send(request, s.teacher);
      const asAdmin = await send(request, s.admin);
      const adminOnly = asTeacher.statusCode === 403 && asAdmin.statusCode !== 403;
      if (adminOnly) refusedTeacher.push(key(op));
      if (ADMIN_OPERATIONS.has(key(op))) {
        const body = envelopeOf(asTeacher.body);
        if (asTeacher.statusCode !== 403 || !body || !CJK.test(body.message)) wrong.push(`${key(op)}: teacher got ${asTeacher.statusCode} ${asTeacher.body.slice(0, 80)}`);
        if (asAdmin.statusCode === 403) wrong.push(`${key(op)}: the administrator is refused too`);
      }
      if ((await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: s.teacher } })).json().status !== 200) s.teacher = await loginAs(t.app, DEMO.teacherA);
      if ((await t.app.inject({ method: 'GET', url: '/api/User/UserInfo', headers: { cookie: s.admin } })).json().status !== 200) s.admin = await loginAs(t.app, DEMO.adminA);
    }
    if (process.env.ISOLATION_DISCOVER) console.info(JSON.stringify(refusedTeacher, null, 1));
    expect(wrong).toEqual([]);
    // Every operation that refuses a teacher and not an administrator is on the list (a new one must be added).
    expect(refusedTeacher.filter((k) => !ADMIN_OPERATIONS.has(k))).toEqual([]);
  });
});
