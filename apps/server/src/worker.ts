import { loadEnv } from './config/env.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { closeOnSignals } from './shutdown.js';
import { describeStorage, storageFromEnv } from './lib/storage/index.js';
import { attachCacheBus, RedisCacheBus } from './lib/cache-bus/index.js';

/**
 * The worker role (`npm run worker`): runs background jobs and schedules without serving HTTP, beside web instances
 * started with JOBS_WORKER=0. Needs PostgreSQL (DATABASE_URL): PGlite belongs to one process, which then does both.
 */
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) throw new Error('npm run worker 需要 PostgreSQL（DATABASE_URL）；PGlite 只能由一个进程使用，请直接 npm start。');
  const db = createDatabase({ url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS });
  await migrateToLatest(db);
  // A job that changes a homework (state changes at start and end times) tells the web instances to forget it.
  const bus = env.REDIS_URL ? new RedisCacheBus({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX }) : undefined;
  if (bus) {
    attachCacheBus(db, bus);
    await bus.ready();
  }
  const app = await buildApp({
    db,
    logger: { level: env.LOG_LEVEL },
    jobs: { work: true, schedule: true },
    storage: storageFromEnv(env),
    pdfPages: env.PDF_PAGES,
  });
  app.addHook('onClose', async () => bus?.close());
  await app.ready();
  closeOnSignals(app, db);
  console.log(`作业本后台任务进程已启动（PostgreSQL，文件存储：${describeStorage(env)}）`);
}

await main();
