import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { cpuMeter } from './cpu.js';
import { runEach, runLoad, type LoadResult, type LoadTarget } from './load.js';
import { answersFor, scaleDemo, type BenchStudent } from './scale.js';
import { benchWorkAnswer } from './work-answer-bench.js';

/**
 * Item 13: a 3,000-student homework. (a) every student submits once through POST /api/Student/Submit, as fast as
 * the server takes them, on a server just started and again on a warm one; then (b) the score report's first page of 50 over all classes and (c) the score
 * distribution, each under the usual timed load and then from a single connection. Prints figures; asserts nothing.
 */
export interface BenchContext {
  label: string;
  db: Db;
  port: number;
  /** Cookie of a school administrator of RU10001. */
  cookie: string;
  connections: number;
  seconds: number;
}

export function printResult(label: string, name: string, r: LoadResult) {
  console.log(
    `${label.padEnd(10)} ${name.padEnd(44)} ${String(r.perSecond).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  (${r.requests} requests, ${r.errors} errors)`,
  );
}

/**
 * Returns the warm homework's guid, its 3,000 submissions stored (the exam analysis bench reuses them), and the
 * 3,000 students (the exam bell bench seats them).
 */
export async function benchHomework(c: BenchContext): Promise<{ workGuid: string; students: BenchStudent[] }> {
  const started = performance.now();
  const homework = await scaleDemo(c.db);
  console.log(`${c.label.padEnd(10)} scaled to ${homework.students.length} students, 30-question homework (${Math.round(performance.now() - started)} ms)`);

  // On the first database of a run the first 3,000 meet a server just started (code the JIT has not optimised yet);
  // the second 3,000 meet a warm one, as a server that has run for a while is.
  const [coldGuid, workGuid] = homework.workGuids as [string, string];
  for (const [guid, when] of [[coldGuid, 'first homework'], [workGuid, 'second homework']] as const) {
    const submissions: LoadTarget[] = homework.students.map((s, i) => ({
      port: c.port,
      method: 'POST',
      path: '/api/Student/Submit',
      cookie: s.cookie,
      body: { workGuid: guid, requestId: randomUUID(), durationSeconds: 300 + (i % 900), answers: answersFor(i) },
    }));
    const meter = cpuMeter();
    const submitRun = await runEach(submissions, c.connections);
    printResult(c.label, `POST /api/Student/Submit (${submissions.length}, ${when})`, submitRun);
    const cpu = meter.perRequest(submitRun.requests);
    console.log(`${c.label.padEnd(10)}   … CPU per submission: server ${cpu.serverMs} ms, database ${cpu.databaseMs} ms, load generator ${submitRun.clientMs} ms`);
  }
  const submitted = await c.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workGuid', '=', workGuid)
    .where('status', '>', 0)
    .executeTakeFirstOrThrow();
  console.log(`${c.label.padEnd(10)} ${Number(submitted.n)} submissions stored`);
  // What autovacuum does within a minute of such a burst; without it the planner still believes the tables empty.
  await sql`ANALYZE`.execute(c.db);

  const q = `ruCode=RU10001&workGuid=${workGuid}`;
  const targets: [string, string][] = [
    ['GET ScoreEntity (page 1 of 50, all classes)', `/api/Mpaper/ScoreEntity?${q}&pageIndex=1&pageSize=50&orderType=0`],
    ['GET ScoreEntity (by score desc, page 1 of 50)', `/api/Mpaper/ScoreEntity?${q}&pageIndex=1&pageSize=50&orderType=2`],
    ['GET ScoreDistribution (60 classes, 0-100 by 5)', `/api/Mpaper/ScoreDistribution?${q}&maxScore=100&minScore=0&stepSize=5`],
    ['GET HomeworkReviewList (30 questions, all classes)', `/api/MPaper/HomeworkReviewList?${q}`],
    ['GET HomeworkReviewDetail (question 1, all classes)', `/api/MPaper/HomeworkReviewDetail?${q}&th=1`],
  ];
  for (const [name, path] of targets) {
    const target: LoadTarget = { port: c.port, method: 'GET', path, cookie: c.cookie };
    printResult(c.label, name, await runLoad(target, c.connections, c.seconds));
    // One teacher at a time: the latency of the request itself, without queueing behind the other connections.
    printResult(c.label, '  … one connection', await runLoad(target, 1, Math.min(c.seconds, 2)));
  }
  const exportOnce = await runEach([{ port: c.port, method: 'GET', path: `/api/MPaper/ImportScore?${q}`, cookie: c.cookie }], 1);
  console.log(`${c.label.padEnd(10)} GET ImportScore (3,000-row workbook), one request: ${exportOnce.p50} ms`);
  await benchWorkAnswer(c, workGuid);
  return { workGuid, students: homework.students };
}
