import { sql, type Kysely } from 'kysely';

/**
 * The audit log of administrator actions (issue 16 item 7): imports, password resets, removals, role and class changes,
 * school switches. One row per action, scoped to the school it happened in; the actor's account may go later (SET NULL)
 * but the row stays. Read newest first by school, filtered by action and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_log (
     id bigserial PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     actor_user_id int REFERENCES users(id) ON DELETE SET NULL,
     actor_role text NOT NULL,
     action text NOT NULL,
     target text NOT NULL DEFAULT '',
     detail text NOT NULL DEFAULT '',
     ip text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX audit_log_school_idx ON audit_log (school_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db);
}
