import { sql, type Kysely } from 'kysely';

/**
 * Homework: uploaded files (bytes in the database, so one backup holds everything), works with their settings,
 * classes, files and questions, teacher preferences, student passwords and sessions, submissions with the scoring
 * rules they were scored with, and background tasks for the task centre. Literal values only.
 */
const statements = [
  `CREATE TABLE files (
     key text PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     uploader_user_id int REFERENCES users(id) ON DELETE SET NULL,
     uploader_student_guid uuid REFERENCES students(guid) ON DELETE SET NULL,
     purpose text NOT NULL CHECK (purpose IN ('question', 'answer', 'student-answer', 'export')),
     mime text NOT NULL,
     size int NOT NULL,
     original_name text NOT NULL,
     page_count int,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX files_school_idx ON files (school_id, created_at)`,
  `CREATE TABLE file_blobs (
     key text PRIMARY KEY REFERENCES files(key) ON DELETE CASCADE,
     bytes bytea NOT NULL)`,

  `CREATE TABLE works (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     creator_user_id int NOT NULL REFERENCES users(id),
     work_code text,
     name text NOT NULL,
     km text NOT NULL,
     period_code text NOT NULL REFERENCES periods(code),
     grade_code text NOT NULL REFERENCES grades(code),
     work_type smallint NOT NULL CHECK (work_type BETWEEN 1 AND 7),
     source smallint NOT NULL DEFAULT 0,
     start_time timestamptz NOT NULL,
     end_time timestamptz NOT NULL,
     release_type smallint NOT NULL DEFAULT 0 CHECK (release_type IN (0, 1)),
     release_time timestamptz,
     overdueable boolean NOT NULL DEFAULT false,
     show_student_info boolean NOT NULL DEFAULT true,
     review_type smallint NOT NULL DEFAULT 1,
     answer_sheet_type smallint NOT NULL DEFAULT 1,
     use_type smallint NOT NULL DEFAULT 1,
     job_type smallint NOT NULL DEFAULT 1,
     score_type smallint NOT NULL DEFAULT 0,
     show_type smallint NOT NULL DEFAULT 0,
     wit_marking boolean NOT NULL DEFAULT false,
     math_wit_marking boolean NOT NULL DEFAULT false,
     sync_to_others boolean NOT NULL DEFAULT false,
     allow_others_view boolean NOT NULL DEFAULT false,
     old_work_guid uuid,
     paper_guid uuid,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     deleted_at timestamptz,
     CHECK (start_time <= end_time),
     UNIQUE (school_id, work_code))`,
  `CREATE INDEX works_list_idx ON works (school_id, km, start_time DESC) WHERE deleted_at IS NULL`,
  `CREATE INDEX works_creator_idx ON works (school_id, creator_user_id)`,
  `CREATE TABLE work_classes (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     class_guid uuid NOT NULL REFERENCES classes(guid),
     PRIMARY KEY (work_guid, class_guid))`,
  `CREATE INDEX work_classes_class_idx ON work_classes (class_guid)`,
  `CREATE TABLE work_files (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     file_key text NOT NULL REFERENCES files(key),
     role text NOT NULL CHECK (role IN ('question', 'answer')),
     sort int NOT NULL,
     PRIMARY KEY (work_guid, file_key))`,
  `CREATE TABLE work_questions (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     th int NOT NULL CHECK (th BETWEEN 1 AND 199),
     type smallint NOT NULL CHECK (type IN (1, 2, 3)),
     option_count smallint NOT NULL DEFAULT 4,
     score numeric(5, 1) NOT NULL CHECK (score > 0 AND score <= 100),
     answer text NOT NULL DEFAULT '',
     mult_setting jsonb,
     PRIMARY KEY (work_guid, th))`,
  `CREATE TABLE preferences (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     settings jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id))`,

  `ALTER TABLE students ADD COLUMN password_hash text`,
  `ALTER TABLE students ADD COLUMN initial_password text`,
  `CREATE TABLE student_sessions (
     id text PRIMARY KEY,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL)`,

  `CREATE TABLE submissions (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     status smallint NOT NULL CHECK (status BETWEEN 0 AND 3),
     is_overdue boolean NOT NULL DEFAULT false,
     submitted_at timestamptz,
     duration_seconds int NOT NULL DEFAULT 0,
     objective_score numeric(6, 1) NOT NULL DEFAULT 0,
     subjective_score numeric(6, 1) NOT NULL DEFAULT 0,
     total_score numeric(6, 1) NOT NULL DEFAULT 0,
     is_fully_marked boolean NOT NULL DEFAULT false,
     rules jsonb NOT NULL,
     request_id text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (work_guid, student_guid))`,
  `CREATE INDEX submissions_work_idx ON submissions (work_guid, total_score DESC)`,
  `CREATE TABLE submission_answers (
     submission_guid uuid NOT NULL REFERENCES submissions(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     th int NOT NULL,
     answer text NOT NULL DEFAULT '',
     image_keys text[] NOT NULL DEFAULT '{}',
     score numeric(5, 1),
     marked_by int REFERENCES users(id) ON DELETE SET NULL,
     marked_at timestamptz,
     PRIMARY KEY (submission_guid, th))`,
  `CREATE INDEX submission_answers_marking_idx ON submission_answers (work_guid, th, marked_at)`,

  `CREATE TABLE tasks (
     key uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     type smallint NOT NULL CHECK (type BETWEEN 1 AND 4),
     name text NOT NULL,
     km text NOT NULL DEFAULT '',
     work_guid uuid,
     status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
     file_key text REFERENCES files(key) ON DELETE SET NULL,
     error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz)`,
  `CREATE INDEX tasks_user_idx ON tasks (school_id, user_id, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tasks', 'submission_answers', 'submissions', 'student_sessions', 'preferences', 'work_questions',
    'work_files', 'work_classes', 'works', 'file_blobs', 'files']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
  await sql.raw('ALTER TABLE students DROP COLUMN IF EXISTS password_hash').execute(db);
  await sql.raw('ALTER TABLE students DROP COLUMN IF EXISTS initial_password').execute(db);
}
