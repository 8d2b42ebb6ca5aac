import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files leave the database (issue 16 item 4): a file's bytes go to the file storage (local disk or S3) and
 * its row records where. A row without a storage key still has its bytes in file_blobs until `npm run files:migrate`
 * moves them, so an upgrade needs no downtime and can move old files whenever it suits the school.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE files ADD COLUMN storage_key text`.execute(db);
  // files:migrate walks the rows still in the database in batches, oldest first.
  await sql`CREATE INDEX files_in_database_idx ON files (created_at, key) WHERE storage_key IS NULL`.execute(db);
}

/**
 * Back to bytes in the database: only a development rollback. Files already moved out keep their bytes in storage but
 * lose the link (run it before any upload of a real school, or copy the bytes back into file_blobs first).
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX files_in_database_idx`.execute(db);
  await sql`ALTER TABLE files DROP COLUMN storage_key`.execute(db);
}
