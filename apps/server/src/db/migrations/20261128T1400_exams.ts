import { sql, type Kysely } from 'kysely';

/**
 * Exams (spec 01 §2–§5 exam wizard, issue 11). An exam is a work (workType 1, answered on the phone) with a duration
 * and an extra delay for photo upload: exam_duration is null for homework. Until step 2 is saved the exam is a draft
 * in exam_drafts, which students and lists never see. A class can be given more time (TimeExpand). Exam questions
 * carry a stable guid (SaveExam's delQuestionGuid names them). Literal values only.
 */
const statements = [
  `ALTER TABLE works
     ADD COLUMN exam_duration int CHECK (exam_duration BETWEEN 1 AND 600),
     ADD COLUMN exam_delay int NOT NULL DEFAULT 0 CHECK (exam_delay BETWEEN 0 AND 60)`,
  `CREATE INDEX works_exams_idx ON works (school_id, start_time DESC) WHERE exam_duration IS NOT NULL AND deleted_at IS NULL`,
  `ALTER TABLE work_questions ADD COLUMN guid uuid NOT NULL DEFAULT gen_random_uuid()`,
  `CREATE TABLE exam_drafts (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     creator_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     km text NOT NULL,
     name text NOT NULL,
     grade_code text NOT NULL REFERENCES grades(code),
     start_time timestamptz NOT NULL,
     duration int NOT NULL CHECK (duration BETWEEN 1 AND 600),
     delay int NOT NULL CHECK (delay BETWEEN 0 AND 60),
     class_guids uuid[] NOT NULL,
     show_student_info boolean NOT NULL DEFAULT true,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX exam_drafts_creator_idx ON exam_drafts (school_id, creator_user_id)`,
  `CREATE TABLE exam_time_extensions (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     class_guid uuid NOT NULL REFERENCES classes(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     minutes int NOT NULL CHECK (minutes BETWEEN 0 AND 1440),
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (work_guid, class_guid))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS exam_time_extensions').execute(db);
  await sql.raw('DROP TABLE IF EXISTS exam_drafts').execute(db);
  await sql.raw('ALTER TABLE work_questions DROP COLUMN IF EXISTS guid').execute(db);
  await sql.raw('DROP INDEX IF EXISTS works_exams_idx').execute(db);
  await sql.raw('ALTER TABLE works DROP COLUMN IF EXISTS exam_delay, DROP COLUMN IF EXISTS exam_duration').execute(db);
}
