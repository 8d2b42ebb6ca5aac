import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { seedQuestionBank } from '../src/db/seed/question-bank/index.js';
import { stableGuid } from '../src/db/seed/question-bank/ids.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { seedSchoolPapers } from '../src/db/seed/school-papers.js';

/** School A's daily practice paper of the demo seed (12 questions). */
const PAPER = stableGuid('school-paper:RU10001:7a-1');

/**
 * The paper PDFs as a teacher gets them, through the app on PGlite: GetPaperPdf queues a task, the app's worker renders
 * it on the shared browser, the task centre lists it done (polled every 20 ms here, every 5 s in the UI); asked again,
 * the unchanged paper answers its kept file's URL at once.
 */
export async function benchPaperPdfThroughApp(): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `zyb-bench-paper-pdf-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  await seedDemo(db);
  await seedQuestionBank(db);
  await seedSchoolPapers(db);
  // This process is the worker too, as `npm start` with JOBS_WORKER=1.
  const app = await buildApp({ db, loginPerMinute: 1_000_000, jobs: { work: true, schedule: false } });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: '13800000002', password: DEMO_PASSWORD } });
    const cookie = `zyb_session=${login.cookies.find((c) => c.name === 'zyb_session')!.value}`;
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json() as { status: number; data: Record<string, string> };

    for (const [label, route] of [['paper', 'GetPaperPdf'], ['answer card', 'GetPaperCardPdf']] as const) {
      const url = `/api/WorkInfo/${route}?paperGuid=${PAPER}&workCode=B1`;
      const started = performance.now();
      const queued = await get(url);
      if (queued.status !== 201) throw new Error(`${route}: expected a task, got ${JSON.stringify(queued)}`);
      for (const deadline = Date.now() + 120_000; ; ) {
        if (Date.now() > deadline) throw new Error(`${route}: the task did not finish within 2 minutes`);
        const list = (await get('/api/Job/List')).data as unknown as { list: { key: string; state: string }[] };
        const task = list.list.find((t) => t.key === queued.data.key);
        if (task?.state === 'done') break;
        if (task?.state === 'failed') throw new Error(`${route}: the task failed`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const queuedMs = performance.now() - started;
      const again = performance.now();
      const kept = await get(url);
      const keptMs = performance.now() - again;
      if (kept.status !== 200) throw new Error(`${route}: expected the kept file, got ${JSON.stringify(kept)}`);
      console.log(`PaperPDF   app: ${label.padEnd(12)} request → task done ${Math.round(queuedMs)} ms${label === 'paper' ? ' (incl. the browser start)' : ''}; unchanged again → URL in ${Math.round(keptMs)} ms`);
    }
  } finally {
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
