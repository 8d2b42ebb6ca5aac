import { sql, type Kysely } from 'kysely';

/**
 * 我的试卷 (bank source 4, spec 02 §2 "My papers"): a teacher's own papers are either prepared (备课, saved from the
 * paper layout) or uploaded (上传). The list filters by that and reads one teacher's papers of a period and subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE papers ADD COLUMN entry text NOT NULL DEFAULT 'prepare' CHECK (entry IN ('prepare', 'upload'))`.execute(db);
  await sql`CREATE INDEX papers_mine_idx ON papers (school_id, creator_user_id, period_code, km, created_at DESC) WHERE source = 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS papers_mine_idx`.execute(db);
  await sql`ALTER TABLE papers DROP COLUMN IF EXISTS entry`.execute(db);
}
