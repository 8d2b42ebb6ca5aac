import { sql, type Kysely } from 'kysely';

/**
 * The administrators' review of question corrections (纠错): status 0 pending, 1 fixed (by a new item version),
 * 2 dismissed; who handled it, when, with what note, and the version that fixed it. A teacher keeps one pending
 * report per item (a second submission updates it), and the administrators' list pages a school's reports by status,
 * newest first. Literal values only.
 */
const statements = [
  `ALTER TABLE item_corrections
     ADD COLUMN status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
     ADD COLUMN handled_by int REFERENCES users(id) ON DELETE SET NULL,
     ADD COLUMN handled_at timestamptz,
     ADD COLUMN handled_note text NOT NULL DEFAULT '' CHECK (length(handled_note) <= 100),
     ADD COLUMN fixed_version int,
     ADD CONSTRAINT item_corrections_handled_chk CHECK ((status = 0) = (handled_at IS NULL)),
     ADD CONSTRAINT item_corrections_fixed_chk CHECK ((status = 1) = (fixed_version IS NOT NULL)),
     ADD CONSTRAINT item_corrections_fixed_version_chk CHECK (fixed_version IS NULL OR fixed_version > item_version)`,
  `CREATE INDEX item_corrections_admin_idx ON item_corrections (school_id, status, created_at DESC, id DESC)`,
  `CREATE INDEX item_corrections_item_idx ON item_corrections (item_guid)`,
  `CREATE UNIQUE INDEX item_corrections_pending_idx ON item_corrections (school_id, user_id, item_guid) WHERE status = 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['item_corrections_pending_idx', 'item_corrections_item_idx', 'item_corrections_admin_idx']) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
  await sql.raw(`ALTER TABLE item_corrections
    DROP CONSTRAINT IF EXISTS item_corrections_fixed_version_chk,
    DROP CONSTRAINT IF EXISTS item_corrections_fixed_chk,
    DROP CONSTRAINT IF EXISTS item_corrections_handled_chk,
    DROP COLUMN IF EXISTS fixed_version,
    DROP COLUMN IF EXISTS handled_note,
    DROP COLUMN IF EXISTS handled_at,
    DROP COLUMN IF EXISTS handled_by,
    DROP COLUMN IF EXISTS status`).execute(db);
}
