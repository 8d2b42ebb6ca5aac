import type { ScoreMatrix } from '@zuoyeben/shared';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** A row of the matrix: whose submission it is. */
export interface MatrixSheet {
  submissionGuid: string;
  studentGuid: string;
  classGuid: string;
}

/** The answers of a homework's submitted sheets as one matrix, with the sheet of each row. */
export interface AnswerMatrix extends ScoreMatrix {
  /** In row order (by submission guid, so ties in any ranking fall the same way on every call). */
  sheets: MatrixSheet[];
}

interface SheetRow {
  guid: string;
  studentGuid: string;
  classGuid: string;
  ths: string | null;
  scores: string | null;
  answers: string | null;
}

/** Separates the given answers in submission_answer_sheets.answers (migration 20261130T0100). */
const ANSWER_SEPARATOR = '\u0001';

/**
 * Reads a homework's answers one row per submitted sheet from submission_answer_sheets, which triggers keep equal
 * to submission_answers in the statement that changes them: the answers as they are at the moment of the request,
 * without grouping 30 answer rows per student on every call. For any analysis over a whole homework (答卷分析, the
 * item statistics, the exam tables); scoped by school like every query.
 */
export const answerSheetsRepository = {
  /**
   * The submitted sheets (status 1–3) of students of the given classes as a matrix whose columns are `ths` in the
   * given order: the score (NaN unanswered or unmarked) and the given answer ('' none) of each sheet and question.
   * Answers to question numbers not in `ths` are left out. `ths` may still be on its way (the questions read at the
   * same time).
   */
  async matrix(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[], ths: readonly number[] | Promise<readonly number[]>): Promise<AnswerMatrix> {
    if (classGuids.length === 0) return { students: 0, scores: new Float64Array(0), answers: [], sheets: [] };
    const read = sql<SheetRow>`
      SELECT sub.guid, sub.student_guid, st.class_guid, p.ths, p.scores, p.answers
      FROM submissions sub
      JOIN students st ON st.guid = sub.student_guid
      LEFT JOIN submission_answer_sheets p ON p.submission_guid = sub.guid AND p.school_id = ${schoolId}
      WHERE sub.school_id = ${schoolId} AND sub.work_guid = ${workGuid} AND sub.status > 0
        AND st.class_guid IN (${sql.join(classGuids.map((g) => sql`${g}`))})
      ORDER BY sub.guid`.execute(db);
    const [{ rows }, columns] = await Promise.all([read, ths]);
    return { ...decode(rows, columns), sheets: rows.map((r) => ({ submissionGuid: r.guid, studentGuid: r.studentGuid, classGuid: r.classGuid })) };
  },
};

/** Splits the sheets' columns into a dense matrix (every sheet usually lists the same questions: mapped once). */
function decode(rows: readonly SheetRow[], ths: readonly number[]): ScoreMatrix {
  const k = ths.length;
  const n = rows.length;
  const scores = new Float64Array(n * k).fill(Number.NaN);
  const answers = new Array<string>(n * k).fill('');
  const columnOf = new Map(ths.map((th, j) => [th, j]));
  let lastThs: string | null = null;
  let columns: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.ths === null || row.ths === '') continue;
    if (row.ths !== lastThs) {
      lastThs = row.ths;
      columns = row.ths.split(',').map((th) => columnOf.get(Number(th)) ?? -1);
    }
    const given = row.scores!.split(',');
    const text = row.answers!.split(ANSWER_SEPARATOR);
    for (let x = 0; x < columns.length; x++) {
      const j = columns[x]!;
      if (j < 0) continue;
      const score = given[x];
      if (score !== undefined && score !== '') scores[i * k + j] = Number(score);
      answers[i * k + j] = text[x] ?? '';
    }
  }
  return { students: n, scores, answers };
}
