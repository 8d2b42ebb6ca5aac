import { setMatrixAnswer, type ScoreMatrix } from '@zuoyeben/shared';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** The answers of a homework's submitted sheets as one matrix. */
export interface AnswerMatrix extends ScoreMatrix {
  /** The student of each row, in row order, when asked for (`withStudents`). */
  studentGuids?: string[];
}

/** Separators of the matrix text: answers (as stored, migration 20261130T0100), a sheet's fields, sheets; none occurs in an answer. */
const ANSWER = '\u0001';
const FIELD = '\u0002';
const SHEET = '\u0003';

/**
 * Reads a homework's answers one row per submitted sheet from submission_answer_sheets, which triggers keep equal
 * to submission_answers in the statement that changes them: the answers as they are at the moment of the request,
 * without grouping 30 answer rows per student on every call. For any analysis over a whole homework (答卷分析, the
 * item statistics, the exam tables); scoped by school like every query.
 */
export const answerSheetsRepository = {
  /**
   * The submitted sheets (status 1–3) of students of the given classes (`'all'`: every submitted sheet of the
   * homework, whatever the student's class) as a matrix whose columns are `ths` in the
   * given order: the score (NaN unanswered or unmarked) and the given answer ('' none) of each sheet and question,
   * a row per sheet in the order of the submissions' guids (so ties in any ranking fall the same way on every call).
   * Answers to question numbers not in `ths` are left out; `studentGuids` keeps only those students' sheets;
   * `ordered: false` leaves the rows in the database's order (for figures that do not depend on it). `ths` may
   * still be on its way (the questions read at the same time). The sheets come as one text, split here: 3,000 rows
   * through the driver cost more than the figures.
   */
  async matrix(
    db: DbOrTx,
    schoolId: number,
    workGuid: string,
    classGuids: readonly string[] | 'all',
    ths: readonly number[] | Promise<readonly number[]>,
    options: { withStudents?: boolean; studentGuids?: readonly string[]; ordered?: boolean } = {},
  ): Promise<AnswerMatrix> {
    const none = (classGuids !== 'all' && classGuids.length === 0) || options.studentGuids?.length === 0;
    if (none) return decode('', 0, await ths, options.withStudents ?? false);
    const [students, ofClasses] = classGuids === 'all'
      ? [sql``, sql``]
      : [sql`JOIN students st ON st.guid = sub.student_guid`, sql`AND st.class_guid IN (${sql.join(classGuids.map((g) => sql`${g}`))})`];
    // Only these students' sheets (a page of 小题分): the rest of the homework is not read at all.
    const ofStudents = options.studentGuids ? sql`AND sub.student_guid IN (${sql.join(options.studentGuids.map((g) => sql`${g}`))})` : sql``;
    const student = options.withStudents ? sql`sub.student_guid::text || ${FIELD} || ` : sql``;
    // Sorting 3,000 sheets' text costs the database a quarter of the read: skipped by callers whose figures do not
    // depend on the rows' order (exact counts, rows found by student).
    const order = options.ordered === false ? sql`` : sql` ORDER BY sub.guid`;
    const read = sql<{ sheets: number; text: string | null }>`
      SELECT count(*)::int AS sheets,
        string_agg(${student}coalesce(p.ths, '') || ${FIELD} || coalesce(p.scores, '') || ${FIELD} || coalesce(p.answers, ''), ${SHEET}${order}) AS text
      FROM submissions sub
      ${students}
      LEFT JOIN submission_answer_sheets p ON p.submission_guid = sub.guid AND p.work_guid = ${workGuid} AND p.school_id = ${schoolId}
      WHERE sub.school_id = ${schoolId} AND sub.work_guid = ${workGuid} AND sub.status > 0 ${ofClasses} ${ofStudents}`.execute(db);
    const [{ rows }, thList] = await Promise.all([read, ths]);
    const row = rows[0]!;
    return decode(row.text ?? '', Number(row.sheets), thList, options.withStudents ?? false);
  },
};

/**
 * Parses a decimal as PostgreSQL prints numeric ('3.0', '-2.5', '12'): digits as an integer divided by a power of
 * ten, which rounds exactly as Number() of the text does (both operands are exact), without a string per score.
 */
function parseScores(text: string, from: number, to: number, out: Float64Array, rowStart: number, columns: readonly number[]) {
  let x = 0;
  let i = from;
  while (i <= to && x < columns.length) {
    let end = text.indexOf(',', i);
    if (end === -1 || end > to) end = to;
    const j = columns[x]!;
    if (j >= 0 && end > i) {
      let digits = 0;
      let decimals = -1;
      let negative = false;
      for (let c = i; c < end; c++) {
        const code = text.charCodeAt(c);
        if (code === 45) negative = true;
        else if (code === 46) decimals = 0;
        else {
          digits = digits * 10 + (code - 48);
          if (decimals >= 0) decimals++;
        }
      }
      const value = decimals > 0 ? digits / 10 ** decimals : digits;
      out[rowStart + j] = negative ? -value : value;
    }
    x++;
    i = end + 1;
  }
}

/**
 * Reads one sheet's answers (from `from` to `to`, separated by U+0001) into the matrix row as letter masks, without a
 * string per answer; an answer beyond ASCII is kept whole (setMatrixAnswer).
 */
function parseAnswers(text: string, from: number, to: number, m: { letters: Int32Array; beyondAscii: Map<number, string> }, rowStart: number, columns: readonly number[]) {
  let x = 0;
  let start = from;
  let mask = 0;
  let plain = true;
  for (let c = from; c <= to; c++) {
    const code = c === to ? 1 : text.charCodeAt(c);
    if (code === 1) {
      const j = x < columns.length ? columns[x]! : -1;
      if (j >= 0) {
        if (plain) m.letters[rowStart + j] = mask;
        else setMatrixAnswer(m, rowStart + j, text.slice(start, c));
      }
      x++;
      start = c + 1;
      mask = 0;
      plain = true;
    } else if (code > 127) plain = false;
    else {
      const upper = code & ~32;
      if (upper >= 65 && upper <= 90) mask |= 1 << (upper - 65);
    }
  }
}

/** Splits the sheets' text into a dense matrix (every sheet usually lists the same questions: mapped once). */
function decode(text: string, n: number, ths: readonly number[], withStudents: boolean): AnswerMatrix {
  const k = ths.length;
  const m = { students: n, scores: new Float64Array(n * k).fill(Number.NaN), letters: new Int32Array(n * k), beyondAscii: new Map<number, string>() };
  const studentGuids: string[] = [];
  const columnOf = new Map(ths.map((th, j) => [th, j]));
  let lastThs: string | null = null;
  let columns: number[] = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    let end = text.indexOf(SHEET, at);
    if (end === -1) end = text.length;
    if (withStudents) {
      const cut = text.indexOf(FIELD, at);
      studentGuids.push(text.slice(at, cut));
      at = cut + 1;
    }
    const thsEnd = text.indexOf(FIELD, at);
    const scoresEnd = text.indexOf(FIELD, thsEnd + 1);
    if (thsEnd > at) {
      const sheetThs = text.slice(at, thsEnd);
      if (sheetThs !== lastThs) {
        lastThs = sheetThs;
        columns = sheetThs.split(',').map((th) => columnOf.get(Number(th)) ?? -1);
      }
      parseScores(text, thsEnd + 1, scoresEnd, m.scores, i * k, columns);
      parseAnswers(text, scoresEnd + 1, end, m, i * k, columns);
    }
    at = end + 1;
  }
  return { ...m, ...(withStudents ? { studentGuids } : {}) };
}
