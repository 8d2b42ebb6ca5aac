import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { MIGRATION_LOCK_KEY } from './migration-lock.js';
import { migrations } from './migrations/index.js';

// Advisory locks exist between PostgreSQL sessions only: CI runs this file with TEST_DATABASE_URL (PGlite is one
// process, where migrating needs no lock).
const adminUrl = process.env.TEST_DATABASE_URL;
const name = `zyb_migrate_${randomBytes(5).toString('hex')}`;
const urlOf = (database: string) => Object.assign(new URL(adminUrl ?? 'postgres://localhost/x'), { pathname: `/${database}` }).toString();
const admin = (query: string) => (async () => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try { await c.query(query); } finally { await c.end(); }
})();

describe.runIf(!!adminUrl)('migrations under an advisory lock (an upgrade starting several instances at once)', () => {
  const dbs: Db[] = [];
  beforeAll(async () => { await admin(`CREATE DATABASE ${name}`); });
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('two instances migrating an empty database at once both start, and each migration ran once', async () => {
    const a = createDatabase({ url: urlOf(name) });
    const b = createDatabase({ url: urlOf(name) });
    dbs.push(a, b);
    await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
    const ran = await sql<{ name: string; n: number }>`SELECT name, count(*)::int AS n FROM kysely_migration GROUP BY name`.execute(a);
    expect(ran.rows).toHaveLength(Object.keys(migrations).length);
    expect(ran.rows.every((r) => r.n === 1)).toBe(true);
    const boss = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.version`.execute(a);
    expect(boss.rows[0]!.n).toBe(1);
  });

  it('an instance waits while another holds the migration lock, and goes on once it is released', async () => {
    const holder = new pg.Client({ connectionString: urlOf(name) });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const c = createDatabase({ url: urlOf(name) });
    dbs.push(c);
    let finished = false;
    const migrating = migrateToLatest(c).then(() => { finished = true; });
    // The waiting migrator shows in pg_locks as an ungranted advisory lock: it waits, it does not run.
    for (let i = 0; i < 100; i++) {
      const waiting = await holder.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`);
      if (waiting.rows[0].n > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(finished).toBe(false);
    const waiting = await holder.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`);
    expect(waiting.rows[0].n).toBe(1);
    await holder.end();
    await migrating;
    expect(finished).toBe(true);
  });
});
