import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Server-side prepared statements for the few statements on the hottest path (a whole class submitting at once).
 * PostgreSQL plans an unnamed statement on every execution; for these, planning costs more than running. A statement
 * ending with PREPARED_MARK is sent with a name derived from its text, so each pool connection parses and plans it
 * once. Only marked statements are named: they have fixed columns (no SELECT *), so a later ALTER TABLE cannot change
 * their result type under a cached plan.
 */
export const PREPARED_MARK = '/* prepared */';

/** Appended to a Kysely query with `.modifyEnd(prepared())`, or to a sql template. */
export const prepared = (): RawBuilder<unknown> => sql.raw(` ${PREPARED_MARK}`);

/** Names by statement text; only marked statements land here, so the map stays as small as the code that marks them. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `zyb_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((text: unknown, values?: readonly unknown[]) =>
      typeof text === 'string' && text.endsWith(PREPARED_MARK)
        ? client.query({ name: nameOf(text), text, values: values as unknown[] })
        : client.query(text as string, values as unknown[])) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** A pg pool for Kysely's PostgresDialect that names the marked statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => preparingClient(await pool.connect()),
    end: () => pool.end(),
  };
}
