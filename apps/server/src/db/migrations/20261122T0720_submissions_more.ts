import { sql, type Kysely } from 'kysely';

/**
 * Student answering and teacher entry: who typed a machine-read submission in, and the lookups of student login
 * (by number across schools, by phone), of a student's homework and sessions, and of a student's uploaded photos.
 * Literal values only.
 */
const statements = [
  `ALTER TABLE submissions ADD COLUMN entered_by_user_id int REFERENCES users(id) ON DELETE SET NULL`,
  `CREATE INDEX submissions_student_idx ON submissions (student_guid)`,
  `CREATE INDEX student_sessions_student_idx ON student_sessions (student_guid)`,
  `CREATE INDEX students_buddies_idx ON students (buddies)`,
  `CREATE INDEX students_phone_idx ON students (phone) WHERE phone IS NOT NULL`,
  `CREATE INDEX files_student_idx ON files (uploader_student_guid) WHERE uploader_student_guid IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['files_student_idx', 'students_phone_idx', 'students_buddies_idx', 'student_sessions_student_idx', 'submissions_student_idx']) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
  await sql.raw('ALTER TABLE submissions DROP COLUMN IF EXISTS entered_by_user_id').execute(db);
}
