import { sql, type Kysely } from 'kysely';

/**
 * Teaching progress (教学进度, spec 03 §7.5 TeachinfoProgress; issue 15 item 1): per teacher, school, grade and subject
 * one textbook volume of the question bank and the chapter the teacher stands at; per chapter optional planned dates
 * (kept as YYYY-MM-DD text so PostgreSQL and PGlite answer the same strings) and a note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE teaching_progresses (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     grade_code text NOT NULL,
     textbook_guid uuid NOT NULL REFERENCES textbooks(guid) ON DELETE CASCADE,
     current_chapter_guid uuid REFERENCES chapters(guid) ON DELETE SET NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (school_id, user_id, period_code, km, grade_code))`.execute(db);
  await sql`CREATE INDEX teaching_progresses_grade_km_idx ON teaching_progresses (school_id, period_code, km, grade_code)`.execute(db);
  await sql`CREATE TABLE teaching_progress_items (
     progress_guid uuid NOT NULL REFERENCES teaching_progresses(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     chapter_guid uuid NOT NULL REFERENCES chapters(guid) ON DELETE CASCADE,
     plan_start text,
     plan_end text,
     remark text NOT NULL DEFAULT '',
     PRIMARY KEY (progress_guid, chapter_guid))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS teaching_progress_items`.execute(db);
  await sql`DROP TABLE IF EXISTS teaching_progresses`.execute(db);
}
