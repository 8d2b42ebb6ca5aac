import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

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

  /** The classes of a class code in the school (one, as a rule): 小题分 and 客观题选项 of one class read their sheets. */
  async classGuidsOfCode(db: DbOrTx, schoolId: number, classCode: string): Promise<string[]> {
    const rows = await db.selectFrom('classes').select('guid').where('schoolId', '=', schoolId).where('classCode', '=', classCode).execute();
    return rows.map((r) => r.guid);
  },

  /**
   * Who submitted the exam (of one class when asked), by student: name, class and total — the columns of 小题分 beside
   * the scores, which come from the answer sheets (answerSheetsRepository.matrix).
   */
  async submittedStudents(db: DbOrTx, schoolId: number, workGuid: string, classCode?: string) {
    const rows = await db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .select(['submissions.studentGuid', 'students.name', 'classes.name as className', sql<string>`submissions.total_score::text`.as('totalScore')])
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .$if(classCode !== undefined, (qb) => qb.where('classes.classCode', '=', classCode!))
      .execute();
    return new Map(rows.map((r) => [r.studentGuid, { name: r.name, className: r.className, totalScore: Number(r.totalScore) }]));
  },
};
