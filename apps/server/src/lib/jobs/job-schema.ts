import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { targetOf, type Db } from '../../db/database.js';
import { pgliteExecutor } from './sql-executor.js';

/** The schema version this pg-boss release works with. */
const SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

/** The PostgreSQL schema pg-boss keeps its queues, jobs and schedules in. */
export const JOB_SCHEMA = 'pgboss';

/** Runs one pg-boss script on the database under `db` (its own pool on PostgreSQL, the shared session on PGlite). */
async function runScript(db: Db, text: string): Promise<{ rows: Record<string, unknown>[] }> {
  const target = targetOf(db);
  if (target.kind === 'pglite') return pgliteExecutor(db).executeSql(text, []);
  const client = new pg.Client({ connectionString: target.url });
  // A server restart while this runs fails the awaited statement; the event must not also end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query(text);
    return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
  } finally {
    await client.end();
  }
}

/**
 * Installs or upgrades pg-boss's tables, as part of migrating, so every instance starts on a ready schema (the test
 * template databases include it too) and no instance installs it while starting. pg-boss's scripts take an advisory
 * lock, so two instances migrating at once do not collide.
 */
export async function installJobSchema(db: Db): Promise<void> {
  const { rows } = await runScript(db, `SELECT to_regclass('${JOB_SCHEMA}.version')::text AS name`);
  if (!rows[0]?.name) {
    await runScript(db, PgBoss.getConstructionPlans(JOB_SCHEMA));
    return;
  }
  const version = Number((await runScript(db, `SELECT version FROM ${JOB_SCHEMA}.version`)).rows[0]?.version);
  if (version < SCHEMA_VERSION) await runScript(db, PgBoss.getMigrationPlans(JOB_SCHEMA, String(version)));
}
