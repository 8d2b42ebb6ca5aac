import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';
import { installJobSchema } from '../lib/jobs/job-schema.js';
import { withMigrationLock } from './migration-lock.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema to the newest migration, then pg-boss's own tables; throws with the failing migration's name.
 * On PostgreSQL one process at a time does this, under an advisory lock (migration-lock.ts): instances started
 * together during an upgrade wait for the first, then find every migration done.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  await withMigrationLock(db, () => migrateUnlocked(db));
}

async function migrateUnlocked(db: Db): Promise<void> {
  // Features land from parallel branches, so a database may have run a later-named migration before an earlier-named
  // one arrives; each migration stands alone, so the missing ones run in name order instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  await installJobSchema(db);
}
