import { sql } from 'kysely';
import { ExamMessages, SubmissionMessages, submitWindowOf, type ExamTimed } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

/** A saved answer of exam progress. */
export interface ProgressAnswer {
  th: number;
  answer: string;
  imageKeys: string[];
}

/**
 * The exam clock of one class: the extension it was given and the submit window that follows (spec 01 §9 end =
 * start + duration; answers are taken until end + delay + extension). Homework passes through unchanged.
 */
export const examClock = {
  async extensionOf(db: DbOrTx, schoolId: number, workGuid: string, classGuid: string): Promise<number> {
    const row = await db.selectFrom('examTimeExtensions').select('minutes').where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid).where('classGuid', '=', classGuid).executeTakeFirst();
    return row?.minutes ?? 0;
  },

  /**
   * The work with its submit window for the class (an exam's end moved to its deadline), from the extensions by class
   * guid as the answering cache holds them (read with the work: no query per student).
   */
  windowOf<W extends ExamTimed>(work: W, extensions: Readonly<Record<string, number>>, classGuid: string): { window: W; extension: number } {
    if (work.examDuration === null) return { window: work, extension: 0 };
    const extension = extensions[classGuid] ?? 0;
    return { window: submitWindowOf(work, extension), extension };
  },

  async progressOf(db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string) {
    return db.selectFrom('examProgress').select(['answers', 'savedAt']).where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid).where('studentGuid', '=', studentGuid).executeTakeFirst();
  },

  async saveProgress(db: DbOrTx, row: { schoolId: number; workGuid: string; studentGuid: string; classGuid: string; answers: ProgressAnswer[]; savedAt: Date }) {
    await db.insertInto('examProgress').values({ ...row, answers: JSON.stringify(row.answers) })
      .onConflict((oc) => oc.columns(['workGuid', 'studentGuid']).doUpdateSet({ answers: JSON.stringify(row.answers), savedAt: row.savedAt, classGuid: row.classGuid }))
      .execute();
  },

  async dropProgress(db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string) {
    await db.deleteFrom('examProgress').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('studentGuid', '=', studentGuid).execute();
  },

  /** Progress rows whose exam's window (with the class's extension) closed before `now`: the server submits them. */
  async dueProgress(db: DbOrTx, now: Date, limit = 500) {
    return db
      .selectFrom('examProgress')
      .innerJoin('works', 'works.guid', 'examProgress.workGuid')
      .leftJoin('examTimeExtensions', (join) => join.onRef('examTimeExtensions.workGuid', '=', 'examProgress.workGuid').onRef('examTimeExtensions.classGuid', '=', 'examProgress.classGuid'))
      .select(['examProgress.workGuid', 'examProgress.studentGuid', 'examProgress.schoolId', 'examProgress.classGuid', 'examProgress.answers', 'examProgress.savedAt'])
      .where('works.examDuration', 'is not', null)
      .where(sql<boolean>`works.end_time + make_interval(mins => works.exam_delay + coalesce(exam_time_extensions.minutes, 0)) < ${now}`)
      .orderBy('examProgress.savedAt')
      .limit(limit)
      .execute();
  },
};

/** The homework refusals in an exam's words. */
export function examReason(reason: string): string {
  if (reason === SubmissionMessages.ended) return ExamMessages.examOver;
  if (reason === SubmissionMessages.endedNoResubmit) return ExamMessages.examOverNoChange;
  if (reason === SubmissionMessages.notStarted) return ExamMessages.examNotStarted;
  return reason;
}
