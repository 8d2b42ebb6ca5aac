import { sql } from 'kysely';
import { HomeworkLimits } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';

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
   * 小题分's rows: one per submitted submission (of one class when asked) with the student's name and class, the total,
   * and the numbers and scores of its answers as two arrays in question order — 3,000 rows for 3,000 students rather
   * than one row per answer.
   *
   * Without PostgreSQL's JIT: for 3,000 students the planner's estimate (an aggregate per submission) passes
   * jit_above_cost, and compiling the plan took 15–20 ms of every request — more than it saved on a query of 90,000
   * answers. SET LOCAL ends with the transaction; the query runs the same on PGlite.
   */
  async subsectionRows(db: Db, schoolId: number, workGuid: string, classCode?: string) {
    const rows = await db.transaction().execute(async (tx) => {
      await sql`SET LOCAL jit = off`.execute(tx);
      return tx
        .selectFrom('submissions')
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .innerJoin('classes', 'classes.guid', 'students.classGuid')
        .leftJoinLateral(
          (eb) => eb.selectFrom('submissionAnswers')
            .select([
              sql<number[] | null>`array_agg(submission_answers.th ORDER BY submission_answers.th)`.as('ths'),
              sql<(number | null)[] | null>`array_agg(submission_answers.score::float8 ORDER BY submission_answers.th)`.as('scores'),
            ])
            .whereRef('submissionAnswers.submissionGuid', '=', 'submissions.guid')
            .as('a'),
          (join) => join.onTrue(),
        )
        .select(['students.name', 'classes.name as className', sql<number>`submissions.total_score::float8`.as('totalScore'), 'a.ths', 'a.scores'])
        .where('submissions.schoolId', '=', schoolId)
        .where('submissions.workGuid', '=', workGuid)
        .where('submissions.status', 'in', [1, 2, 3])
        .$if(classCode !== undefined, (qb) => qb.where('classes.classCode', '=', classCode!))
        .execute();
    });
    return rows.map((r) => ({ name: r.name, className: r.className, totalScore: Number(r.totalScore), ths: r.ths ?? [], scores: r.scores ?? [] }));
  },

  /**
   * 客观题选项's counts: per question of `ths`, over the submitted submissions (of one class when asked), how many
   * answers contain each letter A … H, how many are not empty, and the sum of their scores — one row per question.
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
