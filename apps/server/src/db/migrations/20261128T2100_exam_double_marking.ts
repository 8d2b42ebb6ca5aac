import { sql, type Kysely } from 'kysely';

/**
 * Double marking of exam questions (双评, issue 11 item 6): per subjective question a tolerance and an optional arbiter;
 * every mark given on such a question is kept by round (1 and 2 the independent marks, 3 the arbiter's), and only the
 * final score is written to the student's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE exam_double_marking (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     th int NOT NULL,
     tolerance numeric(5,1) NOT NULL CHECK (tolerance >= 0),
     arbiter_user_id int REFERENCES users(id) ON DELETE SET NULL,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     PRIMARY KEY (work_guid, th))`.execute(db);
  await sql`CREATE TABLE exam_marks (
     submission_guid uuid NOT NULL REFERENCES submissions(guid) ON DELETE CASCADE,
     th int NOT NULL,
     round smallint NOT NULL CHECK (round BETWEEN 1 AND 3),
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     score numeric(5,1) NOT NULL CHECK (score >= 0),
     marked_at timestamptz NOT NULL DEFAULT now(),
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     PRIMARY KEY (submission_guid, th, round))`.execute(db);
  await sql`CREATE INDEX exam_marks_work_idx ON exam_marks (school_id, work_guid, th)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exam_marks`.execute(db);
  await sql`DROP TABLE IF EXISTS exam_double_marking`.execute(db);
}
