import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { classWorksOfSubject } from './class-works.query.js';

export interface DashboardScope {
  schoolId: number;
  classGuid: string;
  km: string;
  from: Date;
  to: Date;
}

/** The class's homework of the subject started in the range (not deleted, exams included). */
const worksOfClass = classWorksOfSubject;

export const dashboardRepository = {
  /** Each homework with the class's head count and its submissions' count and total, oldest first. */
  async trend(db: DbOrTx, s: DashboardScope) {
    const rows = await worksOfClass(db, s)
      .select(['works.guid as workGuid', 'works.name', 'works.startTime'])
      .select(sql<number>`(SELECT coalesce(sum(q.score), 0)::float8 FROM work_questions q WHERE q.work_guid = works.guid)`.as('fullScore'))
      .select(sql<number>`(SELECT count(*)::int FROM students st WHERE st.class_guid = ${s.classGuid} AND st.school_id = ${s.schoolId})`.as('studentCount'))
      .select(sql<{ n: number; score: number }>`(SELECT json_build_object('n', count(*), 'score', coalesce(sum(sub.total_score), 0))
        FROM submissions sub JOIN students st ON st.guid = sub.student_guid
        WHERE sub.work_guid = works.guid AND sub.school_id = ${s.schoolId} AND sub.status > 0 AND st.class_guid = ${s.classGuid})`.as('sums'))
      .orderBy('works.startTime')
      .orderBy('works.guid')
      .execute();
    return rows.map((r) => ({
      workGuid: r.workGuid,
      name: r.name,
      startTime: r.startTime,
      fullScore: Number(r.fullScore),
      studentCount: Number(r.studentCount),
      submitCount: Number(r.sums.n),
      scoreSum: Number(r.sums.score),
    }));
  },

  /**
   * Points got and possible per knowledge point over the class's submissions in the range: every question of a
   * submitted homework counts, answered or not (a missing or unmarked answer is 0 points). The answers are summed
   * per question first (one index probe per submission) and only the per-question sums meet the knowledge links:
   * joining each answer to its knowledge points row by row took twice as long over 200 homework (bench: dashboard).
   */
  async knowledge(db: DbOrTx, s: DashboardScope) {
    const rows = await db
      .with('subs', (qb) =>
        qb
          .selectFrom('submissions')
          .innerJoin('students', 'students.guid', 'submissions.studentGuid')
          .select(['submissions.guid', 'submissions.workGuid'])
          .where('submissions.schoolId', '=', s.schoolId)
          .where('submissions.status', '>', 0)
          .where('students.classGuid', '=', s.classGuid)
          .where('submissions.workGuid', 'in', worksOfClass(db, s).select('works.guid')))
      .with('got', (qb) =>
        qb
          .selectFrom('subs')
          .innerJoin('submissionAnswers', 'submissionAnswers.submissionGuid', 'subs.guid')
          // Only the key and the score of each answer: the primary key carries the score (INCLUDE), so this is an
          // index-only scan that never reads the answer rows themselves.
          .select(['subs.workGuid', 'submissionAnswers.th', sql<number>`sum(submission_answers.score)`.as('points')])
          .groupBy(['subs.workGuid', 'submissionAnswers.th']))
      .with('submitted', (qb) => qb.selectFrom('subs').select(['subs.workGuid', sql<number>`count(*)`.as('n')]).groupBy('subs.workGuid'))
      .selectFrom('submitted')
      .innerJoin('workQuestions', 'workQuestions.workGuid', 'submitted.workGuid')
      .innerJoin('itemKnowledge', 'itemKnowledge.itemGuid', 'workQuestions.itemGuid')
      .innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .leftJoin('got', (join) => join.onRef('got.workGuid', '=', 'workQuestions.workGuid').onRef('got.th', '=', 'workQuestions.th'))
      .select([
        'knowledgePoints.guid as knowledgeGuid',
        'knowledgePoints.name as knowledgeName',
        sql<number>`coalesce(sum(got.points), 0)::float8`.as('got'),
        sql<number>`sum(work_questions.score * submitted.n)::float8`.as('possible'),
        sql<number>`count(DISTINCT work_questions.work_guid)::int`.as('workCount'),
      ])
      .groupBy(['knowledgePoints.guid', 'knowledgePoints.name'])
      .execute();
    return rows.map((r) => ({ ...r, got: Number(r.got), possible: Number(r.possible), workCount: Number(r.workCount) }));
  },
};
