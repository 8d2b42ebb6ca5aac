import { sql, type Kysely } from 'kysely';

/**
 * A teacher's alignment of a scanned page (issue 13 item 3, 对齐): the four corner-mark centres clicked on the page
 * image when the reader could not find them. A decision like the chosen student and answers: kept apart from the
 * machine's reading, and every re-read of the page uses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE scan_pages ADD COLUMN decided_corners jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE scan_pages DROP COLUMN decided_corners`.execute(db);
}
