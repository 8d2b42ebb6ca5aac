import { sql, type Kysely } from 'kysely';

/**
 * Word paper import (issue 10 item 6): the parsed draft a teacher reviews before saving (its questions, problems
 * and skipped parts as JSON, the pictures it stored), and pictures of items as stored files (purpose item-image,
 * readable by the school's teachers and students wherever the items are shown).
 */
const statements = [
  `ALTER TABLE files DROP CONSTRAINT IF EXISTS files_purpose_check`,
  `ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('question', 'answer', 'student-answer', 'export', 'item-image'))`,
  `CREATE TABLE paper_import_drafts (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     file_name text NOT NULL,
     name text NOT NULL,
     status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'saved')),
     paper_guid uuid REFERENCES papers(guid) ON DELETE SET NULL,
     questions jsonb NOT NULL,
     problems jsonb NOT NULL,
     skipped jsonb NOT NULL,
     image_keys text[] NOT NULL DEFAULT '{}',
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX paper_import_drafts_user_idx ON paper_import_drafts (school_id, user_id, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS paper_import_drafts').execute(db);
  await sql.raw(`DELETE FROM files WHERE purpose = 'item-image'`).execute(db);
  await sql.raw('ALTER TABLE files DROP CONSTRAINT IF EXISTS files_purpose_check').execute(db);
  await sql.raw(`ALTER TABLE files ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('question', 'answer', 'student-answer', 'export'))`).execute(db);
}
