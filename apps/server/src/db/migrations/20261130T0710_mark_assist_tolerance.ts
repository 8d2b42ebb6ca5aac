import { sql, type Kysely } from 'kysely';

/**
 * The word-marking assistant's tolerance (单词批改 容错字母数, issue 15 item 4) kept per homework question: the letters
 * a misspelt word may differ by depends on the word asked, so every teacher marking that question sees the same
 * groups, and a reload keeps them. No row means 0 (exact words only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE mark_assist_tolerances (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     th int NOT NULL,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     tolerance int NOT NULL,
     updated_by int REFERENCES users(id) ON DELETE SET NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (work_guid, th))`.execute(db);
  await sql`CREATE INDEX mark_assist_tolerances_school ON mark_assist_tolerances (school_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS mark_assist_tolerances`.execute(db);
}
