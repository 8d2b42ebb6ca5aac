import { sql, type Kysely } from 'kysely';

/**
 * First-use guides a user closed (issue 15 item 1, spec 03 §7.5 IsShowGuidePage): one row per user and guide, so the
 * guide is not offered again in any school.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE user_guides (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     guide text NOT NULL,
     closed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, guide))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS user_guides`.execute(db);
}
