import type { DbOrTx } from '../../db/database.js';

/** The SQL of the sorted-data export (整理数据); every query is scoped by school. */
export const scanExportRepository = {
  /** Every page of the homework with the files of its upload, in upload order (oldest batch first, then page order). */
  async pagesWithFile(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('scanPages as p')
      .innerJoin('scanBatches as b', 'b.guid', 'p.batchGuid')
      .select(['p.guid', 'p.pageIndex', 'p.status', 'p.cardPage', 'p.message', 'p.reading', 'p.studentNo', 'p.matchedStudentGuid', 'p.decidedStudentGuid', 'p.decidedAnswers', 'p.writtenStudentGuid', 'b.sources'])
      .where('p.schoolId', '=', schoolId)
      .where('b.schoolId', '=', schoolId)
      .where('p.workGuid', '=', workGuid)
      .orderBy('b.createdAt')
      .orderBy('p.batchGuid')
      .orderBy('p.pageIndex')
      .execute();
  },

  /** The homework's submissions (anything handed in or entered) with every answer and its score. */
  async submissionsWithAnswers(db: DbOrTx, schoolId: number, workGuid: string) {
    const subs = await db
      .selectFrom('submissions')
      .select(['guid', 'studentGuid', 'objectiveScore', 'subjectiveScore', 'totalScore'])
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('status', '>', 0)
      .execute();
    const answers = subs.length
      ? await db
          .selectFrom('submissionAnswers')
          .select(['submissionGuid', 'th', 'answer', 'score'])
          .where('schoolId', '=', schoolId)
          .where('submissionGuid', 'in', subs.map((s) => s.guid))
          .execute()
      : [];
    return { subs, answers };
  },
};
