import { runEach, runLoad, type LoadTarget } from './load-loop.js';
import { runPaced } from './paced-loop.js';

/** Child-process entry of load.ts: runs one load request sent over IPC and sends back its result. */
export type LoadJob =
  | { kind: 'timed'; target: LoadTarget; connections: number; seconds: number }
  | { kind: 'each'; targets: LoadTarget[]; connections: number }
  | { kind: 'paced'; scripts: LoadTarget[][]; spreadMs: number; connections: number };

process.once('message', async (job: LoadJob) => {
  const before = process.cpuUsage();
  const result =
    job.kind === 'timed' ? await runLoad(job.target, job.connections, job.seconds)
      : job.kind === 'each' ? await runEach(job.targets, job.connections)
        : await runPaced(job.scripts, job.spreadMs, job.connections);
  const used = process.cpuUsage(before);
  // The load generator shares the two cores with the server and the database: its CPU is part of the budget too.
  const clientMs = Number(((used.user + used.system) / 1000 / Math.max(1, result.requests)).toFixed(2));
  process.send!({ ...result, clientMs }, undefined, {}, () => process.exit(0));
});
