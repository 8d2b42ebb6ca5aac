import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';

/**
 * submission_answer_sheets (migration 20261130T0100) holds, for every submission with answers and for no other, the
 * sheet its answer rows give — school, homework, question numbers, scores and answers in question order — after
 * whatever the test did (submitting, resubmitting, marking, double marking, rescoring, scanning, extending an exam).
 * The sheet is spelt out here the slow way, per submission, from the answer rows.
 */
export async function expectAnswerSheetsKept(db: Db) {
  const { rows } = await sql<{ guid: string; kept: string | null; actual: string | null }>`
    SELECT g.guid,
      (SELECT concat_ws('|', s.school_id, s.work_guid, s.ths, s.scores, s.answers) FROM submission_answer_sheets s WHERE s.submission_guid = g.guid) AS kept,
      (SELECT CASE WHEN count(*) > 0 THEN concat_ws('|', min(a.school_id), min(a.work_guid::text),
          string_agg(a.th::text, ',' ORDER BY a.th),
          string_agg(coalesce(trim_scale(a.score)::text, ''), ',' ORDER BY a.th),
          string_agg(translate(a.answer, chr(1) || chr(2) || chr(3), ''), chr(1) ORDER BY a.th)) END
        FROM submission_answers a WHERE a.submission_guid = g.guid) AS actual
    FROM (SELECT submission_guid AS guid FROM submission_answers UNION SELECT submission_guid FROM submission_answer_sheets UNION SELECT guid FROM submissions) g`.execute(db);
  expect(rows.filter((r) => r.actual !== null).length, 'submissions with answers').toBeGreaterThan(0);
  expect(rows.filter((r) => r.kept !== r.actual)).toEqual([]);
}
