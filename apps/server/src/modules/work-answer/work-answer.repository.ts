import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** A question of the work with the names of its bank knowledge points (primary first). */
export interface AnalysisQuestionRow {
  th: number;
  type: number;
  score: number;
  answer: string;
  optionCount: number;
  itemGuid: string | null;
  knowledge: string[];
}

/** A submitted sheet of a student of the chosen classes. */
export interface SheetRow {
  guid: string;
  studentGuid: string;
  name: string;
  classGuid: string;
  totalScore: number;
}

export interface AnswerRow {
  submissionGuid: string;
  th: number;
  answer: string;
  score: number | null;
}

/** The work's questions and submitted answers for 答卷分析; every query is scoped by school_id. */
export const workAnswerRepository = {
  async questions(db: DbOrTx, schoolId: number, workGuid: string): Promise<AnalysisQuestionRow[]> {
    const rows = await db
      .selectFrom('workQuestions as wq')
      .select(['wq.th', 'wq.type', 'wq.score', 'wq.answer', 'wq.optionCount', 'wq.itemGuid'])
      .select(
        sql<string[]>`array(SELECT kp.name FROM item_knowledge ik JOIN knowledge_points kp ON kp.guid = ik.knowledge_guid
          WHERE ik.item_guid = wq.item_guid ORDER BY ik.is_primary DESC, kp.sort, kp.name)`.as('knowledge'),
      )
      .where('wq.schoolId', '=', schoolId)
      .where('wq.workGuid', '=', workGuid)
      .orderBy('wq.th')
      .execute();
    return rows.map((r) => ({ ...r, score: Number(r.score), knowledge: r.knowledge ?? [] }));
  },

  /** Submitted sheets (status 1–3) of students of the given classes. */
  async sheets(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]): Promise<SheetRow[]> {
    if (classGuids.length === 0) return [];
    const rows = await db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['submissions.guid', 'submissions.studentGuid', 'students.name', 'students.classGuid', 'submissions.totalScore'])
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', classGuids)
      .execute();
    return rows.map((r) => ({ ...r, totalScore: Number(r.totalScore) }));
  },

  /** The answers of the submitted sheets of students of the given classes. */
  async answers(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]): Promise<AnswerRow[]> {
    if (classGuids.length === 0) return [];
    const rows = await db
      .selectFrom('submissionAnswers as sa')
      .innerJoin('submissions', 'submissions.guid', 'sa.submissionGuid')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['sa.submissionGuid', 'sa.th', 'sa.answer', 'sa.score'])
      .where('sa.schoolId', '=', schoolId)
      .where('sa.workGuid', '=', workGuid)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', classGuids)
      .execute();
    return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
  },
};

/** How many of the chosen classes' sheets got this score (null: unmarked) on a question; th 0 carries the sheet count. */
export interface ScoreCountRow {
  th: number;
  score: number | null;
  /** The exact answer given, for the objective questions asked for; null for the others. */
  answer: string | null;
  count: number;
}

/** How many sheets gave this exact answer to an objective question. */
export interface AnswerCountRow {
  th: number;
  answer: string;
  count: number;
}

/** The submitted sheets (status 1–3) of students of the given classes, as a subquery of guids. */
function sheetGuids(schoolId: number, workGuid: string, classGuids: readonly string[]) {
  return sql`SELECT sub.guid FROM submissions sub JOIN students st ON st.guid = sub.student_guid
    WHERE sub.school_id = ${schoolId} AND sub.work_guid = ${workGuid} AND sub.status > 0
      AND st.class_guid IN (${sql.join(classGuids.map((g) => sql`${g}`))})`;
}

export const workAnswerAggregates = {
  /**
   * The scores given per question, counted in SQL over the answers of the chosen classes' submitted sheets (a few
   * rows per question), with a row th 0 whose count is the number of sheets.
   */
  async scoreCounts(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[], answerThs: readonly number[]): Promise<ScoreCountRow[]> {
    if (classGuids.length === 0) return [];
    const sheets = sheetGuids(schoolId, workGuid, classGuids);
    const withAnswer = answerThs.length === 0 ? sql`false` : sql`sa.th IN (${sql.join(answerThs.map((th) => sql`${th}::int`))})`;
    const { rows } = await sql<ScoreCountRow>`
      WITH s AS MATERIALIZED (${sheets})
      SELECT 0 AS th, NULL::float8 AS score, NULL::text AS answer, count(*)::int AS count FROM s
      UNION ALL
      SELECT sa.th, sa.score::float8 AS score, CASE WHEN ${withAnswer} THEN sa.answer END AS answer, count(*)::int AS count
      FROM submission_answers sa JOIN s ON s.guid = sa.submission_guid
      WHERE sa.school_id = ${schoolId} AND sa.work_guid = ${workGuid}
      GROUP BY 1, 2, 3`.execute(db);
    return rows.map((r) => ({ th: Number(r.th), score: r.score === null ? null : Number(r.score), answer: r.answer, count: Number(r.count) }));
  },

  /** One row per submitted sheet of the chosen classes: its answered questions with their scores and answers, by th. */
  async sheetScoreArrays(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]): Promise<SheetArraysRow[]> {
    if (classGuids.length === 0) return [];
    const sheets = sheetGuids(schoolId, workGuid, classGuids);
    const { rows } = await sql<SheetArraysRow>`
      SELECT coalesce(array_agg(sa.th ORDER BY sa.th) FILTER (WHERE sa.th IS NOT NULL), '{}')::int[] AS ths,
        coalesce(array_agg(sa.score::float8 ORDER BY sa.th) FILTER (WHERE sa.th IS NOT NULL), '{}')::float8[] AS scores,
        coalesce(array_agg(sa.answer ORDER BY sa.th) FILTER (WHERE sa.th IS NOT NULL), '{}')::text[] AS answers
      FROM (${sheets}) s
      LEFT JOIN submission_answers sa ON sa.submission_guid = s.guid AND sa.school_id = ${schoolId} AND sa.work_guid = ${workGuid}
      GROUP BY s.guid`.execute(db);
    return rows;
  },

  /** The answers of the given sheets only (a page of the score table). */
  async answersOf(db: DbOrTx, schoolId: number, workGuid: string, submissionGuids: readonly string[]): Promise<AnswerRow[]> {
    if (submissionGuids.length === 0) return [];
    const rows = await db
      .selectFrom('submissionAnswers as sa')
      .select(['sa.submissionGuid', 'sa.th', 'sa.answer', 'sa.score'])
      .where('sa.schoolId', '=', schoolId)
      .where('sa.workGuid', '=', workGuid)
      .where('sa.submissionGuid', 'in', submissionGuids)
      .execute();
    return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
  },
};

/** A sheet's answered questions in th order, with their scores (null while unmarked) and given answers. */
export interface SheetArraysRow {
  ths: number[];
  scores: (number | null)[];
  answers: string[];
}
