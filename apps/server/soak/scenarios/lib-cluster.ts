// A throw-away PostgreSQL 15 cluster for soak scenarios that restart or break the database: the shared server on
// 5432 is used by other engineers and must never be restarted. initdb into a temp folder, its own port, trust auth.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user (runuser), which owns the folder. */
const asRoot = process.getuid?.() === 0;
const run = (cmd: string, args: string[]) => (asRoot ? execFileAsync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : execFileAsync(cmd, args));

export interface Cluster {
  url: string;
  port: number;
  /** Stops the cluster (fast: open connections are terminated), keeps it down `downMs`, starts it again. */
  restart(downMs: number): Promise<{ stoppedAt: number; startedAt: number }>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startCluster(port: number): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zyb-soak-pg-'));
  if (asRoot) await execFileAsync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  await run(`${BIN}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // fsync off: a soak run measures the app, not the disk; the socket goes to the temp folder (no /var/run write).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => run(`${BIN}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  const start = () => pgCtl('start', '-w', '-t', '60', '-o', options);
  const stop = () => pgCtl('stop', '-m', 'fast', '-w', '-t', '60');
  await start();
  await run(`${BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'zuoyeben']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/zuoyeben`,
    port,
    async restart(downMs) {
      await stop();
      const stoppedAt = Date.now();
      await new Promise((r) => setTimeout(r, downMs));
      await start();
      return { stoppedAt, startedAt: Date.now() };
    },
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
