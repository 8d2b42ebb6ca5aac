import { sql, type Kysely } from 'kysely';

/**
 * A homework's own answer-card options (issue 13 item 1): paper size, columns, student-number digits, one or two pages
 * and the heights of written-answer boxes, overriding the school's 答题卡 defaults for this homework's card and for
 * reading its scans. NULL: the school's defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE works ADD COLUMN card_options jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE works DROP COLUMN card_options`.execute(db);
}
