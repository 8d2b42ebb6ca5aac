import os from 'node:os';
import { sql } from 'kysely';
import type { BenchContext } from './homework-bench.js';
import { printResult } from './homework-bench.js';
import { cpuMeter } from './cpu.js';
import { runEach, runLoad, type LoadTarget } from './load.js';

/**
 * Issue 11 item 7: the exam analysis tables of 3,000 students — 小题分 (GET /api/mpaper/SubsectionScore) and 客观题选项
 * (GET /api/Mpaper/ObjectiveQuestions) — over the 3,000 submissions of the homework bench's warm homework, made an exam
 * (a 120-minute duration is all that tells an exam from a homework). Timed from one connection (one teacher opening the
 * tab, with the CPU each request cost the server and PostgreSQL) and under the usual load, then the two workbooks once.
 * Prints figures and the budget of the one-connection figure (issue 11: under 50 ms per request) as PASS or FAIL with
 * the load average; asserts nothing.
 */
const ONE_CONNECTION_BUDGET_MS = 50;

export async function benchExamAnalysis(c: BenchContext, workGuid: string) {
  await c.db.updateTable('works').set({ examDuration: 120, examDelay: 0 }).where('guid', '=', workGuid).execute();
  // The homework bench has just written 3,000 submissions and 90,000 answers: the database's own vacuum and statistics
  // of them would otherwise run during the timing (as they do on a school's server, long before a teacher opens the tab).
  for (const table of ['submissions', 'submission_answers', 'submission_answer_sheets']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(c.db);
  const q = `ruCode=RU10001&workGuid=${workGuid}`;
  const targets: [string, string][] = [
    // 小题分 comes a page of 50 at a time, as the screen shows it (the ranking is over all 3,000): the first page and one
    // in the middle, whose bounds fall inside ties of total.
    ['GET SubsectionScore (3,000 students, page 1 of 60)', `/api/mpaper/SubsectionScore?${q}`],
    ['GET SubsectionScore (3,000 students, page 31 of 60)', `/api/mpaper/SubsectionScore?${q}&pageIndex=31`],
    ['GET ObjectiveQuestions (3,000 students)', `/api/Mpaper/ObjectiveQuestions?${q}`],
    ['GET SubsectionScore (one class of 50)', `/api/mpaper/SubsectionScore?${q}&classCode=A901`],
  ];
  for (const [name, path] of targets) {
    const target: LoadTarget = { port: c.port, method: 'GET', path, cookie: c.cookie };
    const meter = cpuMeter();
    const alone = await runLoad(target, 1, Math.min(c.seconds, 3));
    const cpu = meter.perRequest(alone.requests);
    printResult(c.label, `${name}, one connection`, alone);
    console.log(`${c.label.padEnd(10)}   … CPU per request: server ${cpu.serverMs} ms, database ${cpu.databaseMs} ms (every PostgreSQL process of the machine)`);
    const verdict = alone.p99 < ONE_CONNECTION_BUDGET_MS && alone.errors === 0 ? 'PASS' : 'FAIL';
    console.log(`${c.label.padEnd(10)}   … budget p99 < ${ONE_CONNECTION_BUDGET_MS} ms from one connection: ${verdict} (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})`);
    printResult(c.label, `  … ${c.connections} connections`, await runLoad(target, c.connections, c.seconds));
  }
  for (const [name, path] of [['ExportSubsectionScore', '/api/mpaper/ExportSubsectionScore'], ['ExportObjectiveQuestions', '/api/Mpaper/ExportObjectiveQuestions']] as const) {
    const once = await runEach([{ port: c.port, method: 'GET', path: `${path}?${q}`, cookie: c.cookie }], 1);
    console.log(`${c.label.padEnd(10)} GET ${name} (3,000 students), one request: ${once.p50} ms${once.errors ? ` (${once.errors} errors)` : ''}`);
  }
}
