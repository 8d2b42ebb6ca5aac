import { sql, type Kysely } from 'kysely';

/**
 * Teaching scopes (issue 15 item 1, spec 03 §7.5 SaveTeachingScope / GetTeachingScope): per teacher, school and subject
 * the grade the teacher prepares for; the question bank opens filtered to it (docs/product-decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE teaching_scopes (
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     grade_code text NOT NULL,
     PRIMARY KEY (school_id, user_id, period_code, km))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS teaching_scopes`.execute(db);
}
