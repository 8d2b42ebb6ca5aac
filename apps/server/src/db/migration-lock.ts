import pg from 'pg';
import { targetOf, type Db } from './database.js';

/**
 * The advisory-lock key every Zuoyeben process takes while it migrates: the first 8 bytes of sha256("zuoyeben:migrate")
 * (any fixed number works; this one is unlikely to meet another application's lock in a shared database).
 */
export const MIGRATION_LOCK_KEY = 2_920_465_750_172_010_746n;

/**
 * Runs `migrate` while holding a session-level PostgreSQL advisory lock, so when several instances start at once
 * (an upgrade rolled out to app ×2 and a worker) exactly one migrates and the others wait, then find nothing left
 * to do. Kysely's migrator locks its own table, but pg-boss's schema install and the check before it are separate
 * statements: without one lock around all of it two instances could both decide to create the job schema.
 * The lock lives on its own connection (not the pool's) and ends with it, so a migrator that dies releases it.
 * PGlite belongs to one process: nothing to lock.
 */
export async function withMigrationLock<T>(db: Db, migrate: () => Promise<T>): Promise<T> {
  const target = targetOf(db);
  if (target.kind !== 'postgres') return migrate();
  const client = new pg.Client({ connectionString: target.url });
  // A server restart while this runs fails the awaited statement; the event must not also end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    return await migrate();
  } finally {
    // Ending the session releases the lock, also when unlocking fails because the connection broke.
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
