import { verify } from '@node-rs/argon2';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { migrations } from './index.js';

describe('migration 20261125T1100_access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps only hashes of student passwords: a clear initial password is hashed and marked to be changed', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261124T2000_submission_answers_cascade')).error).toBeUndefined();
    const [plain, changed] = await sql<{ guid: string }>`SELECT guid FROM students ORDER BY buddies LIMIT 2`.execute(t.db).then((r) => r.rows);
    await sql`UPDATE students SET initial_password = '123456', password_hash = NULL WHERE guid = ${plain!.guid}`.execute(t.db);
    await sql`UPDATE students SET initial_password = NULL, password_hash = 'x' WHERE guid = ${changed!.guid}`.execute(t.db);
    const linked = await sql<{ n: number }>`SELECT count(*)::int AS n FROM teach_info_classes`.execute(t.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await sql<{ guid: string; hash: string; must: boolean }>`
      SELECT guid, password_hash AS hash, must_change_password AS must FROM students WHERE guid IN (${plain!.guid}, ${changed!.guid})`.execute(t.db);
    const byGuid = new Map(rows.rows.map((r) => [r.guid, r]));
    expect(await verify(byGuid.get(plain!.guid)!.hash, '123456')).toBe(true);
    expect(byGuid.get(plain!.guid)!.must).toBe(true);
    expect(byGuid.get(changed!.guid)!.must).toBe(false);
    const columns = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'students'`.execute(t.db);
    expect(columns.rows.map((c) => c.name)).not.toContain('initial_password');
    // Classes linked before count as approved since always; teachers no longer add classes without approval.
    const approved = await sql<{ n: number }>`SELECT count(*)::int AS n FROM teach_info_classes WHERE status = 1 AND joined_at = '1970-01-01T00:00:00Z'`.execute(t.db);
    expect(approved.rows[0]!.n).toBe(linked.rows[0]!.n);
    const powers = await sql<{ role: string; p: boolean }>`SELECT DISTINCT role, teach_info_power AS p FROM memberships ORDER BY role`.execute(t.db);
    expect(powers.rows.filter((r) => r.role === 'Teacher')).toEqual([{ role: 'Teacher', p: false }]);
  });
});
