import { sql } from 'kysely';
import { HomeworkLimits } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

/** The option letters 客观题选项 counts (A … H). */
const LETTERS = HomeworkLimits.optionLetters.split('');

/** Submitted answers of an exam for its analysis tables; every query is scoped by school_id. */
export const examAnalysisRepository = {
  /** How many submitted submissions the exam has (of one class when asked). */
  async submissionCount(db: DbOrTx, schoolId: number, workGuid: string, classCode?: string): Promise<number> {
    const row = await db
      .selectFrom('submissions')
      .$if(classCode !== undefined, (qb) => qb
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .innerJoin('classes', 'classes.guid', 'students.classGuid')
        .where('classes.classCode', '=', classCode!))
      .select(sql<number>`count(*)::int`.as('n'))
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * The submitted submissions of an exam (of one class when asked): the student's name and class, the total, and the
   * answers as one text of cells (submission_answer_cells, kept by triggers: see migration 20261130T0200) — 3,000
   * rows for 3,000 students, without reading their 90,000 answer rows.
   */
  async answerSheets(db: DbOrTx, schoolId: number, workGuid: string, classCode?: string) {
    const rows = await db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .leftJoin('submissionAnswerCells as cells', (join) => join.onRef('cells.submissionGuid', '=', 'submissions.guid').on('cells.workGuid', '=', workGuid).on('cells.schoolId', '=', schoolId))
      .select(['students.name', 'classes.name as className', sql<string>`submissions.total_score::text`.as('totalScore'), 'cells.cells'])
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .$if(classCode !== undefined, (qb) => qb.where('classes.classCode', '=', classCode!))
      .execute();
    return rows.map((r) => ({ name: r.name, className: r.className, totalScore: Number(r.totalScore), cells: r.cells }));
  },

  /** The answer cells alone of the submitted submissions (of one class when asked), for 客观题选项. */
  async answerCells(db: DbOrTx, schoolId: number, workGuid: string, classCode?: string): Promise<(string | null)[]> {
    const rows = await db
      .selectFrom('submissions')
      .$if(classCode !== undefined, (qb) => qb
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .innerJoin('classes', 'classes.guid', 'students.classGuid')
        .where('classes.classCode', '=', classCode!))
      .leftJoin('submissionAnswerCells as cells', (join) => join.onRef('cells.submissionGuid', '=', 'submissions.guid').on('cells.workGuid', '=', workGuid).on('cells.schoolId', '=', schoolId))
      .select('cells.cells')
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .execute();
    return rows.map((r) => r.cells);
  },

  /**
   * 客观题选项's counts from the answer rows themselves (when a cell did not keep a choice question's answer): per
   * question of `ths`, over the submitted submissions (of one class when asked), how many answers contain each letter
   * A … H, how many are not empty, and the sum of their scores — one row per question.
   */
  async objectiveCounts(db: DbOrTx, schoolId: number, workGuid: string, options: { classCode?: string; ths: readonly number[] }) {
    if (options.ths.length === 0) return [];
    const rows = await db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .$if(options.classCode !== undefined, (qb) => qb
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .innerJoin('classes', 'classes.guid', 'students.classGuid')
        .where('classes.classCode', '=', options.classCode!))
      .select([
        'submissionAnswers.th',
        sql<number>`count(*) FILTER (WHERE submission_answers.answer <> '')::int`.as('answered'),
        sql<number>`coalesce(sum(submission_answers.score), 0)::float8`.as('scoreSum'),
        // Aliased letter0 … letter7: a one-letter alias would not survive the camel-case plugin.
        ...LETTERS.map((l, i) => sql<number>`count(*) FILTER (WHERE strpos(submission_answers.answer, ${l}) > 0)::int`.as(`letter${i}`)),
      ])
      .where('submissionAnswers.schoolId', '=', schoolId)
      .where('submissionAnswers.workGuid', '=', workGuid)
      .where('submissionAnswers.th', 'in', options.ths)
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .groupBy('submissionAnswers.th')
      .execute();
    return rows.map((r) => {
      const cells = r as unknown as Record<string, number>;
      return {
        th: r.th,
        answered: Number(r.answered),
        scoreSum: Number(r.scoreSum),
        letters: new Map(LETTERS.map((l, i) => [l, Number(cells[`letter${i}`])])),
      };
    });
  },
};
