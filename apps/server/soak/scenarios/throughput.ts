import os from 'node:os';
import { runEach, type LoadTarget } from '../../bench/load.js';
import { scaleDemo, type BenchStudent } from '../../bench/scale.js';
import { submissionsFor, type SoakContext } from '../harness/index.js';

export const name = 'submissions per second through nginx with 1 and with 2 instances (PostgreSQL, Redis)';

/** Submissions sent first to warm each topology up (the JIT, the pools, the answering cache), not counted. */
const WARM_UP = 500;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

function targets(port: number, students: BenchStudent[], workGuid: string, offset: number): LoadTarget[] {
  return submissionsFor(students, workGuid, offset).map((s) => ({ port, method: 'POST', path: '/api/Student/Submit', cookie: s.student.cookie, body: JSON.parse(s.body) }));
}

/**
 * The bench homework (bench/scale.ts: 3,000 students, 30 questions): the first homework through nginx in front of one
 * instance, the second through nginx in front of two. Each run warms up on 500 submissions, then measures 2,500 sent
 * by the bench's load child (bench/load.ts) over CONNECTIONS connections. Also `BENCH_ONLY=instances npm run bench`.
 */
export async function run(ctx: SoakContext) {
  const homework = await scaleDemo(ctx.db);
  const [first, second] = homework.workGuids as [string, string];
  const warm = homework.students.slice(0, WARM_UP);
  const measured = homework.students.slice(WARM_UP);
  // The machine is shared (other work changes the figures): its load is printed beside them.
  const figures: Record<string, string | number> = { 'submissions measured per run': measured.length, connections: CONNECTIONS, cores: os.cpus().length };

  const measure = async (label: string, port: number, workGuid: string) => {
    await runEach(targets(port, warm, workGuid, 0), CONNECTIONS);
    figures[`${label}: load average (1 min) before`] = os.loadavg()[0]!.toFixed(1);
    const r = await runEach(targets(port, measured, workGuid, WARM_UP), CONNECTIONS);
    const stored = await ctx.db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n')).where('workGuid', '=', workGuid).executeTakeFirstOrThrow();
    ctx.log(`${label}: ${r.perSecond} submissions/s, p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.errors} errors, ${Number(stored.n)} stored`);
    if (r.errors > 0 || Number(stored.n) !== homework.students.length) throw new Error(`${label}: ${r.errors} errors, ${Number(stored.n)} stored`);
    figures[`${label}: submissions/s`] = r.perSecond;
    figures[`${label}: p50 / p95 / p99 ms`] = `${r.p50} / ${r.p95} / ${r.p99}`;
    return r.perSecond;
  };

  const a = await ctx.startInstance();
  const one = await ctx.startNginx([a]);
  const single = await measure('1 instance', one.port, first);
  await one.stop();
  const b = await ctx.startInstance();
  const two = await ctx.startNginx([a, b]);
  const double = await measure('2 instances', two.port, second);
  figures['2 instances / 1 instance'] = (double / single).toFixed(2);
  return figures;
}
