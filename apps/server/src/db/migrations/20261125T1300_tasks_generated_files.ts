import { sql, type Kysely } from 'kysely';

/**
 * The task centre (spec 03 §2.7, §4): a teacher's background work (exports, PDFs) as a row they can follow, and the
 * files such work produces. pg-boss keeps the queue itself in its own schema; these rows are what a teacher sees
 * and downloads, scoped by school and owner. The homework migration's placeholder `tasks` table was never written
 * to by any code; it is replaced by this one (id = the pg-boss job id, the attempt's state and times).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS tasks`.execute(db);
  await sql`CREATE TABLE generated_files (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
     name text NOT NULL,
     mime text NOT NULL,
     size integer NOT NULL,
     storage_key text NOT NULL UNIQUE,
     cache_key text,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz
   )`.execute(db);
  await sql`CREATE INDEX generated_files_cache_idx ON generated_files (school_id, cache_key) WHERE cache_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX generated_files_expiry_idx ON generated_files (expires_at) WHERE expires_at IS NOT NULL`.execute(db);
  await sql`CREATE TABLE tasks (
     id uuid PRIMARY KEY,
     school_id integer NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     km text NOT NULL DEFAULT '',
     work_guid text,
     name text NOT NULL,
     type smallint NOT NULL CHECK (type BETWEEN 1 AND 4),
     job_name text NOT NULL,
     state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'active', 'retry', 'completed', 'failed')),
     created_at timestamptz NOT NULL DEFAULT now(),
     started_at timestamptz,
     finished_at timestamptz,
     run_seconds integer,
     file_id uuid REFERENCES generated_files(id) ON DELETE CASCADE,
     error_message text
   )`.execute(db);
  await sql`CREATE INDEX tasks_owner_idx ON tasks (school_id, user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS tasks`.execute(db);
  await sql`DROP TABLE IF EXISTS generated_files`.execute(db);
}
