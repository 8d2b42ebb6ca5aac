// Soak scenario: kill -9 of a worker in the middle of a PDF job and of a scan batch job (issue 16 item 6). Two
// compiled workers on a throw-away cluster; the second is paused (SIGSTOP) while the first claims the job, so the
// victim is known; then the first is killed with SIGKILL and the second resumed. Shown: the job is finished by the
// other worker, once (one task completion, one file, every scan page once), and how long the recovery took.
// Run alone: node --import tsx apps/server/soak/scenarios/worker-kill.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createDatabase, type Db } from '../../src/db/database.js';
import { JobQueue, LEASE } from '../../src/lib/jobs/job-queue.js';
import { LocalDiskStorage } from '../../src/lib/storage/index.js';
import { PdfRenderer } from '../../src/lib/pdf/index.js';
import { definePdfJob, enqueuePdf } from '../../src/modules/tasks/pdf-jobs.js';
import type { Actor } from '../../src/plugins/session.js';
import { createWork } from '../../test/helpers/homework-factory.js';
import { startCluster } from './lib-cluster.js';
import { ensureBuilt, isMain, spawnRole, stopInstance, until, waitReady, type Instance } from './lib-app.js';

export const name = '后台任务进程 kill -9（PDF 与扫描批次）';

const SCAN_PAGES = 40;

async function teacherActor(db: Db, phone: string): Promise<Actor> {
  const row = await sql<{ userId: number; schoolId: number }>`
    SELECT u.id AS "userId", s.id AS "schoolId" FROM users u JOIN schools s ON s.ru_code = 'RU10001' WHERE u.phone = ${phone}`.execute(db);
  return { ...row.rows[0]!, role: 1, sessionId: '', access: {} } as unknown as Actor;
}

/** Noisy A4 pages at 150 dpi, like a poor scan: each takes the reader a while, so the job runs for seconds. */
async function scanPages(n: number): Promise<Buffer[]> {
  const pages: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    pages.push(await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#f4f4f4', noise: { type: 'gaussian', mean: 200, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer());
  }
  return pages;
}

function multipart(files: { body: Buffer; name: string; type: string }[]) {
  const boundary = '----soak' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.body, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

interface KillFigures { killedAfterMs: number; recoveredMs: number; finishedMs: number; attempts: number; completions: number; extra: Record<string, number | string> }

/**
 * Pauses `spare`, waits until the task is running on `victim`, kills the victim, resumes the spare, and waits for
 * the task to complete. Figures from the kill: when the job was claimed again, when the task completed.
 */
async function killDuring(db: Db, taskId: string, victim: Instance, spare: Instance, sent: number, runningFor: () => Promise<boolean>): Promise<Omit<KillFigures, 'extra'>> {
  await until(async () => (await taskState(db, taskId)) === 'active' && (await runningFor()), 300_000, 'the job to run on the first worker');
  const killedAt = Date.now();
  victim.proc.kill('SIGKILL');
  await victim.exited;
  spare.proc.kill('SIGCONT');
  const claimed = await until(async () => { const j = await jobOf(db, taskId); return (j?.retryCount ?? 0) >= 1 && (j?.state === 'active' || j?.state === 'completed'); }, 600_000, 'another worker to claim the job');
  const finished = await until(async () => (await taskState(db, taskId)) === 'completed', 600_000, 'the task to complete');
  const job = await jobOf(db, taskId);
  return { killedAfterMs: killedAt - sent, recoveredMs: claimed, finishedMs: claimed + finished, attempts: (job?.retryCount ?? 0) + 1, completions: await completions(db, taskId) };
}

const taskState = async (db: Db, id: string) => (await sql<{ state: string }>`SELECT state FROM tasks WHERE id = ${id}`.execute(db)).rows[0]?.state;
const jobOf = async (db: Db, id: string) =>
  (await sql<{ state: string; retryCount: number }>`SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE id = ${id}
    UNION ALL SELECT state, retry_count FROM pgboss.archive WHERE id = ${id}`.execute(db)).rows[0];
/** Completed attempts of the job: pg-boss keeps one row per job, so a second completion would show as a second task file. */
const completions = async (db: Db, id: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${id} AND state = 'completed'`.execute(db)).rows[0]!.n;

export async function run(ctx?: { port?: number; log?: (line: string) => void }): Promise<Record<string, number | string>> {
  const log = ctx?.log ?? ((line: string) => console.log(line));
  const pgPort = Number(process.env.SOAK_PG_PORT ?? 3133);
  const appPort = ctx?.port ?? Number(process.env.SOAK_APP_PORT ?? 3134);
  ensureBuilt();
  const cluster = await startCluster(pgPort);
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'zyb-soak-files-'));
  const env = { DATABASE_URL: cluster.url, FILES_DIR: filesDir, PDF_PAGES: '1' };
  const instances: Instance[] = [];
  const db = createDatabase({ url: cluster.url });
  try {
    const web = spawnRole('server', 'web', { ...env, PORT: String(appPort), HOST: '127.0.0.1', SEED_DEMO: '1', WEB_DIST: '/nonexistent', JOBS_WORKER: '0' });
    instances.push(web);
    const base = `http://127.0.0.1:${appPort}`;
    log('等待网页进程就绪（迁移与演示数据）…');
    await waitReady(`${base}/api/health/ready`, web);
    const figures: Record<string, number | string> = { '租约（秒）': LEASE.seconds, '维护间隔（秒）': LEASE.maintenanceSeconds };

    const startWorkers = async (tag: string) => {
      const a = spawnRole('worker', `worker-${tag}-1`, env);
      const b = spawnRole('worker', `worker-${tag}-2`, env);
      instances.push(a, b);
      await until(async () => [a, b].every((w) => w.output.some((l) => l.includes('后台任务进程已启动'))), 300_000, 'both workers');
      b.proc.kill('SIGSTOP');
      return [a, b] as const;
    };

    // 1. A PDF task, sent as the routes send it (task row and job in one transaction).
    {
      const [victim, spare] = await startWorkers('pdf');
      const jobs = new JobQueue(db, { error: () => undefined });
      const platform = { db, jobs, storage: new LocalDiskStorage(filesDir), pdf: new PdfRenderer({ pages: 1 }) };
      definePdfJob(platform, 1);
      await jobs.start({ work: false, schedule: false });
      const html = Array.from({ length: 1500 }, (_, i) => `<h2>第 ${i + 1} 题</h2><p>${'已知函数 f(x)=x²−2x+3，求其最小值。'.repeat(12)}</p>`).join('');
      const actor = await teacherActor(db, '13800000002');
      const sent = Date.now();
      const task = await enqueuePdf(platform, actor, { name: '压力测试 PDF', data: { document: { html, title: '压力测试' }, fileName: 'soak.pdf' } });
      // "Running" on the victim: its Chromium child is rendering (the task row says active once the job started).
      const result = await killDuring(db, task.key, victim, spare, sent, async () => true);
      const files = await sql<{ n: number }>`SELECT count(*)::int AS n FROM generated_files WHERE name = 'soak.pdf'`.execute(db);
      await jobs.stop();
      Object.assign(figures, {
        'PDF：开始后多久 kill（秒）': (result.killedAfterMs / 1000).toFixed(1),
        'PDF：kill 后被另一进程接手（秒）': (result.recoveredMs / 1000).toFixed(1),
        'PDF：kill 后完成（秒）': (result.finishedMs / 1000).toFixed(1),
        'PDF：尝试次数': result.attempts,
        'PDF：完成次数': result.completions,
        'PDF：生成文件数': files.rows[0]!.n,
      });
      await stopInstance(spare);
    }

    // 2. A scan batch uploaded through the API, read page by page by the scan job.
    {
      const [victim, spare] = await startWorkers('scan');
      const work = await createWork(db, { workType: 4, name: '压力测试扫描' });
      const login = await fetch(`${base}/api/Common/Login1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userCode: '13800000001', password: 'Demo@2026' }) });
      const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('zyb_session=')) ?? '').split(';')[0]!;
      await fetch(`${base}/api/Common/SetRole`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ role: 'Teacher' }) });
      const pages = await scanPages(SCAN_PAGES);
      const form = multipart(pages.map((body, i) => ({ body, name: `scan-${i + 1}.jpg`, type: 'image/jpeg' })));
      const sent = Date.now();
      const res = await fetch(`${base}/api/Scan/Upload?workGuid=${work.guid}`, { method: 'POST', headers: { cookie, 'content-type': form.type }, body: form.body });
      const answer = (await res.json()) as { status: number; message: string; data: { key: string; batchGuid: string } };
      if (!answer.data?.key) throw new Error(`scan upload refused: ${JSON.stringify(answer)}`);
      const batchGuid = answer.data.batchGuid;
      const pagesRead = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM scan_pages WHERE batch_guid = ${batchGuid}`.execute(db)).rows[0]!.n;
      // Killed once a few pages are in: the batch is half read.
      const result = await killDuring(db, answer.data.key, victim, spare, sent, async () => (await pagesRead()) >= 3);
      const stored = await sql<{ n: number; distinct: number }>`
        SELECT count(*)::int AS n, count(DISTINCT page_index)::int AS distinct FROM scan_pages WHERE batch_guid = ${batchGuid}`.execute(db);
      Object.assign(figures, {
        '扫描：开始后多久 kill（秒）': (result.killedAfterMs / 1000).toFixed(1),
        '扫描：kill 后被另一进程接手（秒）': (result.recoveredMs / 1000).toFixed(1),
        '扫描：kill 后完成（秒）': (result.finishedMs / 1000).toFixed(1),
        '扫描：尝试次数': result.attempts,
        '扫描：完成次数': result.completions,
        '扫描：上传页数': SCAN_PAGES,
        '扫描：保存页数': stored.rows[0]!.n,
        '扫描：不同页号': stored.rows[0]!.distinct,
      });
      await stopInstance(spare);
    }
    return figures;
  } finally {
    for (const i of instances) {
      if (i.proc.exitCode === null && i.proc.signalCode === null) i.proc.kill('SIGCONT');
      await stopInstance(i);
    }
    await db.destroy();
    await cluster.destroy();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const figures = await run();
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
  process.exit(0);
}
