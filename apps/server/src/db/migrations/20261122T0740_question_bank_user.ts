import { sql, type Kysely } from 'kysely';

/**
 * What a teacher keeps in the question bank: collected items, the question basket (试题篮) per period and subject,
 * the last chosen textbook and chapter of the sidebar, item corrections, and per-school use of items (the
 * filter-used switch). Plus the indexes the bank list needs at 50,000 items (bench/question-bank.ts).
 */
const statements = [
  `CREATE TABLE item_collections (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     item_version int NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id, item_guid))`,
  `CREATE INDEX item_collections_item_idx ON item_collections (item_guid)`,

  // One basket per teacher, school, period and subject; sort orders items inside their type group.
  `CREATE TABLE basket_items (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     item_version int NOT NULL,
     item_type smallint NOT NULL,
     score numeric(5,1) NOT NULL DEFAULT 1 CHECK (score >= 0),
     answer_area_height int,
     sort int NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id, period_code, km, item_guid))`,

  `CREATE TABLE bank_selections (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     textbook_guid uuid REFERENCES textbooks(guid) ON DELETE SET NULL,
     chapter_guid uuid REFERENCES chapters(guid) ON DELETE SET NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id, period_code, km))`,

  `CREATE TABLE item_corrections (
     id serial PRIMARY KEY,
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     item_version int NOT NULL,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     reasons smallint[] NOT NULL,
     remark text NOT NULL DEFAULT '' CHECK (length(remark) <= 100),
     created_at timestamptz NOT NULL DEFAULT now())`,

  // Written when a paper built from the bank is published as a work; the bank's filter-used switch reads it.
  `CREATE TABLE item_school_uses (
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     use_count int NOT NULL DEFAULT 1,
     last_used_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (school_id, item_guid))`,

  // The list pages platform items of one period and subject newest first: page 1 stops after 10 index entries, and
  // with source, type and difficulty in the index the total is counted from the index alone (index-only scan).
  `CREATE INDEX items_platform_page_idx ON items (period_code, km, source, year DESC, guid) INCLUDE (type, difficulty)
     WHERE school_id IS NULL AND deleted_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS items_platform_page_idx').execute(db);
  for (const table of ['item_school_uses', 'item_corrections', 'bank_selections', 'basket_items', 'item_collections']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
