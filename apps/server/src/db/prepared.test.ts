import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { prepared } from './prepared.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

// Named statements exist only on a real PostgreSQL server (CI runs this file with TEST_DATABASE_URL); on PGlite the
// mark is a comment and the answers must simply be the same.
describe('prepared statements of the hot path', () => {
  it('answers a marked statement like an unmarked one, with its parameters', async () => {
    const plain = await sql<{ n: number }>`SELECT ${41}::int + 1 AS n`.execute(t.db);
    const marked = await sql<{ n: number }>`SELECT ${41}::int + 1 AS n ${prepared()}`.execute(t.db);
    expect(marked.rows).toEqual(plain.rows);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('prepares a marked statement once on its connection and names nothing else', async () => {
    const rows = await t.db.connection().execute(async (conn) => {
      await sql`SELECT ${1}::int AS one ${prepared()}`.execute(conn);
      await sql`SELECT ${2}::int AS one ${prepared()}`.execute(conn);
      await sql`SELECT ${3}::int AS unmarked`.execute(conn);
      return (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(conn)).rows;
    });
    const statements = rows.map((r) => r.statement);
    expect(statements.filter((s) => s.includes('AS one'))).toEqual([expect.stringMatching(/AS one +\/\* prepared \*\/$/)]);
    expect(statements.some((s) => s.includes('unmarked'))).toBe(false);
  });
});
