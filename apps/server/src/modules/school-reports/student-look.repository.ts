import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { classWorksOfSubject, submissionKnowledgeRows } from './class-works.query.js';

/** One student of one class, a subject, and the works started in [from, to) (either end open when absent). */
export interface StudentLookScope {
  schoolId: number;
  classGuid: string;
  stuGuid: string;
  km: string;
  from?: Date;
  to?: Date;
  now: Date;
}

/** The class's started, not deleted works of the subject in the range, homework and exams alike. */
function worksOfClass(db: DbOrTx, s: StudentLookScope) {
  return classWorksOfSubject(db, { ...s, startedBy: s.now });
}

/** The student's submitted works of the range. */
function submittedWorks(db: DbOrTx, s: StudentLookScope) {
  return db
    .selectFrom('submissions')
    .select('submissions.workGuid')
    .where('submissions.schoolId', '=', s.schoolId)
    .where('submissions.studentGuid', '=', s.stuGuid)
    .where('submissions.status', '>', 0)
    .where('submissions.workGuid', 'in', worksOfClass(db, s).select('works.guid'));
}

export const studentLookRepository = {
  /** The students of a class, by name. */
  async studentsOfClass(db: DbOrTx, schoolId: number, classGuid: string) {
    return db
      .selectFrom('students')
      .select(['guid as stuGuid', 'name'])
      .where('schoolId', '=', schoolId)
      .where('classGuid', '=', classGuid)
      .orderBy('name')
      .orderBy('guid')
      .execute();
  },

  /** A student of the school in that class, or undefined. */
  async studentInClass(db: DbOrTx, schoolId: number, classGuid: string, stuGuid: string) {
    return db
      .selectFrom('students')
      .select(['guid', 'name'])
      .where('schoolId', '=', schoolId)
      .where('classGuid', '=', classGuid)
      .where('guid', '=', stuGuid)
      .executeTakeFirst();
  },

  /** Each work, newest first, with the student's total (null when not submitted) and the class's submitted totals. */
  async works(db: DbOrTx, s: StudentLookScope) {
    const rows = await worksOfClass(db, s)
      .select(['works.guid as workGuid', 'works.name', 'works.startTime', 'works.examDuration'])
      .select(sql<number>`(SELECT coalesce(sum(q.score), 0)::float8 FROM work_questions q WHERE q.work_guid = works.guid)`.as('fullScore'))
      .select(sql<number | null>`(SELECT sub.total_score::float8 FROM submissions sub
        WHERE sub.work_guid = works.guid AND sub.school_id = ${s.schoolId} AND sub.student_guid = ${s.stuGuid} AND sub.status > 0 LIMIT 1)`.as('score'))
      .select(sql<number[]>`(SELECT coalesce(array_agg(coalesce(sub.total_score, 0)::float8), '{}') FROM submissions sub JOIN students st ON st.guid = sub.student_guid
        WHERE sub.work_guid = works.guid AND sub.school_id = ${s.schoolId} AND sub.status > 0 AND st.class_guid = ${s.classGuid})`.as('classScores'))
      .orderBy('works.startTime', 'desc')
      .orderBy('works.guid')
      .execute();
    return rows.map((r) => ({
      ...r,
      fullScore: Number(r.fullScore),
      score: r.score === null ? null : Number(r.score),
      classScores: r.classScores.map(Number),
    }));
  },

  /**
   * Points got and possible per knowledge point over the works the student submitted, for the student and for the
   * class's submissions of those works: every question counts, a missing or unmarked answer is 0 points.
   */
  async knowledge(db: DbOrTx, s: StudentLookScope) {
    const mine = sql<boolean>`submissions.student_guid = ${s.stuGuid}`;
    const rows = await submissionKnowledgeRows(db)
      .select([
        'knowledgePoints.guid as knowledgeGuid',
        'knowledgePoints.name as knowledgeName',
        sql<number>`coalesce(sum(coalesce(submission_answers.score, 0)) FILTER (WHERE ${mine}), 0)::float8`.as('got'),
        sql<number>`coalesce(sum(work_questions.score) FILTER (WHERE ${mine}), 0)::float8`.as('possible'),
        sql<number>`coalesce(sum(submission_answers.score), 0)::float8`.as('classGot'),
        sql<number>`sum(work_questions.score)::float8`.as('classPossible'),
        sql<number>`count(DISTINCT submissions.work_guid)::int`.as('workCount'),
      ])
      .where('submissions.schoolId', '=', s.schoolId)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', '=', s.classGuid)
      .where('submissions.workGuid', 'in', submittedWorks(db, s))
      .groupBy(['knowledgePoints.guid', 'knowledgePoints.name'])
      .execute();
    return rows.map((r) => ({
      knowledgeGuid: r.knowledgeGuid,
      knowledgeName: r.knowledgeName,
      got: Number(r.got),
      possible: Number(r.possible),
      classGot: Number(r.classGot),
      classPossible: Number(r.classPossible),
      workCount: Number(r.workCount),
    }));
  },

  /**
   * Questions of the student's submissions where points were lost, newest work first: a marked answer below full
   * marks, or a question left out. Unmarked answers are not judged yet, and a submission without any per-question
   * answers (a total entered by hand) has nothing to show.
   */
  async wrongQuestions(db: DbOrTx, s: StudentLookScope) {
    const rows = await db
      .selectFrom('submissions')
      .innerJoin('works', 'works.guid', 'submissions.workGuid')
      .innerJoin('workQuestions', 'workQuestions.workGuid', 'submissions.workGuid')
      .leftJoin('submissionAnswers', (join) =>
        join.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').onRef('submissionAnswers.th', '=', 'workQuestions.th'))
      .select(['works.guid as workGuid', 'works.name as workName', 'works.startTime', 'workQuestions.th', 'workQuestions.score as fullScore', 'submissionAnswers.score'])
      .select(sql<string[]>`(SELECT coalesce(array_agg(kp.name ORDER BY kp.sort, kp.name), '{}') FROM item_knowledge ik
        JOIN knowledge_points kp ON kp.guid = ik.knowledge_guid WHERE ik.item_guid = work_questions.item_guid)`.as('knowledgeNames'))
      .where('submissions.schoolId', '=', s.schoolId)
      .where('submissions.studentGuid', '=', s.stuGuid)
      .where('submissions.status', '>', 0)
      .where('submissions.workGuid', 'in', worksOfClass(db, s).select('works.guid'))
      .where(sql<boolean>`EXISTS (SELECT 1 FROM submission_answers x WHERE x.submission_guid = submissions.guid)`)
      .where((eb) => eb.or([
        eb('submissionAnswers.submissionGuid', 'is', null),
        eb('submissionAnswers.score', '<', eb.ref('workQuestions.score')),
      ]))
      .orderBy('works.startTime', 'desc')
      .orderBy('works.guid')
      .orderBy('workQuestions.th')
      .execute();
    return rows.map((r) => ({ ...r, fullScore: Number(r.fullScore), score: r.score === null ? 0 : Number(r.score) }));
  },
};
