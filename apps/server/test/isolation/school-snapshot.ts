import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/**
 * What school B owns, read straight from the database: its ids (to aim school A's requests at) and a fingerprint of
 * its rows (to prove those requests changed nothing).
 */

/** Tables whose rows change with any request, whoever's school it names (sessions, the counters of wrong logins). */
const VOLATILE = new Set(['sessions', 'student_sessions', 'login_attempts', 'login_failures', 'kysely_migration', 'kysely_migration_lock']);

async function columnsOf(db: Db) {
  // Aliases without underscores: the database's camel-case plugin would rename table_name to tableName.
  const { rows } = await sql<{ tbl: string; col: string; typ: string }>`
    SELECT c.table_name AS tbl, c.column_name AS col, c.data_type AS typ FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, { name: string; type: string }[]>();
  for (const r of rows) tables.set(r.tbl, [...(tables.get(r.tbl) ?? []), { name: r.col, type: r.typ }]);
  return tables;
}

const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const singular = (table: string) => camel(table.replace(/ies$/, 'y').replace(/(ss|sh|ch|x)es$/, '$1').replace(/s$/, ''));

/** School B's ids by the field names a request would carry them in (workGuid, classGuid, guid, classCode, …). */
export interface SchoolIds {
  byField: Map<string, string[]>;
  /** Every GUID of the school's rows, to find any of them in an answer. */
  all: Set<string>;
}

export async function idsOfSchool(db: Db, schoolId: number): Promise<SchoolIds> {
  const byField = new Map<string, string[]>();
  const all = new Set<string>();
  const put = (field: string, value: string) => {
    const key = field.toLowerCase();
    const list = byField.get(key) ?? [];
    if (!list.includes(value) && list.length < 3) list.push(value);
    byField.set(key, list);
  };
  for (const [table, columns] of await columnsOf(db)) {
    if (!columns.some((c) => c.name === 'school_id')) continue;
    const ids = columns.filter((c) => c.type === 'uuid' || /(^|_)(guid|code|key)$/.test(c.name)).filter((c) => c.name !== 'ru_code');
    for (const column of ids) {
      const { rows } = await sql<{ v: string }>`SELECT DISTINCT ${sql.ref(column.name)}::text AS v FROM ${sql.table(table)} WHERE school_id = ${schoolId} AND ${sql.ref(column.name)} IS NOT NULL ORDER BY 1 LIMIT 500`.execute(db);
      for (const { v } of rows) {
        if (column.type === 'uuid') all.add(v);
        const names = column.name === 'guid' || column.name === 'id' ? [`${singular(table)}Guid`, `${singular(table)}Id`, `${singular(table)}Key`] : [camel(column.name)];
        for (const name of names) put(name, v);
      }
    }
  }
  return { byField, all };
}

/** A fingerprint per table of the school's rows (tables with school_id) or of all rows (the others). */
export async function snapshot(db: Db, schoolId: number): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [table, columns] of await columnsOf(db)) {
    if (VOLATILE.has(table)) continue;
    const scoped = columns.some((c) => c.name === 'school_id');
    // Accounts belong to no school: the ones of school B alone are its own (school A's re-logins touch A's accounts).
    const { rows } = table === 'users'
      ? await sql<{ n: number; h: string | null }>`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM users t
          WHERE id IN (SELECT user_id FROM memberships WHERE school_id = ${schoolId}) AND id NOT IN (SELECT user_id FROM memberships WHERE school_id <> ${schoolId})`.execute(db)
      : scoped
      ? await sql<{ n: number; h: string | null }>`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${sql.table(table)} t WHERE school_id = ${schoolId}`.execute(db)
      : await sql<{ n: number; h: string | null }>`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${sql.table(table)} t`.execute(db);
    out.set(`${table}${scoped || table === 'users' ? '' : ' (whole table)'}`, `${rows[0]!.n}:${rows[0]!.h}`);
  }
  return out;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((k) => before.get(k) !== after.get(k));
}
