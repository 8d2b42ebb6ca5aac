import { sql, type Kysely } from 'kysely';

/**
 * The last foreign key an answer row checked on insert, to its submission, cost one lookup per answer: 30 per
 * 30-question submission, at the moment a whole class submits (about a sixth of PostgreSQL's work per submission).
 * Answers are only ever written with their submission (the first-submission statement inserts both; a resubmission
 * rewrites them under the submission's row lock), so the check never fails; what the key also did, removing a
 * submission's answers with it, is done once per statement by a trigger with a transition table. That covers
 * submissions removed with their student, their homework or their school through those keys' cascades.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE submission_answers DROP CONSTRAINT IF EXISTS submission_answers_submission_guid_fkey`.execute(db);
  await sql`CREATE FUNCTION submission_answers_follow_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM submission_answers a USING removed_submissions r WHERE a.submission_guid = r.guid;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER submissions_remove_answers AFTER DELETE ON submissions
    REFERENCING OLD TABLE AS removed_submissions FOR EACH STATEMENT EXECUTE FUNCTION submission_answers_follow_submissions()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS submissions_remove_answers ON submissions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS submission_answers_follow_submissions()`.execute(db);
  await sql`DELETE FROM submission_answers a WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.guid = a.submission_guid)`.execute(db);
  await sql`ALTER TABLE submission_answers ADD CONSTRAINT submission_answers_submission_guid_fkey FOREIGN KEY (submission_guid) REFERENCES submissions(guid) ON DELETE CASCADE`.execute(db);
}
