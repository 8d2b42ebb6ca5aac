import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/db/seed/seed-demo.js';
import { seedQuestionBank } from '../../src/db/seed/question-bank/index.js';
import { startNginx, type SoakNginx } from './nginx.js';
import { serverDir } from './paths.js';
import { freePort, statusOf, waitFor } from './ports.js';
import { spawnLogged, type SoakProcess } from './processes.js';

/** Where the soak's PostgreSQL and Redis are (this machine's and CI's by default). */
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface InstanceOptions {
  /** Extra environment (e.g. EXPORT_INLINE_MAX_ROWS); JOBS_WORKER defaults to 0: workers run apart. */
  env?: Record<string, string>;
  /** Without REDIS_URL: each instance on its own (for comparisons). */
  noRedis?: boolean;
}

/** A compiled server (`node dist/server.js`) on its own port. */
export interface SoakInstance extends SoakProcess {
  port: number;
  url: string;
}

/**
 * What a scenario gets: a throw-away PostgreSQL database (migrated, demo seeded), a Redis prefix of its own, and
 * starters for compiled instances, workers and nginx. Everything started through it is ended by `teardown()`, which
 * the runner calls after the scenario, whether it passed or not.
 */
export interface SoakContext {
  /** The scenario's database, for setting up rows and counting what was stored. */
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX of this scenario's processes (their keys and channel). */
  redisPrefix: string;
  /** A temporary folder of this scenario (logs, files); removed at teardown. */
  dir: string;
  /** The environment every process gets: DATABASE_URL, REDIS_URL, REDIS_PREFIX, no demo seeding, TRUST_PROXY. */
  env(extra?: Record<string, string>): NodeJS.ProcessEnv;
  startInstance(options?: InstanceOptions): Promise<SoakInstance>;
  /** `n` instances, started one after another. */
  startInstances(n: number, options?: InstanceOptions): Promise<SoakInstance[]>;
  /** A worker (`node dist/worker.js`), ready when it says so. */
  startWorker(env?: Record<string, string>): Promise<SoakProcess>;
  /** nginx with deploy/nginx/zuoyeben.conf in front of the given instances. */
  startNginx(instances: { port: number }[]): Promise<SoakNginx>;
  log(message: string): void;
  /** Stops every process it started, drops the database and the Redis keys; the folder stays with keepFiles or SOAK_KEEP=1. */
  teardown(options?: { keepFiles?: boolean }): Promise<void>;
}

/** Compiles the server once per run (`npm run build -w @zuoyeben/server`), unless SOAK_BUILD=0 and dist exists. */
export function buildServer(): void {
  if (process.env.SOAK_BUILD === '0' && existsSync(path.join(serverDir, 'dist/server.js'))) return;
  console.log('compiling the server (apps/server/dist)…');
  execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], { cwd: serverDir, stdio: 'inherit' });
}

async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `zyb_soak_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect().catch((error: Error) => {
    throw new Error(`npm run soak 需要 PostgreSQL（${ADMIN_URL}，可用 SOAK_DATABASE_URL 指定）：${error.message}`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function ensureRedis(): Promise<void> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new Error(`npm run soak 需要 Redis（${REDIS_URL}，可用 SOAK_REDIS_URL 指定；Debian: apt-get install redis-server）：${(error as Error).message}`);
  } finally {
    probe.disconnect();
  }
}

export async function createSoakContext(name: string): Promise<SoakContext> {
  await ensureRedis();
  const database = await createScratchDatabase();
  const db = createDatabase({ url: database.url });
  await migrateToLatest(db);
  await seedDemo(db);
  // Seeded here, once: instances started side by side would otherwise each try on their first start.
  await seedQuestionBank(db);
  const dir = mkdtempSync(path.join(os.tmpdir(), `zyb-soak-${name}-`));
  const redisPrefix = `zyb-soak-${randomBytes(4).toString('hex')}:`;
  const started: { stop(): Promise<void> }[] = [];
  let count = 0;

  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: path.join(dir, 'data'),
    SEED_DEMO: '0',
    // The instances see nginx (and the soak's direct calls) from 127.0.0.1.
    TRUST_PROXY: '127.0.0.1',
    JOBS_WORKER: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  });

  const startInstance = async (options: InstanceOptions = {}): Promise<SoakInstance> => {
    const port = await freePort();
    const vars = env({ PORT: String(port), HOST: '127.0.0.1', ...options.env });
    if (options.noRedis) delete vars.REDIS_URL;
    const proc = spawnLogged(`instance-${++count}-${port}`, process.execPath, ['--enable-source-maps', path.join(serverDir, 'dist/server.js')], vars, dir);
    started.push(proc);
    const url = `http://127.0.0.1:${port}`;
    await Promise.race([
      waitFor(`instance on ${port}`, async () => (await statusOf(`${url}/api/health/ready`)) === 200, 120_000),
      proc.exited.then((code) => {
        throw new Error(`instance on ${port} exited (${code}) before it was ready:\n${readFileSync(proc.log, 'utf8').slice(-2_000)}`);
      }),
    ]);
    return { ...proc, port, url };
  };

  return {
    db,
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    redisPrefix,
    dir,
    env,
    startInstance,
    // One after another: instances starting at the same moment can deadlock in pg-boss's queue creation (noted in
    // the soak README); a deployment starts them the same way (systemd orders them, compose waits for health).
    async startInstances(n, options) {
      const list: SoakInstance[] = [];
      for (let i = 0; i < n; i++) list.push(await startInstance(options));
      return list;
    },
    async startWorker(extra = {}) {
      const proc = spawnLogged(`worker-${++count}`, process.execPath, ['--enable-source-maps', path.join(serverDir, 'dist/worker.js')], env({ JOBS_WORKER: '1', ...extra }), dir);
      started.push(proc);
      await Promise.race([
        waitFor('worker', async () => readFileSync(proc.log, 'utf8').includes('后台任务进程已启动'), 120_000),
        proc.exited.then((code) => {
          throw new Error(`worker exited (${code}) before it was ready:\n${readFileSync(proc.log, 'utf8').slice(-2_000)}`);
        }),
      ]);
      return proc;
    },
    async startNginx(instances) {
      const nginx = await startNginx(instances.map((i) => i.port), path.join(dir, `nginx-${++count}`), dir);
      started.push(nginx);
      return nginx;
    },
    log: (message) => console.log(`  [${name}] ${message}`),
    async teardown(options = {}) {
      await Promise.all(started.map((p) => p.stop().catch(() => undefined)));
      await db.destroy();
      await database.drop().catch((error: Error) => console.error(`could not drop the soak database: ${error.message}`));
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      if (!options.keepFiles && process.env.SOAK_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
    },
  };
}
