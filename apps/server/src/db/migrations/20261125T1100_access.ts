import { hash } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';

/**
 * Access hardening (issue 9, items 3 and 5):
 * - Class joining needs an administrator's approval unless the member holds teachInfoPower: a teaching info's class
 *   is pending (0), approved (1) or refused (2), and remembers when it was approved (joined_at). Classes linked before
 *   this migration count as approved since always. teachInfoPower is no longer granted to teachers by default.
 * - Students' passwords are kept only as hashes: the clear initial password goes; must_change_password says the
 *   password is one the school handed out (the student must change it at login). A clear one without a hash is
 *   hashed first.
 * - Schools choose the length of initial passwords (6, 8 or 10 digits).
 * - Login failures are counted in the database (per account, per address), so a restart does not reset them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE teach_info_classes ADD COLUMN status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2))`.execute(db);
  await sql`ALTER TABLE teach_info_classes ADD COLUMN requested_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`ALTER TABLE teach_info_classes ADD COLUMN joined_at timestamptz`.execute(db);
  await sql`UPDATE teach_info_classes SET joined_at = '1970-01-01T00:00:00Z'`.execute(db);
  await sql`ALTER TABLE teach_info_classes ALTER COLUMN status SET DEFAULT 0`.execute(db);
  await sql`CREATE INDEX teach_info_classes_pending_idx ON teach_info_classes (school_id) WHERE status = 0`.execute(db);

  await sql`ALTER TABLE memberships ALTER COLUMN teach_info_power SET DEFAULT false`.execute(db);
  await sql`UPDATE memberships SET teach_info_power = false WHERE role = 'Teacher'`.execute(db);

  await sql`ALTER TABLE students ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`.execute(db);
  // Aliases without underscores: the app's database applies CamelCasePlugin to result keys.
  const clear = await sql<{ id: string; pw: string }>`
    SELECT guid AS id, initial_password AS pw FROM students WHERE initial_password IS NOT NULL AND password_hash IS NULL`.execute(db);
  for (const row of clear.rows) {
    await sql`UPDATE students SET password_hash = ${await hash(row.pw)} WHERE guid = ${row.id}`.execute(db);
  }
  await sql`UPDATE students SET must_change_password = true WHERE initial_password IS NOT NULL`.execute(db);
  await sql`ALTER TABLE students DROP COLUMN initial_password`.execute(db);

  await sql`ALTER TABLE schools ADD COLUMN student_password_digits smallint NOT NULL DEFAULT 6 CHECK (student_password_digits IN (6, 8, 10))`.execute(db);

  await sql`CREATE TABLE login_failures (
    key text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    count int NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_failures`.execute(db);
  await sql`ALTER TABLE schools DROP COLUMN IF EXISTS student_password_digits`.execute(db);
  await sql`ALTER TABLE students ADD COLUMN IF NOT EXISTS initial_password text`.execute(db);
  await sql`ALTER TABLE students DROP COLUMN IF EXISTS must_change_password`.execute(db);
  await sql`ALTER TABLE memberships ALTER COLUMN teach_info_power SET DEFAULT true`.execute(db);
  await sql`DELETE FROM teach_info_classes WHERE status <> 1`.execute(db);
  await sql`DROP INDEX IF EXISTS teach_info_classes_pending_idx`.execute(db);
  await sql`ALTER TABLE teach_info_classes DROP COLUMN IF EXISTS joined_at`.execute(db);
  await sql`ALTER TABLE teach_info_classes DROP COLUMN IF EXISTS requested_at`.execute(db);
  await sql`ALTER TABLE teach_info_classes DROP COLUMN IF EXISTS status`.execute(db);
}
