import { sql, type Kysely } from 'kysely';

/**
 * Reviewers of an exam's subjective questions (issue 11 item 5, spec 03 §7.1 SaveThsToTeacher): each question may be
 * given to one or more teachers of the school; several reviewers split its answers so no answer goes to two of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE exam_reviewers (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     th int NOT NULL,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     PRIMARY KEY (work_guid, th, user_id))`.execute(db);
  await sql`CREATE INDEX exam_reviewers_user_idx ON exam_reviewers (school_id, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exam_reviewers`.execute(db);
}
