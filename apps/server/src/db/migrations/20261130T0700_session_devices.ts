import { sql, type Kysely } from 'kysely';

/**
 * The personal page's 登录设备 (issue 15 item 2): each staff session remembers the browser that opened it (its
 * User-Agent, cut to 300 characters), the address it logged in from and when it was last used (moved at most once a
 * minute with the idle window), so the teacher can recognise a session signed in elsewhere and end it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN user_agent text`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN ip text`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS last_seen_at`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS ip`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS user_agent`.execute(db);
}
