import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from '../classes/class-scope.js';
import { worksOfJoinedClasses } from '../classes/classes.repository.js';

export interface ReportListFilter {
  gradeCode?: string;
  km?: string;
  /** true exams only, false homework only. */
  isExam?: boolean;
  now: Date;
}

/** Works a user may see, as the homework list decides: an administrator every one, a teacher theirs and their classes'. */
function visibleWorks(db: DbOrTx, scope: ClassScope) {
  const teacherId = scope.teacherId;
  return db
    .selectFrom('works')
    .where('works.schoolId', '=', scope.schoolId)
    .where('works.deletedAt', 'is', null)
    .$if(teacherId !== null, (qb) =>
      qb.where((eb) => eb.or([
        eb('works.creatorUserId', '=', teacherId!),
        eb('works.guid', 'in', worksOfJoinedClasses(db, scope.schoolId, teacherId!)),
      ])));
}

export const workReportRepository = {
  /** Started works the user may see, newest first, with class names and submission counts. */
  async page(db: DbOrTx, scope: ClassScope, f: ReportListFilter, paging: { offset: number; limit: number }) {
    const base = visibleWorks(db, scope)
      .where('works.startTime', '<=', f.now)
      .$if(!!f.gradeCode, (qb) => qb.where('works.gradeCode', '=', f.gradeCode!))
      .$if(!!f.km, (qb) => qb.where('works.km', '=', f.km!))
      .$if(f.isExam !== undefined, (qb) => qb.where('works.examDuration', f.isExam ? 'is not' : 'is', null));
    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('grades', 'grades.code', 'works.gradeCode')
      .select(['works.guid as workGuid', 'works.name', 'works.km', 'works.gradeCode', 'grades.name as gradeName', 'works.startTime', 'works.endTime', 'works.examDuration'])
      .select((eb) => [
        eb.selectFrom('workClasses').innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
          .select(sql<string[]>`coalesce(array_agg(classes.name ORDER BY classes.number, classes.class_code), '{}')`.as('names'))
          .whereRef('workClasses.workGuid', '=', 'works.guid').$asScalar().$notNull().as('classNames'),
        eb.selectFrom('submissions').select(sql<number>`count(*)::int`.as('n'))
          .whereRef('submissions.workGuid', '=', 'works.guid').where('submissions.schoolId', '=', scope.schoolId)
          .where('submissions.status', '>', 0).$asScalar().$notNull().as('submitCount'),
        eb.selectFrom('workClasses').innerJoin('students', 'students.classGuid', 'workClasses.classGuid')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('workClasses.workGuid', '=', 'works.guid').where('students.schoolId', '=', scope.schoolId)
          .$asScalar().$notNull().as('studentCount'),
      ])
      .orderBy('works.startTime', 'desc')
      .orderBy('works.guid')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute();
    return { total: Number(total), rows };
  },

  /** The heading facts of a work: grade name, creator, questions. */
  async workHeading(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('works')
      .innerJoin('grades', 'grades.code', 'works.gradeCode')
      .innerJoin('users', 'users.id', 'works.creatorUserId')
      .select(['works.startTime', 'works.endTime', 'works.examDuration', 'grades.name as gradeName', 'users.name as creatorName'])
      .select(sql<number>`(SELECT count(*)::int FROM work_questions q WHERE q.work_guid = works.guid)`.as('questionCount'))
      .where('works.guid', '=', workGuid)
      .where('works.schoolId', '=', schoolId)
      .executeTakeFirstOrThrow();
  },

  /** The work's questions with their full marks. */
  async questions(db: DbOrTx, schoolId: number, workGuid: string) {
    const rows = await db.selectFrom('workQuestions').select(['th', 'score']).where('workGuid', '=', workGuid).where('schoolId', '=', schoolId).orderBy('th').execute();
    return rows.map((r) => ({ th: r.th, score: Number(r.score) }));
  },

  /** Submitted students of the classes with their class code, and their per-question scores. */
  async answers(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]) {
    if (classGuids.length === 0) return { submissions: [], answers: [] };
    const [submissions, answers] = await Promise.all([
      db.selectFrom('submissions')
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .innerJoin('classes', 'classes.guid', 'students.classGuid')
        .select(['submissions.studentGuid', 'classes.classCode'])
        .where('submissions.workGuid', '=', workGuid)
        .where('submissions.schoolId', '=', schoolId)
        .where('submissions.status', '>', 0)
        .where('students.classGuid', 'in', classGuids)
        .execute(),
      db.selectFrom('submissionAnswers')
        .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .select(['submissions.studentGuid', 'submissionAnswers.th', 'submissionAnswers.score'])
        .where('submissionAnswers.workGuid', '=', workGuid)
        .where('submissionAnswers.schoolId', '=', schoolId)
        .where('submissions.status', '>', 0)
        .where('students.classGuid', 'in', classGuids)
        .execute(),
    ]);
    return { submissions, answers: answers.map((a) => ({ ...a, score: a.score === null ? null : Number(a.score) })) };
  },

  /** Knowledge points of the work's questions, through the bank items they were published from. */
  async knowledgeLinks(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('workQuestions')
      .innerJoin('itemKnowledge', 'itemKnowledge.itemGuid', 'workQuestions.itemGuid')
      .innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['workQuestions.th', 'knowledgePoints.guid as knowledgeGuid', 'knowledgePoints.name as knowledgeName'])
      .where('workQuestions.workGuid', '=', workGuid)
      .where('workQuestions.schoolId', '=', schoolId)
      .execute();
  },
};
