import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** One student's points on one question of a work (a missing or unmarked answer counts 0). */
export interface StudentQuestionRow {
  studentGuid: string;
  name: string;
  buddies: string;
  workGuid: string;
  th: number;
  itemGuid: string | null;
  fullScore: number;
  got: number;
}

/** 精准教学's SQL: every query scoped by the school. */
export const microdjRepository = {
  /** The class's latest ended homework of the subject and period, newest first. */
  endedWorks(db: DbOrTx, s: { schoolId: number; classGuid: string; km: string; period: string; now: Date; limit: number }) {
    return db.selectFrom('works')
      .innerJoin('workClasses', (j) => j.onRef('workClasses.workGuid', '=', 'works.guid').on('workClasses.classGuid', '=', s.classGuid))
      .select(['works.guid', 'works.name', 'works.startTime'])
      .where('works.schoolId', '=', s.schoolId).where('workClasses.schoolId', '=', s.schoolId)
      .where('works.km', '=', s.km).where('works.periodCode', '=', s.period)
      .where('works.deletedAt', 'is', null).where('works.endTime', '<', s.now)
      .orderBy('works.startTime', 'desc').orderBy('works.guid').limit(s.limit).execute();
  },

  /** Per submitted student of the class and question of the works: full marks and points got. */
  async studentQuestions(db: DbOrTx, s: { schoolId: number; classGuid: string; workGuids: readonly string[] }): Promise<StudentQuestionRow[]> {
    if (s.workGuids.length === 0) return [];
    const rows = await db.selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('workQuestions', 'workQuestions.workGuid', 'submissions.workGuid')
      .leftJoin('submissionAnswers', (j) => j.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').onRef('submissionAnswers.th', '=', 'workQuestions.th'))
      .select(['students.guid as studentGuid', 'students.name', 'students.buddies', 'workQuestions.workGuid', 'workQuestions.th', 'workQuestions.itemGuid',
        sql<number>`work_questions.score::float8`.as('fullScore'),
        sql<number>`coalesce(submission_answers.score, 0)::float8`.as('got')])
      .where('submissions.schoolId', '=', s.schoolId).where('students.schoolId', '=', s.schoolId)
      .where('submissions.workGuid', 'in', s.workGuids).where('submissions.status', '>', 0)
      .where('students.classGuid', '=', s.classGuid)
      .execute();
    return rows.map((r) => ({ ...r, fullScore: Number(r.fullScore), got: Number(r.got) }));
  },

  /** Knowledge points the items are tagged with. */
  knowledgeOf(db: DbOrTx, itemGuids: readonly string[]) {
    if (itemGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('itemKnowledge').innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['itemKnowledge.itemGuid', 'knowledgePoints.guid', 'knowledgePoints.name', 'knowledgePoints.sort'])
      .where('itemKnowledge.itemGuid', 'in', itemGuids).execute();
  },

  /** The class's homework of the subject started since `since` (ended or not), with its submissions from the class. */
  recentWorks(db: DbOrTx, s: { schoolId: number; classGuid: string; km: string; period: string; since: Date }) {
    return db.selectFrom('works')
      .innerJoin('workClasses', (j) => j.onRef('workClasses.workGuid', '=', 'works.guid').on('workClasses.classGuid', '=', s.classGuid))
      .select(['works.guid', 'works.name', 'works.startTime', 'works.endTime'])
      .select((eb) => eb.selectFrom('submissions').innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('submissions.workGuid', '=', 'works.guid').where('submissions.status', '>', 0)
        .where('students.classGuid', '=', s.classGuid).$asScalar().as('submitCount'))
      .where('works.schoolId', '=', s.schoolId).where('workClasses.schoolId', '=', s.schoolId)
      .where('works.km', '=', s.km).where('works.periodCode', '=', s.period)
      .where('works.deletedAt', 'is', null).where('works.startTime', '>=', s.since)
      .orderBy('works.startTime', 'desc').orderBy('works.guid').execute();
  },

  /** The bank items behind the questions of the works. */
  workItems(db: DbOrTx, schoolId: number, workGuids: readonly string[]) {
    if (workGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('workQuestions').select(['workGuid', 'itemGuid'])
      .where('schoolId', '=', schoolId).where('workGuid', 'in', workGuids).where('itemGuid', 'is not', null).execute();
  },
};
