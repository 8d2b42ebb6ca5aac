import { loadEnv } from './config/env.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { seedQuestionBank } from './db/seed/question-bank/index.js';
import { seedSchoolPapers } from './db/seed/school-papers.js';
import { seedPreparingWorks } from './db/seed/preparing-works.js';
import { buildApp } from './app.js';
import { warmArchiveWorkers } from './lib/archive/index.js';
import { closeOnSignals } from './shutdown.js';
import { describeStorage, storageFromEnv } from './lib/storage/index.js';
import { attachCacheBus, connectRedis, RedisCacheBus } from './lib/cache-bus/index.js';

/** Starts Zuoyeben: migrate, seed the demo on first start, serve UI and API from one process. */
async function main() {
  const env = loadEnv();
  const db = createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: env.DB_POOL_MAX, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS });
  await migrateToLatest(db);
  if (env.SEED_DEMO === '1' && (await seedDemo(db))) console.log('已写入演示学校与账号（见 README）');
  // Platform question-bank content (textbooks, knowledge points, items) is seeded once, demo or not.
  if (await seedQuestionBank(db)) console.log('已写入题库内容（教材章节、知识点与试题）');
  if (env.SEED_DEMO === '1' && (await seedSchoolPapers(db))) console.log('已写入演示学校的校本试卷');
  if (env.SEED_DEMO === '1' && (await seedPreparingWorks(db))) console.log('已写入演示备课');
  // Several instances behind a proxy: Redis holds the rate-limit counters and carries cache invalidations.
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
  const bus = env.REDIS_URL ? new RedisCacheBus({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX }, redis) : undefined;
  if (bus) {
    attachCacheBus(db, bus);
    await bus.ready();
  }
  const app = await buildApp({
    db,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    webDist: env.WEB_DIST,
    logger: { level: env.LOG_LEVEL },
    cookieSecure: env.COOKIE_SECURE === '1',
    trustProxy: env.TRUST_PROXY === '1' ? true : env.TRUST_PROXY || false,
    subjectNetworkUrl: env.SUBJECT_NETWORK_URL,
    jobs: { work: env.JOBS_WORKER === '1', schedule: env.JOBS_WORKER === '1' },
    storage: storageFromEnv(env),
    pdfPages: env.PDF_PAGES,
    exportInlineMaxRows: env.EXPORT_INLINE_MAX_ROWS,
    sessionLimits: {
      staffIdleMinutes: env.STAFF_SESSION_IDLE_MINUTES,
      staffMaxHours: env.STAFF_SESSION_MAX_HOURS,
      studentIdleMinutes: env.STUDENT_SESSION_IDLE_MINUTES,
      studentMaxHours: env.STUDENT_SESSION_MAX_HOURS,
    },
  });
  app.addHook('onClose', async () => {
    await bus?.close();
    redis?.disconnect();
  });
  closeOnSignals(app, db);
  await app.listen({ port: env.PORT, host: env.HOST });
  warmArchiveWorkers();
  console.log(`作业本已启动：http://localhost:${env.PORT}（数据库：${env.DATABASE_URL ? 'PostgreSQL' : `PGlite ${env.DATA_DIR}`}）`);
  console.log(`文件存储：${describeStorage(env)}`);
}

await main();
