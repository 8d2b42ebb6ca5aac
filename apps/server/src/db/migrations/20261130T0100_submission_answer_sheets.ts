import { sql, type Kysely } from 'kysely';

/**
 * Each submission's answers also in one row (submission_answer_sheets), so an analysis of a whole homework reads one
 * row per student instead of one per answer: 3,000 rows for a 3,000-student homework rather than 90,000, which is
 * what kept 答卷分析 and the item statistics over 50 ms (PostgreSQL spent 30–50 ms of CPU grouping the answer rows on
 * every request). The row is not a result: it holds the answers themselves (question numbers, scores, given
 * answers in question order), written by triggers on submission_answers in the statement that changes the answers,
 * so it can never disagree with them — a submission, a resubmission, a mark, a rescore, a deletion all rewrite it
 * before their transaction commits. The triggers are per statement (a class's batch of first submissions is one
 * statement) and read the changed submissions' answers through the primary key.
 *
 * Encoding, chosen to be cheap to read and to split: `ths` and `scores` comma-separated (scores without trailing
 * zeros, '' unmarked),
 * `answers` separated by U+0001. U+0001–U+0003 are removed from the answers themselves (the reader separates fields
 * and sheets with the other two; every reader of answers keeps letters only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE submission_answer_sheets (
    submission_guid uuid PRIMARY KEY,
    school_id int NOT NULL,
    work_guid uuid NOT NULL,
    ths text NOT NULL,
    scores text NOT NULL,
    answers text NOT NULL)`.execute(db);
  await sql`CREATE INDEX submission_answer_sheets_work_idx ON submission_answer_sheets (work_guid)`.execute(db);
  // Rewrites the sheets of the given submissions from their answers; a submission left without answers loses its sheet.
  await sql`CREATE FUNCTION submission_answer_sheets_refresh(guids uuid[], removed boolean) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO submission_answer_sheets AS s (submission_guid, school_id, work_guid, ths, scores, answers)
      SELECT a.submission_guid, (array_agg(a.school_id))[1], (array_agg(a.work_guid))[1],
        string_agg(a.th::text, ',' ORDER BY a.th),
        string_agg(coalesce(trim_scale(a.score)::text, ''), ',' ORDER BY a.th),
        string_agg(translate(a.answer, chr(1) || chr(2) || chr(3), ''), chr(1) ORDER BY a.th)
      FROM submission_answers a WHERE a.submission_guid = ANY(guids)
      GROUP BY a.submission_guid
      ON CONFLICT (submission_guid) DO UPDATE
        SET school_id = excluded.school_id, work_guid = excluded.work_guid, ths = excluded.ths, scores = excluded.scores, answers = excluded.answers;
      IF removed THEN
        DELETE FROM submission_answer_sheets s WHERE s.submission_guid = ANY(guids)
          AND NOT EXISTS (SELECT 1 FROM submission_answers a WHERE a.submission_guid = s.submission_guid);
      END IF;
    END $$`.execute(db);
  // One function for the three triggers: each statement reads only the transition tables its trigger has.
  await sql`CREATE FUNCTION submission_answer_sheets_follow_answers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM submission_answer_sheets_refresh(ARRAY(SELECT DISTINCT submission_guid FROM new_answers), false);
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM submission_answer_sheets_refresh(
          ARRAY(SELECT submission_guid FROM new_answers UNION SELECT submission_guid FROM old_answers), true);
      ELSE
        PERFORM submission_answer_sheets_refresh(ARRAY(SELECT DISTINCT submission_guid FROM old_answers), true);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER submission_answer_sheets_insert AFTER INSERT ON submission_answers
    REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION submission_answer_sheets_follow_answers()`.execute(db);
  await sql`CREATE TRIGGER submission_answer_sheets_update AFTER UPDATE ON submission_answers
    REFERENCING OLD TABLE AS old_answers NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION submission_answer_sheets_follow_answers()`.execute(db);
  await sql`CREATE TRIGGER submission_answer_sheets_delete AFTER DELETE ON submission_answers
    REFERENCING OLD TABLE AS old_answers FOR EACH STATEMENT EXECUTE FUNCTION submission_answer_sheets_follow_answers()`.execute(db);
  await sql`SELECT submission_answer_sheets_refresh(ARRAY(SELECT DISTINCT submission_guid FROM submission_answers), false)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS submission_answer_sheets_insert ON submission_answers`.execute(db);
  await sql`DROP TRIGGER IF EXISTS submission_answer_sheets_update ON submission_answers`.execute(db);
  await sql`DROP TRIGGER IF EXISTS submission_answer_sheets_delete ON submission_answers`.execute(db);
  await sql`DROP FUNCTION IF EXISTS submission_answer_sheets_follow_answers()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS submission_answer_sheets_refresh(uuid[], boolean)`.execute(db);
  await sql`DROP TABLE IF EXISTS submission_answer_sheets`.execute(db);
}
