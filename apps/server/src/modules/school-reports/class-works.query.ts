import type { DbOrTx } from '../../db/database.js';

/** A class's works of one subject, started in [from, to) — either end open when absent — and, with startedBy, no later. */
export interface ClassWorksScope {
  schoolId: number;
  classGuid: string;
  km: string;
  from?: Date;
  to?: Date;
  startedBy?: Date;
}

/** The class's not deleted works of the subject in the range, homework and exams alike (the reports' shared base). */
export function classWorksOfSubject(db: DbOrTx, s: ClassWorksScope) {
  return db
    .selectFrom('works')
    .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
    .where('works.schoolId', '=', s.schoolId)
    .where('workClasses.classGuid', '=', s.classGuid)
    .where('works.km', '=', s.km)
    .where('works.deletedAt', 'is', null)
    .$if(s.startedBy !== undefined, (qb) => qb.where('works.startTime', '<=', s.startedBy!))
    .$if(s.from !== undefined, (qb) => qb.where('works.startTime', '>=', s.from!))
    .$if(s.to !== undefined, (qb) => qb.where('works.startTime', '<', s.to!));
}

/**
 * Every question of every submission with the question's knowledge points and the student's answer (none when
 * missing): the base of the knowledge mastery of 学情分析 and 学生学情.
 */
export function submissionKnowledgeRows(db: DbOrTx) {
  return db
    .selectFrom('submissions')
    .innerJoin('students', 'students.guid', 'submissions.studentGuid')
    .innerJoin('workQuestions', 'workQuestions.workGuid', 'submissions.workGuid')
    .innerJoin('itemKnowledge', 'itemKnowledge.itemGuid', 'workQuestions.itemGuid')
    .innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
    .leftJoin('submissionAnswers', (join) =>
      join.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').onRef('submissionAnswers.th', '=', 'workQuestions.th'));
}
