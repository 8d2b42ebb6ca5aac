import { sql, type Kysely } from 'kysely';

/**
 * Scanned answer cards (issue 13): a batch is one upload of a machine-read homework (its files kept in storage), read
 * by a task page by page. A page keeps the machine's reading (incl. raw darkness) and, separately, the teacher's
 * decisions (student, answers), so re-reading a page never overwrites a correction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE scan_batches (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     uploader_user_id int NOT NULL REFERENCES users(id),
     file_name text NOT NULL,
     sources jsonb NOT NULL DEFAULT '[]',
     status text NOT NULL DEFAULT 'uploaded',
     message text NOT NULL DEFAULT '',
     task_id text,
     created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX scan_batches_school_idx ON scan_batches (school_id, created_at DESC)`.execute(db);
  await sql`CREATE TABLE scan_pages (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     batch_guid uuid NOT NULL REFERENCES scan_batches(guid) ON DELETE CASCADE,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     page_index int NOT NULL,
     image_key text,
     status text NOT NULL DEFAULT 'pending',
     card_page int,
     flags jsonb NOT NULL DEFAULT '[]',
     message text NOT NULL DEFAULT '',
     reading jsonb,
     crop_keys jsonb NOT NULL DEFAULT '{}',
     student_no text,
     matched_student_guid uuid,
     decided_student_guid uuid,
     decided_answers jsonb NOT NULL DEFAULT '{}',
     written_student_guid uuid,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (batch_guid, page_index))`.execute(db);
  await sql`CREATE INDEX scan_pages_work_idx ON scan_pages (school_id, work_guid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS scan_pages`.execute(db);
  await sql`DROP TABLE IF EXISTS scan_batches`.execute(db);
}
