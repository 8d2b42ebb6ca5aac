import { CompiledQuery, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import { targetOf, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * pg-boss's `db` option on PGlite. PGlite is one session: the Kysely driver queues callers so a transaction owns
 * it until it ends. pg-boss must queue behind the same lock, or its statements would run inside (and commit or roll
 * back with) whatever application transaction happens to be open. pg-boss sends multi-statement scripts without
 * parameters (its own BEGIN … COMMIT under an advisory lock): those go through `exec`, the rest through `query`.
 */
export function pgliteExecutor(db: Db): PgBoss.Db {
  const target = targetOf(db);
  if (target.kind !== 'pglite') throw new Error('pgliteExecutor needs a PGlite database');
  const { pglite } = target;
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
  };
}

/**
 * pg-boss statements inside an application transaction (a job sent together with the rows that describe it, so
 * both exist or neither). Single parameterised statements only, which is all `send` issues. Without plugins: pg-boss
 * reads its own column names, not camelCase ones.
 */
export function transactionExecutor(trx: Transaction<Database>): PgBoss.Db {
  const raw = trx.withoutPlugins();
  return { executeSql: async (text, values) => ({ rows: (await raw.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as unknown[] }) };
}
