import { sql, type Kysely } from 'kysely';

/**
 * A work published from a bank paper remembers, per question, the bank item (and its version) it came from, and for a
 * group item which sub-question: answers can then be traced to items (statistics), and the student's phone shows the
 * item's stem and options as they were when the paper was laid out. Null for works made from uploaded files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE work_questions
    ADD COLUMN item_guid uuid REFERENCES items(guid) ON DELETE SET NULL,
    ADD COLUMN item_version int,
    ADD COLUMN sub_index smallint`.execute(db);
  await sql`CREATE INDEX work_questions_item_idx ON work_questions (item_guid) WHERE item_guid IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS work_questions_item_idx`.execute(db);
  await sql`ALTER TABLE work_questions DROP COLUMN IF EXISTS sub_index, DROP COLUMN IF EXISTS item_version, DROP COLUMN IF EXISTS item_guid`.execute(db);
}
