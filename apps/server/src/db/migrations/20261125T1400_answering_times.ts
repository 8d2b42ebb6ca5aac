import { sql, type Kysely } from 'kysely';

/**
 * 用时 over every visit: the seconds a student spent on a homework's answer page (open and visible), added up by the
 * server from the page's reports and from each submission, so a student who answers in three sittings is credited
 * with all three, not with the last page visit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE answering_times (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     seconds int NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (work_guid, student_guid)
   )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS answering_times`.execute(db);
}
