import { sql, type Kysely } from 'kysely';

/**
 * Help centre (spec 03 §2.1 /help-center, §7.5 HelpFile): categories and articles written for the product (platform
 * content, no school), one 'was this helpful' answer per user and article, and the feedback teachers send with up
 * to three screenshots. Feedback rows carry their school; screenshots are stored files of purpose 'feedback'.
 */
const statements = [
  `CREATE TABLE help_categories (
     code text PRIMARY KEY,
     name text NOT NULL,
     description text NOT NULL DEFAULT '',
     sort int NOT NULL DEFAULT 0)`,
  `CREATE TABLE help_articles (
     id serial PRIMARY KEY,
     guid uuid NOT NULL UNIQUE,
     category_code text NOT NULL REFERENCES help_categories(code) ON DELETE CASCADE,
     title text NOT NULL,
     body text NOT NULL,
     sort int NOT NULL DEFAULT 0,
     view_count int NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX help_articles_category_idx ON help_articles (category_code, sort)`,
  `CREATE TABLE help_article_votes (
     article_id int NOT NULL REFERENCES help_articles(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     helpful boolean NOT NULL,
     voted_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (article_id, user_id))`,
  `CREATE TABLE help_feedbacks (
     id serial PRIMARY KEY,
     guid uuid NOT NULL UNIQUE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type smallint NOT NULL CHECK (type BETWEEN 1 AND 4),
     content text NOT NULL,
     image_keys text[] NOT NULL DEFAULT '{}',
     answer text,
     answered_by int REFERENCES users(id) ON DELETE SET NULL,
     answered_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX help_feedbacks_school_idx ON help_feedbacks (school_id, created_at DESC)`,
  `CREATE INDEX help_feedbacks_user_idx ON help_feedbacks (school_id, user_id, created_at DESC)`,
];

/**
 * The purposes files_purpose_check allows now: read from the constraint itself, so adding 'feedback' keeps whatever
 * purposes other migrations added before this one, in whichever order they were merged.
 */
async function purposesOf(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
    WHERE c.conname = 'files_purpose_check' AND c.conrelid = 'files'::regclass`.execute(db);
  const def = rows[0]?.def ?? '';
  return [...def.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

async function setPurposes(db: Kysely<unknown>, purposes: string[]): Promise<void> {
  const list = purposes.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ');
  await sql.raw('ALTER TABLE files DROP CONSTRAINT IF EXISTS files_purpose_check').execute(db);
  await sql.raw(`ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN (${list}))`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const purposes = await purposesOf(db);
  if (!purposes.includes('feedback')) await setPurposes(db, [...purposes, 'feedback']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS help_feedbacks').execute(db);
  await sql.raw('DROP TABLE IF EXISTS help_article_votes').execute(db);
  await sql.raw('DROP TABLE IF EXISTS help_articles').execute(db);
  await sql.raw('DROP TABLE IF EXISTS help_categories').execute(db);
  await sql.raw(`DELETE FROM files WHERE purpose = 'feedback'`).execute(db);
  await setPurposes(db, (await purposesOf(db)).filter((p) => p !== 'feedback'));
}
