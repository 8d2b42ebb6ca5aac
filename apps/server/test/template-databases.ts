import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, databaseOn, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import { seedQuestionBank } from '../src/db/seed/question-bank/index.js';

/**
 * Vitest global set-up: builds the test databases once per run instead of once per test file. Starting PGlite from
 * nothing (initdb) and migrating and seeding cost seconds per file; a file now starts from a copy of a template:
 * a PGlite data-directory dump, or on PostgreSQL (TEST_DATABASE_URL) a template database.
 *
 * Three templates, each a step further: `migrated` (empty tables), `demo` (the demo schools), `bank` (the demo and
 * the platform question bank).
 */
export type TemplateName = 'migrated' | 'demo' | 'bank';
export type Templates = { kind: 'pglite'; files: Record<TemplateName, string> } | { kind: 'postgres'; names: Record<TemplateName, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    zybTemplates: Templates;
  }
}

const steps: [TemplateName, (db: Db) => Promise<unknown>][] = [
  ['migrated', migrateToLatest],
  ['demo', seedDemo],
  ['bank', seedQuestionBank],
];

async function pgliteTemplates(): Promise<{ templates: Templates; teardown(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'zyb-templates-'));
  const pglite = new PGlite({ parsers: { 1700: (v: string) => Number(v) } });
  const db = databaseOn(pglite);
  const files = {} as Record<TemplateName, string>;
  for (const [name, step] of steps) {
    await step(db);
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    files[name] = file;
  }
  await db.destroy();
  return { templates: { kind: 'pglite', files }, teardown: () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(adminUrl: string): Promise<{ templates: Templates; teardown(): Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const names = {} as Record<TemplateName, string>;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  let previous: string | undefined;
  for (const [name, step] of steps) {
    const dbName = `zyb_tpl_${run}_${name}`;
    await admin.query(`CREATE DATABASE ${dbName}${previous ? ` TEMPLATE ${previous}` : ''}`);
    const db = createDatabase({ url: urlOf(dbName) });
    await step(db);
    await db.destroy();
    await waitForNoConnections(admin, dbName);
    names[name] = previous = dbName;
  }
  await admin.end();
  return {
    templates: { kind: 'postgres', names },
    async teardown() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      for (const dbName of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A database can be copied only when nobody is connected to it; pg's Pool.end() resolves before its sockets close. */
export async function waitForNoConnections(client: pg.Client, dbName: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [dbName]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const built = adminUrl ? await postgresTemplates(adminUrl) : await pgliteTemplates();
  project.provide('zybTemplates', built.templates);
  return () => built.teardown();
}
