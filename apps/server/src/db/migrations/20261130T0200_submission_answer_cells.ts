import { sql, type Kysely } from 'kysely';

/**
 * Each submission's answers also as one text, "th:score:answer" per answer (submission_answer_cells), so the exam
 * analysis of 3,000 students — 小题分 (every student's score per question) and 客观题选项 (each option's count) —
 * reads 3,000 texts instead of 90,000 answer rows (the answers cost 20–35 ms of PostgreSQL's CPU per request, the
 * texts about 5).
 *
 * Exact by construction: statement triggers on submission_answers (insert, update, delete) rebuild the text of every
 * submission whose answers the statement touched, in the same transaction, whoever writes (submitting, marking, double
 * marking, rescoring, scanning, fixtures); a submission without answers has no text. The texts live in a narrow table
 * of their own: rewriting them never adds a row version to submissions (a second one per submission at the bell).
 * Cells are in no particular order (sorting them cost more than the rest of the trigger).
 *
 * answer_cell() is the one definition of a cell: the score as numeric(5, 1) writes it ('' while unmarked), and the
 * answer itself when it is at most 8 bytes without a comma (every choice answer: sorted letters A–H), else '*' (a
 * written answer, which no analysis reads from here). Every part of it is immutable (th::text, not int || text, which
 * is only stable), so PostgreSQL inlines it instead of calling a SQL function per answer: a third of the trigger's cost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION answer_cell(th int, score numeric, answer text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT th::text || ':' || coalesce(score::numeric(5, 1)::text, '') || ':'
      || CASE WHEN octet_length(answer) <= 8 AND strpos(answer, ',') = 0 THEN answer ELSE '*' END
  $$`.execute(db);
  // Keyed by homework first: the analysis reads one homework's 3,000 texts as one range of the key.
  await sql`CREATE TABLE submission_answer_cells (
    work_guid uuid NOT NULL,
    submission_guid uuid NOT NULL,
    school_id int NOT NULL,
    cells text NOT NULL,
    PRIMARY KEY (work_guid, submission_guid))`.execute(db);
  // After an insert, a submission without a text yet had no answers before: its text is the inserted rows' alone,
  // read from the transition table (the first submission of a student, a resubmission after its answers were
  // removed); one with a text is rebuilt from its rows. After an update or a delete, every touched submission is rebuilt
  // from its rows, found by key through the guids as an array (a join with the transition table, whose size the
  // planner cannot know, read every submission of the school), and a submission left without answers loses its text.
  await sql`CREATE FUNCTION submission_answer_cells_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE touched uuid[];
    DECLARE works uuid[];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO submission_answer_cells AS c (work_guid, submission_guid, school_id, cells)
          SELECT t.work_guid, t.submission_guid, min(t.school_id), string_agg(answer_cell(t.th, t.score, t.answer), ',')
          FROM touched_answers t GROUP BY t.work_guid, t.submission_guid
          ON CONFLICT (work_guid, submission_guid) DO UPDATE SET cells = (
            SELECT string_agg(answer_cell(a.th, a.score, a.answer), ',') FROM submission_answers a WHERE a.submission_guid = c.submission_guid);
        RETURN NULL;
      END IF;
      touched := ARRAY(SELECT DISTINCT submission_guid FROM touched_answers);
      works := ARRAY(SELECT DISTINCT work_guid FROM touched_answers);
      INSERT INTO submission_answer_cells AS c (work_guid, submission_guid, school_id, cells)
        SELECT min(a.work_guid::text)::uuid, a.submission_guid, min(a.school_id), string_agg(answer_cell(a.th, a.score, a.answer), ',')
        FROM submission_answers a WHERE a.submission_guid = ANY (touched) GROUP BY a.submission_guid
        ON CONFLICT (work_guid, submission_guid) DO UPDATE SET cells = EXCLUDED.cells WHERE c.cells IS DISTINCT FROM EXCLUDED.cells;
      IF TG_OP = 'DELETE' THEN
        DELETE FROM submission_answer_cells c WHERE c.work_guid = ANY (works) AND c.submission_guid = ANY (touched)
          AND NOT EXISTS (SELECT 1 FROM submission_answers a WHERE a.submission_guid = c.submission_guid);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const [event, table] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const) {
    await sql.raw(`CREATE TRIGGER submission_answers_cells_${event.toLowerCase()} AFTER ${event} ON submission_answers
      REFERENCING ${table} TABLE AS touched_answers FOR EACH STATEMENT EXECUTE FUNCTION submission_answer_cells_follow()`).execute(db);
  }
  await sql`INSERT INTO submission_answer_cells (work_guid, submission_guid, school_id, cells)
    SELECT work_guid, submission_guid, min(school_id), string_agg(answer_cell(th, score, answer), ',') FROM submission_answers GROUP BY work_guid, submission_guid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS submission_answers_cells_${event} ON submission_answers`).execute(db);
  await sql`DROP FUNCTION IF EXISTS submission_answer_cells_follow()`.execute(db);
  await sql`DROP TABLE IF EXISTS submission_answer_cells`.execute(db);
  await sql`DROP FUNCTION IF EXISTS answer_cell(int, numeric, text)`.execute(db);
}
