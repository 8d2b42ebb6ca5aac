import os from 'node:os';
import type { BenchContext } from './homework-bench.js';
import { printResult } from './homework-bench.js';
import { cpuMeter } from './cpu.js';
import { runEach, runLoad, type LoadTarget } from './load.js';

const ONE_CONNECTION_BUDGET_MS = 50;

/**
 * 答卷分析 of the 3,000-student homework (issue 12): each WorkAnswer call over all classes, from one connection (the
 * latency a teacher waits for), computed from the answers on every request. Prints figures, the CPU per request
 * (server and PostgreSQL, which do not depend on what else runs), and the budget — p99 under 50 ms each — as PASS
 * or FAIL with the load average; asserts nothing.
 */
export async function benchWorkAnswer(c: BenchContext, workGuid: string) {
  const body = { RuCode: 'RU10001', WorkGuid: workGuid, ClassCode: '' };
  const calls: [string, object][] = [
    ['KnowledgeAnalysis', body],
    ['ObjectiveAnalysis', body],
    ['ObjectiveOptionAnalysis', { ...body, PageIndex: 1, PageSize: 10 }],
    ['SubjectiveAnalysis', body],
    ['QuestionAnalysis', { RuCode: 'RU10001', WorkGuid: workGuid, classCode: '', PageIndex: 1, PageSize: 10 }],
    ['ItemStatistics', body],
  ];
  for (const [name, payload] of calls) {
    const target: LoadTarget = { port: c.port, method: 'POST', path: `/api/WorkAnswer/${name}`, cookie: c.cookie, body: payload };
    // A server that has answered the call before (as any server in use has): the first requests compile the code.
    await runEach([target, target, target], 1);
    const meter = cpuMeter();
    const alone = await runLoad(target, 1, Math.min(c.seconds, 3));
    const cpu = meter.perRequest(alone.requests);
    printResult(c.label, `POST WorkAnswer/${name} (3,000, one connection)`, alone);
    const verdict = alone.p99 < ONE_CONNECTION_BUDGET_MS && alone.errors === 0 ? 'PASS' : 'FAIL';
    console.log(
      `${c.label.padEnd(10)}   … CPU per request: server ${cpu.serverMs} ms, database ${cpu.databaseMs >= 0 ? `${cpu.databaseMs} ms` : 'n/a (a PostgreSQL process ended)'}; budget p99 < ${ONE_CONNECTION_BUDGET_MS} ms from one connection: ${verdict} (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})`,
    );
  }
}
