import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { preparingPool } from './prepared.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

// pg returns int8 (count(*)) and numeric as strings while PGlite returns numbers: normalise to numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise PGlite. */
  url?: string;
  /** Folder for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (test template databases); in-memory PGlite only. */
  template?: Blob;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolMax?: number;
  /** PostgreSQL only: a statement running longer is cancelled by the server (default 60 s; 0 = never). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: where an error of an idle pooled connection is reported (default console.error). */
  onPoolError?: (error: Error) => void;
}

/** How long a request waits for a pooled connection, or for a new one to connect, before it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

const plugins = [new CamelCasePlugin()];

/** What a Db runs on, for the parts that need the driver itself (the job queue). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
const targets = new WeakMap<Db, DatabaseTarget>();

/** The PostgreSQL address or the PGlite instance under a Db made by this module. */
export function targetOf(db: Db): DatabaseTarget {
  const target = targets.get(db);
  if (!target) throw new Error('database not made by createDatabase()');
  return target;
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    // While PostgreSQL restarts, requests must fail fast with an envelope rather than hang: connecting and waiting for
    // a pooled connection are bounded, and the server cancels a statement that runs away. An idle connection the
    // server closed (a restart) is reported and dropped: without a listener pg's 'error' event would end the process.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: options.statementTimeoutMs ?? 60_000,
      keepAlive: true,
    });
    const onPoolError = options.onPoolError ?? ((error: Error) => console.error('数据库连接中断（将重新连接）', error.message));
    pool.on('error', onPoolError);
    // The pool listens for errors of idle connections only. A connection checked out between two statements (inside
    // a transaction) that the server terminates emits 'error' on the client itself, which would end the process:
    // every connection gets a listener, its next statement fails (answered 503) and the pool then discards it.
    pool.on('connect', (client) => client.on('error', onPoolError));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), plugins });
    targets.set(db, { kind: 'postgres', url: options.url });
    return db;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // numeric comes back from PGlite as a string; parse it as pg does above so both dialects agree.
  const pgliteOptions = { parsers: { 1700: (v: string) => Number(v) }, ...(options.template ? { loadDataDir: options.template } : {}) };
  const pglite = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  return databaseOn(pglite);
}

/** Kysely over a PGlite instance the caller made (and may dump, as the test templates do). */
export function databaseOn(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  targets.set(db, { kind: 'pglite', pglite });
  return db;
}
