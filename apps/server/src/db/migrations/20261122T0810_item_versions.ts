import { sql, type Kysely } from 'kysely';

/**
 * Item history for the question editor: every save of an existing item bumps items.version and keeps the content
 * it replaces here, one row per replaced version, with the knowledge points and chapter it had. school_id mirrors
 * the item's (null for platform items), so a school's history is scoped like its items.
 */
const statements = [
  `CREATE TABLE item_versions (
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     version int NOT NULL CHECK (version >= 1),
     school_id int REFERENCES schools(id) ON DELETE CASCADE,
     type smallint NOT NULL,
     stem text NOT NULL,
     options jsonb NOT NULL,
     answer jsonb NOT NULL,
     sub_items jsonb,
     explanation text NOT NULL,
     difficulty smallint NOT NULL,
     period_code text NOT NULL,
     km text NOT NULL,
     grade_code text,
     chapter_guid uuid,
     knowledge jsonb NOT NULL DEFAULT '[]',
     written_at timestamptz NOT NULL,
     replaced_at timestamptz NOT NULL DEFAULT now(),
     replaced_by_user_id int REFERENCES users(id),
     PRIMARY KEY (item_guid, version))`,
  `CREATE INDEX item_versions_school_idx ON item_versions (school_id) WHERE school_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS item_versions').execute(db);
}
