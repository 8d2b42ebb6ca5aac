import { sql, type Kysely } from 'kysely';

/**
 * Corrections (订正, issue 14 items 4 and 5): after a homework ends the teacher asks its classes to correct the
 * questions each student lost. One correction round per homework; one row per student with lost questions; one row per
 * lost question with the student's first answer and their correction. The wrong-question book keeps the 已掌握 marks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE corrections (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     created_by_user_id int NOT NULL REFERENCES users(id),
     created_at timestamptz NOT NULL DEFAULT now(),
     ended_at timestamptz,
     UNIQUE (work_guid))`.execute(db);
  await sql`CREATE INDEX corrections_school_idx ON corrections (school_id, created_at)`.execute(db);
  await sql`CREATE TABLE correction_students (
     correction_guid uuid NOT NULL REFERENCES corrections(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     class_guid uuid NOT NULL REFERENCES classes(guid) ON DELETE CASCADE,
     submitted_at timestamptz,
     PRIMARY KEY (correction_guid, student_guid))`.execute(db);
  await sql`CREATE INDEX correction_students_student_idx ON correction_students (school_id, student_guid)`.execute(db);
  await sql`CREATE TABLE correction_items (
     correction_guid uuid NOT NULL REFERENCES corrections(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     student_guid uuid NOT NULL,
     th int NOT NULL,
     first_answer text NOT NULL DEFAULT '',
     first_score double precision NOT NULL,
     full_score double precision NOT NULL,
     answer text,
     image_keys text[] NOT NULL DEFAULT '{}',
     score double precision,
     is_correct boolean,
     marked_by int REFERENCES users(id),
     marked_at timestamptz,
     PRIMARY KEY (correction_guid, student_guid, th),
     FOREIGN KEY (correction_guid, student_guid) REFERENCES correction_students(correction_guid, student_guid) ON DELETE CASCADE)`.execute(db);
  await sql`CREATE TABLE wrong_question_marks (
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     th int NOT NULL,
     mastered_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (student_guid, work_guid, th))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS wrong_question_marks`.execute(db);
  await sql`DROP TABLE IF EXISTS correction_items`.execute(db);
  await sql`DROP TABLE IF EXISTS correction_students`.execute(db);
  await sql`DROP TABLE IF EXISTS corrections`.execute(db);
}
