import { sql, type Kysely } from 'kysely';

/**
 * A student's answers to a running exam as they go (issue 11): saved by the phone every few seconds, so an answer
 * typed is not lost when the phone restarts or the network drops, and submitted by the server when time is up if
 * the phone could not. class_guid is the student's class when saving (its time extension applies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE exam_progress (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     class_guid uuid NOT NULL,
     answers jsonb NOT NULL,
     saved_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (work_guid, student_guid))`.execute(db);
  await sql`CREATE INDEX exam_progress_saved_idx ON exam_progress (saved_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exam_progress`.execute(db);
}
