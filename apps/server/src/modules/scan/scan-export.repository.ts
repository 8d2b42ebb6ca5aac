import type { DbOrTx } from '../../db/database.js';

/** The SQL of the sorted-data export (整理数据); every query is scoped by school. */
export const scanExportRepository = {
  /** The files of every upload of the homework (one PDF, or one image per page), by batch. */
  async batchSources(db: DbOrTx, schoolId: number, workGuid: string) {
    return db.selectFrom('scanBatches').select(['guid', 'sources']).where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).execute();
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
