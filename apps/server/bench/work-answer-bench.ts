import type { BenchContext } from './homework-bench.js';
import { printResult } from './homework-bench.js';
import { runLoad, type LoadTarget } from './load.js';

/**
 * 答卷分析 of the 3,000-student homework (issue 12): each WorkAnswer call over all classes, from one connection (the
 * latency a teacher waits for), computed from the answers on every request. Budget: under 50 ms each. Prints figures.
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
    printResult(c.label, `POST WorkAnswer/${name} (3,000, one connection)`, await runLoad(target, 1, Math.min(c.seconds, 2)));
  }
}
