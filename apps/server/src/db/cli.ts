import { sql } from 'kysely';
import { loadEnv } from '../config/env.js';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedQuestionBank } from './seed/question-bank/index.js';
import { seedDemo } from './seed/seed-demo.js';
import { seedSchoolPapers } from './seed/school-papers.js';
import { seedPreparingWorks } from './seed/preparing-works.js';
import { describeStorage, storageFromEnv } from '../lib/storage/index.js';
import { moveFilesOutOfDatabase } from '../modules/files/move-files-out.js';

/**
 * `db:migrate`, `db:seed`, `db:reset` (drops every table, then migrates and seeds) and `files:migrate` (moves files
 * uploaded before the file storage out of the database into the storage the settings name; safe to stop and rerun).
 */
async function main(command: string | undefined) {
  const env = loadEnv();
  const db = createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: env.DB_POOL_MAX, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS });
  try {
    if (command === 'reset') {
      await sql`DROP SCHEMA public CASCADE`.execute(db);
      await sql`CREATE SCHEMA public`.execute(db);
      await sql`DROP SCHEMA IF EXISTS pgboss CASCADE`.execute(db);
    }
    await migrateToLatest(db);
    if (command === 'files:migrate') {
      console.log(`文件存储：${describeStorage(env)}`);
      const report = await moveFilesOutOfDatabase(db, storageFromEnv(env), { log: (line) => console.log(line) });
      console.log(`完成：本次迁移 ${report.moved} 个文件（${(report.bytes / 1024 / 1024).toFixed(1)} MB），数据库中还剩 ${report.left} 个`);
      return;
    }
    if (command === 'seed' || command === 'reset') {
      console.log((await seedDemo(db)) ? '演示数据已写入' : '已有数据，未重复写入');
      console.log((await seedQuestionBank(db)) ? '题库内容已写入' : '题库已有内容，未重复写入');
      if (await seedSchoolPapers(db)) console.log('校本试卷已写入');
      if (await seedPreparingWorks(db)) console.log('演示备课已写入');
    }
    console.log('数据库已就绪');
  } finally {
    await db.destroy();
  }
}

await main(process.argv[2]);
