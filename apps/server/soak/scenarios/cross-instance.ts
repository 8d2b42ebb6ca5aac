import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data.js';
import { classByCode, createWork, SAMPLE_QUESTIONS, studentsOf } from '../../test/helpers/homework-factory.js';
import { setStudentPassword, STUDENT_PASSWORD } from '../../test/helpers/student-session.js';
import { callJson, loginStaff, loginStudentHttp, waitFor, type SoakContext } from '../harness/index.js';

export const name = 'two instances behind nginx on PostgreSQL and Redis: answering cache, login limit, jobs claimed once';

const ROUNDS = 10;
const TASKS = 40;
const hour = 3600_000;

/** A teacher changes question 1's answer on A; at once a student answers it on B. Counts submissions scored by an old key. */
async function answeringCache(ctx: SoakContext, a: { url: string }, b: { url: string }) {
  const work = await createWork(ctx.db, { releaseType: 1, releaseTime: new Date(Date.now() + 48 * hour) });
  const students = (await studentsOf(ctx.db, (await classByCode(ctx.db, 'RU10001', 'A702')).guid)).slice(0, ROUNDS + 1);
  for (const s of students) await setStudentPassword(ctx.db, s.guid);
  const cookies = await Promise.all(students.map((s) => loginStudentHttp(b.url, s.buddies, STUDENT_PASSWORD, 'RU10001')));
  const submit = (cookie: string, answer: string) =>
    callJson(b.url, 'POST', '/api/Student/Submit', { workGuid: work.guid, requestId: crypto.randomUUID(), durationSeconds: 60, answers: [{ th: 1, answer }] }, cookie);
  // B reads the homework and keeps it (the answering cache) with answer A.
  if ((await submit(cookies[0]!, 'A')).body.status !== 200) throw new Error('first submission on B refused');
  const teacher = await loginStaff(a.url, '13800000001', DEMO_PASSWORD, 'Teacher');
  let stale = 0;
  const latencies: number[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const answer = r % 2 === 1 ? 'B' : 'A';
    const list = SAMPLE_QUESTIONS.map((q) => ({ th: q.th, type: q.type, option: 4, score: q.score, answer: q.th === 1 ? answer : q.answer }));
    const edit = await callJson(a.url, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: work.guid, list }, teacher);
    if (edit.body.status !== 200) throw new Error(`edit on A refused: ${JSON.stringify(edit.body)}`);
    const started = performance.now();
    const res = await submit(cookies[r]!, answer);
    latencies.push(performance.now() - started);
    if (res.body.status !== 200) throw new Error(`submission on B refused: ${JSON.stringify(res.body)}`);
    const row = await ctx.db.selectFrom('submissionAnswers').select('score').where('submissionGuid', '=', res.body.data.submissionGuid).where('th', '=', 1).executeTakeFirstOrThrow();
    if (Number(row.score) !== SAMPLE_QUESTIONS[0]!.score) stale++;
  }
  ctx.log(`answering cache: ${ROUNDS} edits on A, each followed at once by a submission on B; ${stale} scored by the old key`);
  if (stale > 0) throw new Error(`${stale} submissions on B scored by the answer key before the edit on A`);
  return { rounds: ROUNDS, stale, submitMsAfterEdit: Math.round(latencies.reduce((x, y) => x + y, 0) / latencies.length) };
}

/** Wrong passwords through nginx (round robin over A and B) until the per-minute limit refuses: it counts both. */
async function sharedLoginLimit(nginxUrl: string) {
  const upstreams = new Set<string>();
  let allowed = 0;
  let refusal = '';
  for (let i = 0; i < 30 && !refusal; i++) {
    const res = await callJson(nginxUrl, 'POST', '/api/Common/Login1', { userCode: '13900000002', password: 'wrong-password' });
    upstreams.add(res.upstream);
    if (res.http === 429) refusal = res.body.message;
    else allowed++;
  }
  if (upstreams.size < 2) throw new Error(`nginx sent the logins to ${upstreams.size} instance(s) only`);
  if (allowed !== 10 || !refusal.includes('登录尝试过于频繁')) throw new Error(`login limit: ${allowed} wrong logins allowed before "${refusal}" (10 expected)`);
  return { allowed, instances: upstreams.size, refusal };
}

const filesIn = (dir: string): number => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
};

/** Export tasks sent through nginx, run by two workers (each with its own files folder): each task done once. */
async function jobsClaimedOnce(ctx: SoakContext, nginxUrl: string) {
  const dirs = [path.join(ctx.dir, 'files-w1'), path.join(ctx.dir, 'files-w2')];
  for (const dir of dirs) await ctx.startWorker({ FILES_DIR: dir });
  const admin = await loginStaff(nginxUrl, '13800000003', DEMO_PASSWORD);
  const classGuid = (await classByCode(ctx.db, 'RU10001', 'A701')).guid;
  const keys: string[] = [];
  for (let i = 0; i < TASKS; i++) {
    const res = await callJson(nginxUrl, 'POST', '/api/Teacher/ExportStudent', { classGuid }, admin);
    if (res.body.status !== 201) throw new Error(`export not queued as a task: ${JSON.stringify(res.body)}`);
    keys.push(res.body.data.key);
  }
  const started = performance.now();
  const done = () => ctx.db.selectFrom('tasks').select(['state', 'fileId']).where('id', 'in', keys).where('state', 'in', ['completed', 'failed']).execute();
  await waitFor(`${TASKS} export tasks`, async () => (await done()).length === TASKS, 180_000);
  const seconds = (performance.now() - started) / 1000;
  const rows = await done();
  const completed = rows.filter((r) => r.state === 'completed').length;
  const files = await ctx.db.selectFrom('generatedFiles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // pg-boss counts a second start of a job as a retry: 0 means each job was handed out once.
  const { rows: retried } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE id::text = ANY(${keys}) AND retry_count > 0`.execute(ctx.db);
  const [w1, w2] = dirs.map(filesIn) as [number, number];
  const figures = { tasks: TASKS, completed, filesStored: Number(files.n), byWorker1: w1, byWorker2: w2, retried: retried[0]!.n, duplicated: Number(files.n) - completed, seconds: seconds.toFixed(1) };
  ctx.log(`jobs: ${JSON.stringify(figures)}`);
  if (completed !== TASKS || figures.duplicated !== 0 || w1 + w2 !== TASKS) throw new Error(`jobs not done exactly once: ${JSON.stringify(figures)}`);
  if (w1 === 0 || w2 === 0) throw new Error(`one worker took every job (${w1} / ${w2}): the claim was not tested across processes`);
  return figures;
}

/** What the repository's nginx site does to answers: gzip of JSON, a year's cache for hashed assets (when built). */
async function proxyHeaders(nginxUrl: string) {
  // node:http, not fetch: fetch would unpack the body, and the bytes on the wire are the point.
  const { gzip, docsBytes } = await new Promise<{ gzip: string; docsBytes: number }>((resolve, reject) => {
    http.get(`${nginxUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ gzip: String(res.headers['content-encoding'] ?? 'none'), docsBytes: bytes }));
    }).on('error', reject);
  });
  const plainBytes = (await (await fetch(`${nginxUrl}/api/docs/json`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
  if (gzip !== 'gzip') throw new Error(`nginx did not compress the OpenAPI document (content-encoding ${gzip})`);
  const index = await fetch(`${nginxUrl}/`);
  const asset = /\/assets\/[^"']+\.js/.exec(await index.text())?.[0];
  let assetCache = 'web app not built (npm run build): not checked';
  if (asset) {
    const res = await fetch(`${nginxUrl}${asset}`);
    await res.arrayBuffer();
    assetCache = res.headers.get('cache-control') ?? 'none';
    if (!assetCache.includes('immutable')) throw new Error(`${asset}: Cache-Control ${assetCache}`);
  }
  return { gzip, docsBytes, plainBytes, assetCache };
}

export async function run(ctx: SoakContext) {
  const [a, b] = await ctx.startInstances(2, { env: { EXPORT_INLINE_MAX_ROWS: '1' } });
  const nginx = await ctx.startNginx([a!, b!]);
  const cache = await answeringCache(ctx, a!, b!);
  const limit = await sharedLoginLimit(nginx.url);
  const jobs = await jobsClaimedOnce(ctx, nginx.url);
  const proxy = await proxyHeaders(nginx.url);
  return {
    'nginx: OpenAPI document (content-encoding, bytes sent / unpacked)': `${proxy.gzip}, ${proxy.docsBytes} / ${proxy.plainBytes}`,
    'nginx: Cache-Control of a hashed /assets/ file': proxy.assetCache,
    'cache: edits on A, each followed at once by a submit on B': cache.rounds,
    'cache: submissions on B scored by the old answer key': cache.stale,
    'cache: submit on B right after the edit (ms, mean)': cache.submitMsAfterEdit,
    'login limit: wrong logins before 429 (limit 10/min)': limit.allowed,
    'login limit: instances that counted them': limit.instances,
    'login limit: refusal': limit.refusal,
    'jobs: export tasks sent': jobs.tasks,
    'jobs: completed': jobs.completed,
    'jobs: files written (worker 1 / worker 2)': `${jobs.byWorker1} / ${jobs.byWorker2}`,
    'jobs: run more than once (duplicated)': jobs.duplicated,
    'jobs: pg-boss retries': jobs.retried,
    'jobs: seconds for all': jobs.seconds,
  };
}
