import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';

/**
 * submission_answer_cells (migration 20261130T0200) holds, for every submission with answers and for no other, the
 * cells its answer rows give (in any order), after whatever the test did (submitting, resubmitting, marking, double
 * marking, rescoring, scanning, extending an exam).
 */
export async function expectAnswerCellsKept(db: Db) {
  const { rows } = await sql<{ guid: string; kept: string | null; actual: string | null }>`
    SELECT g.guid,
      (SELECT string_agg(x, ',' ORDER BY x) FROM submission_answer_cells c, unnest(string_to_array(c.cells, ',')) x WHERE c.submission_guid = g.guid) AS kept,
      (SELECT string_agg(x, ',' ORDER BY x) FROM (SELECT answer_cell(a.th, a.score, a.answer) AS x FROM submission_answers a WHERE a.submission_guid = g.guid) y) AS actual
    FROM (SELECT submission_guid AS guid FROM submission_answers UNION SELECT submission_guid FROM submission_answer_cells UNION SELECT guid FROM submissions) g`.execute(db);
  expect(rows.filter((r) => r.actual !== null).length, 'submissions with answers').toBeGreaterThan(0);
  expect(rows.filter((r) => r.kept !== r.actual)).toEqual([]);
}
