import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

export interface AssistAnswerRow {
  submissionGuid: string;
  answer: string;
  imageKeys: string[];
  score: number | string | null;
  studentName: string;
  className: string;
  groupNo: number | null;
}

/** The marking assistant's reads and the teacher's splits; every query scoped by school and homework. */
export const markAssistRepository = {
  /** The homework's assistant switches (spec 01 §3 witMarking, mathWitMarking). */
  async settingsOf(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('works')
      .select(['witMarking', 'mathWitMarking'])
      .where('schoolId', '=', schoolId)
      .where('guid', '=', workGuid)
      .executeTakeFirst();
  },

  /** Every submitted answer of question th with its student, class, score and split group, in class and name order. */
  async answersOf(db: DbOrTx, schoolId: number, workGuid: string, th: number): Promise<AssistAnswerRow[]> {
    return db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .leftJoin('answerGroupSplits', (join) =>
        join.onRef('answerGroupSplits.submissionGuid', '=', 'submissions.guid').on('answerGroupSplits.th', '=', th).on('answerGroupSplits.schoolId', '=', schoolId),
      )
      .select([
        'submissions.guid as submissionGuid',
        'submissionAnswers.answer',
        'submissionAnswers.imageKeys',
        'submissionAnswers.score',
        'students.name as studentName',
        'classes.name as className',
        'answerGroupSplits.groupNo',
      ])
      .where('submissionAnswers.schoolId', '=', schoolId)
      .where('submissionAnswers.workGuid', '=', workGuid)
      .where('submissionAnswers.th', '=', th)
      .where('submissions.status', '>', 0)
      .orderBy('classes.name')
      .orderBy('students.name')
      .orderBy('submissions.guid')
      .execute() as Promise<AssistAnswerRow[]>;
  },

  /** Of `submissionGuids`, those that are submitted answers of question th of this homework. */
  async answersAmong(db: DbOrTx, schoolId: number, workGuid: string, th: number, submissionGuids: readonly string[]) {
    const rows = await db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .select('submissions.guid')
      .where('submissionAnswers.schoolId', '=', schoolId)
      .where('submissionAnswers.workGuid', '=', workGuid)
      .where('submissionAnswers.th', '=', th)
      .where('submissions.status', '>', 0)
      .where('submissions.guid', 'in', submissionGuids)
      .execute();
    return rows.map((r) => r.guid);
  },

  async nextGroupNo(db: DbOrTx, schoolId: number, workGuid: string, th: number): Promise<number> {
    const row = await db
      .selectFrom('answerGroupSplits')
      .select(sql<number>`coalesce(max(group_no), 0)::int`.as('max'))
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('th', '=', th)
      .executeTakeFirst();
    return (row?.max ?? 0) + 1;
  },

  async split(db: DbOrTx, schoolId: number, workGuid: string, th: number, submissionGuids: readonly string[], groupNo: number) {
    await db
      .insertInto('answerGroupSplits')
      .values(submissionGuids.map((submissionGuid) => ({ submissionGuid, th, workGuid, groupNo, schoolId })))
      .onConflict((oc) => oc.columns(['submissionGuid', 'th']).doUpdateSet({ groupNo, createdAt: new Date() }))
      .execute();
  },

  /** The question's saved word tolerance; undefined when none was saved. */
  async toleranceOf(db: DbOrTx, schoolId: number, workGuid: string, th: number): Promise<number | undefined> {
    const row = await db.selectFrom('markAssistTolerances').select('tolerance')
      .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('th', '=', th).executeTakeFirst();
    return row?.tolerance;
  },

  async saveTolerance(db: DbOrTx, row: { schoolId: number; workGuid: string; th: number; tolerance: number; updatedBy: number }) {
    await db.insertInto('markAssistTolerances').values({ ...row, updatedAt: new Date() })
      .onConflict((oc) => oc.columns(['workGuid', 'th']).doUpdateSet({ tolerance: row.tolerance, updatedBy: row.updatedBy, updatedAt: new Date() })
        .where('markAssistTolerances.schoolId', '=', row.schoolId))
      .execute();
  },

  async reset(db: DbOrTx, schoolId: number, workGuid: string, th: number): Promise<number> {
    const result = await db
      .deleteFrom('answerGroupSplits')
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('th', '=', th)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
