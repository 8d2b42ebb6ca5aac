import { runEach, runLoad, type LoadTarget } from './load-loop.js';

/** Child-process entry of load.ts: runs one load request sent over IPC and sends back its result. */
export type LoadJob =
  | { kind: 'timed'; target: LoadTarget; connections: number; seconds: number }
  | { kind: 'each'; targets: LoadTarget[]; connections: number };

process.once('message', async (job: LoadJob) => {
  const result = job.kind === 'timed' ? await runLoad(job.target, job.connections, job.seconds) : await runEach(job.targets, job.connections);
  process.send!(result, undefined, {}, () => process.exit(0));
});
