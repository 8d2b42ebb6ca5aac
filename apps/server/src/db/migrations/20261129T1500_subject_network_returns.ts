import { sql, type Kysely } from 'kysely';

/**
 * The subject-network bank's return (学科网题库, issue 15 item 6; docs/subject-network-return.md). Opening the bank
 * issues a return token for one teacher, school, period and subject: the bank posts the chosen questions back with
 * it (a cross-site form post carries no session cookie). Each received question is saved in the teacher's 我的题库 (bank 300) and
 * is remembered against the token, so the middleware page lists what came back and DeleteXkwItem removes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE xkw_returns (
     token text PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     work_type int NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX xkw_returns_user_idx ON xkw_returns (school_id, user_id, created_at)`.execute(db);
  await sql`CREATE TABLE xkw_received (
     token text NOT NULL REFERENCES xkw_returns(token) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     external_id text NOT NULL,
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     sort int NOT NULL,
     received_at timestamptz NOT NULL DEFAULT now(),
     removed_at timestamptz,
     PRIMARY KEY (token, external_id))`.execute(db);
  await sql`CREATE INDEX xkw_received_item_idx ON xkw_received (school_id, item_guid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS xkw_received`.execute(db);
  await sql`DROP TABLE IF EXISTS xkw_returns`.execute(db);
}
