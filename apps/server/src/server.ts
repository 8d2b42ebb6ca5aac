import { loadEnv } from './config/env.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { seedQuestionBank } from './db/seed/question-bank/index.js';
import { seedSchoolPapers } from './db/seed/school-papers.js';
import { buildApp } from './app.js';
import { closeArchiveWorkers, warmArchiveWorkers } from './lib/archive/index.js';
import { sessionRepository } from './modules/account/session.repository.js';

/** Starts Zuoyeben: migrate, seed the demo on first start, serve UI and API from one process. */
async function main() {
  const env = loadEnv();
  const db = createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(db);
  if (env.SEED_DEMO === '1' && (await seedDemo(db))) console.log('已写入演示学校与账号（见 README）');
  // Platform question-bank content (textbooks, knowledge points, items) is seeded once, demo or not.
  if (await seedQuestionBank(db)) console.log('已写入题库内容（教材章节、知识点与试题）');
  if (env.SEED_DEMO === '1' && (await seedSchoolPapers(db))) console.log('已写入演示学校的校本试卷');
  const app = await buildApp({
    db,
    webDist: env.WEB_DIST,
    logger: { level: env.LOG_LEVEL },
    cookieSecure: env.COOKIE_SECURE === '1',
    subjectNetworkUrl: env.SUBJECT_NETWORK_URL,
  });
  // Expired sessions are useless rows; sweep them hourly rather than on every request.
  const sweep = setInterval(() => void sessionRepository.removeExpired(db, new Date()).catch(() => undefined), 3600_000);
  sweep.unref();
  const close = async () => {
    clearInterval(sweep);
    await app.close();
    await closeArchiveWorkers();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
  warmArchiveWorkers();
  console.log(`作业本已启动：http://localhost:${env.PORT}（数据库：${env.DATABASE_URL ? 'PostgreSQL' : `PGlite ${env.DATA_DIR}`}）`);
}

await main();
