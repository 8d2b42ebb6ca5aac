import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** Reads of the exam list, detail and submission pages; every query is scoped by school_id. */
export const examListRepository = {
  /** Each exam's classes in class order, with their extension. */
  async classClocks(db: DbOrTx, schoolId: number, workGuids: readonly string[]) {
    if (workGuids.length === 0) return [];
    return db
      .selectFrom('workClasses')
      .innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
      .leftJoin('examTimeExtensions', (join) => join.onRef('examTimeExtensions.workGuid', '=', 'workClasses.workGuid').onRef('examTimeExtensions.classGuid', '=', 'workClasses.classGuid'))
      .select(['workClasses.workGuid', 'classes.guid as classGuid', 'classes.name as className', sql<number>`coalesce(exam_time_extensions.minutes, 0)`.as('extension')])
      .where('workClasses.schoolId', '=', schoolId)
      .where('workClasses.workGuid', 'in', workGuids)
      .orderBy('classes.number')
      .orderBy('classes.classCode')
      .execute();
  },

  /** Subjective answers of submitted submissions per question: marked and not yet. */
  async markingCounts(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('workQuestions')
      .leftJoin('submissionAnswers', (join) => join.onRef('submissionAnswers.workGuid', '=', 'workQuestions.workGuid').onRef('submissionAnswers.th', '=', 'workQuestions.th'))
      .leftJoin('submissions', (join) => join.onRef('submissions.guid', '=', 'submissionAnswers.submissionGuid').on('submissions.status', 'in', [1, 2, 3]))
      .select([
        'workQuestions.th',
        'workQuestions.score',
        sql<number>`count(submissions.guid) FILTER (WHERE submission_answers.score IS NOT NULL)::int`.as('marked'),
        sql<number>`count(submissions.guid) FILTER (WHERE submission_answers.score IS NULL)::int`.as('unmarked'),
      ])
      .where('workQuestions.schoolId', '=', schoolId)
      .where('workQuestions.workGuid', '=', workGuid)
      .where('workQuestions.type', '=', 3)
      .groupBy(['workQuestions.th', 'workQuestions.score'])
      .orderBy('workQuestions.th')
      .execute();
  },

  /** The students of the work's classes now (an exam's or a homework's), with their submission if any. */
  async studentsWithSubmissions(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('workClasses')
      .innerJoin('students', 'students.classGuid', 'workClasses.classGuid')
      .leftJoin('submissions', (join) => join.onRef('submissions.studentGuid', '=', 'students.guid').on('submissions.workGuid', '=', workGuid).on('submissions.status', 'in', [1, 2, 3]))
      .select(['workClasses.classGuid', 'students.name', 'students.buddies', 'submissions.submittedAt', 'submissions.isOverdue'])
      .where('workClasses.schoolId', '=', schoolId)
      .where('workClasses.workGuid', '=', workGuid)
      .where('students.schoolId', '=', schoolId)
      .orderBy('students.buddies')
      .execute();
  },
};
