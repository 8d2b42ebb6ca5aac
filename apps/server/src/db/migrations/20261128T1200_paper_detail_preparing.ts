import { sql, type Kysely } from 'kysely';

/**
 * The paper detail screen and 备课 (spec 02 "Paper detail screen", §4, §7): problem reports (AddNotice) a teacher sends
 * the school administrator; transfers of a paper to manual handling (status 1 pending holds the paper, 2 finished);
 * and teachers' lesson preparations (PreparingWork: status 0 draft, 1 saved; paper_source 2, 4 or 5) with their
 * materials (stored files). Every row belongs to one school.
 */
const statements = [
  `CREATE TABLE paper_notices (
     id serial PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     paper_guid uuid NOT NULL REFERENCES papers(guid) ON DELETE CASCADE,
     reporter_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     message text NOT NULL,
     questions jsonb NOT NULL DEFAULT '[]',
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX paper_notices_school_idx ON paper_notices (school_id, created_at DESC)`,

  `CREATE TABLE paper_manual_requests (
     id serial PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     paper_guid uuid NOT NULL REFERENCES papers(guid) ON DELETE CASCADE,
     requester_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     remark text NOT NULL DEFAULT '',
     questions jsonb NOT NULL DEFAULT '[]',
     status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
     result text NOT NULL DEFAULT '',
     finisher_user_id int REFERENCES users(id) ON DELETE SET NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz)`,
  // One pending request holds a paper for a school; a second transfer while it runs is refused.
  `CREATE UNIQUE INDEX paper_manual_pending_idx ON paper_manual_requests (school_id, paper_guid) WHERE status = 1`,
  `CREATE INDEX paper_manual_list_idx ON paper_manual_requests (school_id, status, created_at DESC)`,

  `CREATE TABLE preparing_works (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     paper_guid uuid NOT NULL REFERENCES papers(guid) ON DELETE CASCADE,
     paper_source smallint NOT NULL CHECK (paper_source IN (2, 4, 5)),
     name text NOT NULL,
     period_code text NOT NULL,
     km text NOT NULL,
     grade_code text NOT NULL,
     class_guids jsonb NOT NULL DEFAULT '[]',
     lesson_date date NOT NULL,
     notes text NOT NULL DEFAULT '',
     status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
     open_count int NOT NULL DEFAULT 0,
     last_opened_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX preparing_works_list_idx ON preparing_works (school_id, user_id, lesson_date DESC)`,
  `CREATE INDEX preparing_works_paper_idx ON preparing_works (paper_guid)`,

  `CREATE TABLE preparing_work_files (
     preparing_guid uuid NOT NULL REFERENCES preparing_works(guid) ON DELETE CASCADE,
     file_key text NOT NULL REFERENCES files(key) ON DELETE CASCADE,
     sort int NOT NULL,
     PRIMARY KEY (preparing_guid, file_key))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['preparing_work_files', 'preparing_works', 'paper_manual_requests', 'paper_notices']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
