import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { benchArchives } from './archive-bench.js';
import { warmArchiveWorkers } from '../src/lib/archive/index.js';
import { benchHomework, printResult } from './homework-bench.js';
import { runLoad, type LoadTarget } from './load.js';
import { benchQuestionBank } from './question-bank.js';
import { benchPdf } from './pdf-bench.js';
import { benchPaperPdf } from './paper-pdf-bench.js';
import { benchPaperPdfThroughApp } from './paper-pdf-app-bench.js';
import { benchWeb } from './web-bench.js';
import { benchScanReading } from './scan-reading-bench.js';
import { benchExamAnalysis } from './exam-bench.js';
import { benchDashboard } from './dashboard-bench.js';
import { benchExamBell } from './exam-bell-bench.js';
import { benchWrongQuestions } from './wrong-questions-bench.js';
import { scaleDemo, type BenchStudent } from './scale.js';

/**
 * `npm run bench`: figures for the account core, then for a homework of 3,000 students (submitting, score report,
 * distribution; see homework-bench.ts) on loopback, on embedded PGlite and, when BENCH_DATABASE_URL is set (or
 * PostgreSQL answers on 127.0.0.1:5432), on PostgreSQL. Prints figures; asserts nothing.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** BENCH_ONLY=homework, exam, exam-bell, dashboard, wrong-questions, question-bank, archives, web, pdf, paper-pdf, scan-reading or instances runs only that part (each takes long to set up; exam includes homework, whose submissions it reuses). */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_DB=pglite or BENCH_DB=postgres runs on that database only. */
const DB = process.env.BENCH_DB;

async function benchOn(label: string, url: string | undefined) {
  const dataDir = path.join(os.tmpdir(), `zyb-bench-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const db = createDatabase(url ? { url } : { dataDir });
  if (url) {
    const { sql } = await import('kysely');
    await sql`DROP SCHEMA public CASCADE`.execute(db);
    await sql`CREATE SCHEMA public`.execute(db);
  }
  await migrateToLatest(db);
  await seedDemo(db);
  const app = await buildApp({ db, loginPerMinute: 1_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As server.ts does once it listens.
  warmArchiveWorkers();
  const port = (app.server.address() as { port: number }).port;

  const login = await app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: '13800000003', password: DEMO_PASSWORD } });
  const cookie = `zyb_session=${login.cookies.find((c) => c.name === 'zyb_session')!.value}`;

  const targets: [string, LoadTarget][] = [
    ['GET /api/User/UserInfo', { port, method: 'GET', path: '/api/User/UserInfo', cookie }],
    ['POST /api/Teacher/StudentList (page of 50)', { port, method: 'POST', path: '/api/Teacher/StudentList', cookie, body: { pageIndex: 1, pageSize: 50 } }],
    ['POST /api/Teacher/GetClasses', { port, method: 'POST', path: '/api/Teacher/GetClasses', cookie, body: {} }],
  ];
  if (!ONLY) for (const [name, target] of targets) printResult(label, name, await runLoad(target, CONNECTIONS, SECONDS));
  const context = { label, db, port, cookie, connections: CONNECTIONS, seconds: SECONDS };
  let students: BenchStudent[] | undefined;
  if (!ONLY || ONLY === 'homework' || ONLY === 'exam') {
    const homework = await benchHomework(context);
    students = homework.students;
    if (!ONLY || ONLY === 'exam') await benchExamAnalysis(context, homework.workGuid);
  }
  // The 3,000 students of the homework bench (or, run alone, of a scaled demo of their own) sit an exam.
  if (!ONLY || ONLY === 'exam-bell') await benchExamBell(context, students ?? (await scaleDemo(db)).students);
  if (!ONLY || ONLY === 'dashboard') await benchDashboard(context);
  // After the dashboard: its 九年级 already holds the 3,000 students (run alone, it scales its own).
  if (!ONLY || ONLY === 'wrong-questions') await benchWrongQuestions(context, students);
  if (!ONLY || ONLY === 'question-bank') await benchQuestionBank(context);
  if (!ONLY || ONLY === 'archives') await benchArchives(context);
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

async function postgresUrl(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  try {
    await client.connect();
    await client.query('CREATE DATABASE zyb_bench').catch(() => undefined);
    return 'postgres://postgres@127.0.0.1:5432/zyb_bench';
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function benchInstances() {
  const { buildServer, createSoakContext } = await import('../soak/harness/index.js');
  const throughput = await import('../soak/scenarios/throughput.js');
  buildServer();
  let ctx;
  try {
    ctx = await createSoakContext('bench-instances');
  } catch (error) {
    console.log(`instances: skipped (${(error as Error).message})`);
    return;
  }
  try {
    for (const [key, value] of Object.entries(await throughput.run(ctx))) console.log(`instances  ${key.padEnd(44)} ${value}`);
  } catch (error) {
    console.log(`instances: failed (${(error as Error).message})`);
  } finally {
    await ctx.teardown();
  }
}

console.log(`作业本 bench: ${CONNECTIONS} connections × ${SECONDS} s per endpoint, loopback, ${os.cpus().length} cores`);
// The web app and the PDF renderer are measured once, on their own.
if (ONLY !== 'web' && ONLY !== 'pdf' && ONLY !== 'paper-pdf' && ONLY !== 'scan-reading' && ONLY !== 'instances') {
  if (DB !== 'postgres') await benchOn('PGlite', undefined);
  const pgUrl = DB === 'pglite' ? undefined : await postgresUrl();
  if (pgUrl) await benchOn('PostgreSQL', pgUrl);
  else if (DB !== 'pglite') console.log('PostgreSQL not reachable on 127.0.0.1:5432: skipped');
}
// The web app in Chromium, served as `npm start` serves it (PGlite).
if (!ONLY || ONLY === 'web') await benchWeb();
if (!ONLY || ONLY === 'pdf') await benchPdf();
if (!ONLY || ONLY === 'paper-pdf') {
  await benchPaperPdf();
  await benchPaperPdfThroughApp();
}
if (!ONLY || ONLY === 'scan-reading') await benchScanReading();
// Submissions per second through nginx with 1 and 2 compiled instances (PostgreSQL, Redis): the soak's scenario.
if (!ONLY || ONLY === 'instances') await benchInstances();
