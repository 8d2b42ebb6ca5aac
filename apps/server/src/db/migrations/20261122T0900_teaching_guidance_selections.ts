import { sql, type Kysely } from 'kysely';

/**
 * The teaching-guidance book (教辅) a teacher last chose per school, period and subject, with the chapter open in
 * it, so the teaching-aid bank opens where the teacher left it (spec 02 §7 CacheSelectTeachingGuidence).
 */
const statements = [
  `CREATE TABLE teaching_guidance_selections (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     guidance_guid uuid NOT NULL REFERENCES teaching_guidances(guid) ON DELETE CASCADE,
     chapter_guid uuid REFERENCES teaching_guidance_chapters(guid) ON DELETE SET NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id, period_code, km))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS teaching_guidance_selections').execute(db);
}
