import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob } from './load-child.js';
import type { LoadResult, LoadTarget } from './load-loop.js';
import type { PacedResult } from './paced-loop.js';

export type { LoadResult, LoadTarget } from './load-loop.js';
export type { PacedResult } from './paced-loop.js';

/**
 * Load is generated in a child process: on two cores, a client sharing the server's event loop would halve what the
 * server can answer and the figures would measure the client as much as the server.
 */
function inChild<R = LoadResult>(job: LoadJob): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-child.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as R));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load child exited with ${code}`))));
    child.send(job);
  });
}

/** `connections` callers for `seconds` against one target; latencies in ms. */
export const runLoad = (target: LoadTarget, connections: number, seconds: number) => inChild({ kind: 'timed', target, connections, seconds });

/** Each request of `targets` once, `connections` at a time, as fast as the server answers. */
export const runEach = (targets: LoadTarget[], connections: number) => inChild({ kind: 'each', targets, connections });

/** `scripts[i]`, student i's requests in order, starting at i / n of `spreadMs`, over at most `connections` sockets. */
export const runPaced = (scripts: LoadTarget[][], spreadMs: number, connections: number) =>
  inChild<PacedResult>({ kind: 'paced', scripts, spreadMs, connections });
