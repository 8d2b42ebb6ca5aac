import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { LoginThrottleLimits } from '../../src/modules/account/login-throttle.js';
import type { SessionLimits } from '../../src/plugins/session-limits.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data.js';
import { waitForNoConnections, type TemplateName } from '../template-databases.js';

/**
 * A whole app on a fresh database with the demo schools: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI), a throw-away database created on that PostgreSQL server.
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A throw-away copy of a template database on the PostgreSQL server of TEST_DATABASE_URL. */
async function createPostgresDatabase(adminUrl: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `zyb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // A FORCE drop while the pool's sockets are still closing would raise unhandled 57P01 errors in its clients.
      await waitForNoConnections(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** What a test database starts with: no rows (false), the demo schools (true, the default), or also the question bank. */
export type TestSeed = boolean | 'bank';

const templateOf = (seed: TestSeed): TemplateName => (seed === 'bank' ? 'bank' : seed ? 'demo' : 'migrated');

/** A fresh database copied from the run's template (see test/template-databases.ts). */
export async function createTestDatabase(seed: TestSeed): Promise<{ db: Db; drop(): Promise<void> }> {
  const templates = inject('zybTemplates');
  const name = templateOf(seed);
  if (templates.kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const pgDb = await createPostgresDatabase(adminUrl, templates.names[name]);
    return { db: createDatabase({ url: pgDb.url }), drop: () => pgDb.drop() };
  }
  const template = new Blob([new Uint8Array(readFileSync(templates.files[name]))]);
  return { db: createDatabase({ template }), drop: async () => undefined };
}

export interface TestAppOptions {
  loginPerMinute?: number;
  /** Failed-login limits (modules/account/login-throttle.ts); high unless a test is about them. */
  loginThrottle?: Partial<LoginThrottleLimits>;
  seed?: TestSeed;
  /** Rows above which an export runs as a task (default TaskLimits.inlineExportMaxRows). */
  exportInlineMaxRows?: number;
  /** Fastify's trustProxy, for tests of what a reverse proxy forwards. */
  trustProxy?: boolean | string;
  /** Session lifetimes (plugins/session-limits.ts); the defaults unless a test is about them. */
  sessionLimits?: Partial<SessionLimits>;
  /** Runs after the modules are registered and before the app is ready: tests define their own jobs here. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** Jobs do not run by themselves in route tests: `await t.app.jobs.drain()` runs every due job to its end. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await createTestDatabase(options.seed ?? true);
  // The template is at the latest migration already; this only proves it and costs one query.
  await migrateToLatest(db);
  // Failed-login limits are high unless a test is about them (many tests log in wrongly on purpose).
  const app = await buildApp({
    db,
    loginPerMinute: options.loginPerMinute ?? 1000,
    loginThrottle: options.loginThrottle ?? { perAccount: 1000, perAddress: 1000 },
    exportInlineMaxRows: options.exportInlineMaxRows,
    trustProxy: options.trustProxy,
    sessionLimits: options.sessionLimits,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/** Demo accounts (see README). */
export const DEMO = {
  /** Teacher and school administrator of school A: must choose a role. */
  twoRoleTeacher: '13800000001',
  teacherA: '13800000002',
  adminA: '13800000003',
  /** Super administrator of both schools. */
  collector: '13800000004',
  teacherB: '13900000001',
  adminB: '13900000002',
  /** Teacher of both schools (初中英语: 七年级1班 of school A, 八年级1班 of school B). */
  teacherOfTwo: '13800000005',
  password: DEMO_PASSWORD,
} as const;

function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'zyb_session');
  if (!c) throw new Error(`no session cookie: ${res.body}`);
  return `zyb_session=${c.value}`;
}

/** Logs in through the API and, when the user must choose, picks `role`. Returns the Cookie header. */
export async function loginAs(app: FastifyInstance, phone: string, role?: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: phone, password: DEMO.password } });
  const cookie = cookieOf(res);
  if (res.json().status === 411 || role) {
    const chosen = role ?? res.json().data.roles[0].role;
    const set = await app.inject({ method: 'POST', url: '/api/Common/SetRole', headers: { cookie }, payload: { role: chosen } });
    if (set.json().status !== 200) throw new Error(`SetRole failed: ${set.body}`);
  }
  return cookie;
}

/** Shorthand for an authenticated JSON call. */
export async function call(app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
}
