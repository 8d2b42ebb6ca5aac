import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from '../classes/class-scope.js';
import { visibleClassGuids } from '../classes/classes.repository.js';

/** The homework a statistics query covers: started in [from, to) China days, of the school, not deleted, not exams. */
export interface StatisticsScope {
  scope: ClassScope;
  from: Date;
  to: Date;
  gradeCode?: string;
  classCode?: string;
  km?: string;
  teacherId?: number;
}

/** Sums of one teacher, class and subject; the service turns them into rates. */
export interface StatisticsSums {
  teacherId: number;
  teacherName: string;
  gradeCode: string;
  classCode: string;
  className: string;
  km: string;
  workCount: number;
  offlineCount: number;
  expectedCount: number;
  submitCount: number;
  markedCount: number;
  scoreSum: number;
  rateSum: number;
}

export interface WorkOfRow {
  workGuid: string;
  name: string;
  startTime: Date;
  endTime: Date;
  fullScore: number;
  studentCount: number;
  submitCount: number;
  markedCount: number;
  scoreSum: number;
  /** An uploaded 线下作业. */
  offline: boolean;
}

/**
 * One row per homework and class of the scope, with the class's head count and its submissions' sums. A teacher's
 * scope is the classes they teach plus every class of homework they made (classScope with a teacherId); an
 * administrator's the whole school.
 */
function workClassSums(db: DbOrTx, s: StatisticsScope) {
  const { schoolId, teacherId } = s.scope;
  return db
    .selectFrom('works')
    .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
    .innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
    .where('works.schoolId', '=', schoolId)
    .where('workClasses.schoolId', '=', schoolId)
    .where('works.deletedAt', 'is', null)
    .where('works.examDuration', 'is', null)
    .where('works.startTime', '>=', s.from)
    .where('works.startTime', '<', s.to)
    .$if(teacherId !== null, (qb) =>
      qb.where((eb) => eb.or([
        eb('works.creatorUserId', '=', teacherId!),
        eb('workClasses.classGuid', 'in', visibleClassGuids(db, s.scope)),
      ])))
    .$if(!!s.gradeCode, (qb) => qb.where('classes.gradeCode', '=', s.gradeCode!))
    .$if(!!s.classCode, (qb) => qb.where('classes.classCode', '=', s.classCode!))
    .$if(!!s.km, (qb) => qb.where('works.km', '=', s.km!))
    .$if(!!s.teacherId, (qb) => qb.where('works.creatorUserId', '=', s.teacherId!))
    .select(['works.guid as workGuid', 'works.name', 'works.startTime', 'works.endTime', 'works.creatorUserId', 'works.km', 'classes.guid as classGuid'])
    .select(sql<number>`(SELECT coalesce(sum(q.score), 0)::float8 FROM work_questions q WHERE q.work_guid = works.guid)`.as('fullScore'))
    .select(sql<number>`(SELECT count(*)::int FROM students st WHERE st.class_guid = classes.guid AND st.school_id = ${schoolId})`.as('studentCount'))
    .select((eb) =>
      eb.selectFrom('submissions')
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .select(sql<{ n: number; marked: number; score: number }>`json_build_object(
          'n', count(*), 'marked', count(*) FILTER (WHERE submissions.is_fully_marked), 'score', coalesce(sum(submissions.total_score), 0))`.as('j'))
        .whereRef('submissions.workGuid', '=', 'works.guid')
        .whereRef('students.classGuid', '=', 'classes.guid')
        .where('submissions.schoolId', '=', schoolId)
        .where('submissions.status', '>', 0)
        .$asScalar()
        .$notNull()
        .as('sums'))
    .select(sql<boolean>`false`.as('offline'));
}

/**
 * The uploaded 线下作业 of the scope as rows of the same shape (columns in the same order, for UNION ALL): the class's
 * head count is the row's 应交人数 and the score sum its 平均分 × 实交人数.
 */
function offlineClassSums(db: DbOrTx, s: StatisticsScope) {
  const { schoolId, teacherId } = s.scope;
  return db
    .selectFrom('offlineWorks')
    .innerJoin('classes', 'classes.guid', 'offlineWorks.classGuid')
    .where('offlineWorks.schoolId', '=', schoolId)
    .where('offlineWorks.startTime', '>=', s.from)
    .where('offlineWorks.startTime', '<', s.to)
    .$if(teacherId !== null, (qb) =>
      qb.where((eb) => eb.or([
        eb('offlineWorks.teacherUserId', '=', teacherId!),
        eb('offlineWorks.classGuid', 'in', visibleClassGuids(db, s.scope)),
      ])))
    .$if(!!s.gradeCode, (qb) => qb.where('classes.gradeCode', '=', s.gradeCode!))
    .$if(!!s.classCode, (qb) => qb.where('classes.classCode', '=', s.classCode!))
    .$if(!!s.km, (qb) => qb.where('offlineWorks.km', '=', s.km!))
    .$if(!!s.teacherId, (qb) => qb.where('offlineWorks.teacherUserId', '=', s.teacherId!))
    .select(['offlineWorks.guid as workGuid', 'offlineWorks.name', 'offlineWorks.startTime', 'offlineWorks.startTime as endTime',
      'offlineWorks.teacherUserId as creatorUserId', 'offlineWorks.km', 'classes.guid as classGuid'])
    .select(sql<number>`offline_works.full_score`.as('fullScore'))
    .select(sql<number>`offline_works.expected_count`.as('studentCount'))
    .select(sql<{ n: number; marked: number; score: number }>`json_build_object(
      'n', offline_works.submit_count, 'marked', offline_works.marked_count, 'score', offline_works.avg_score * offline_works.submit_count)`.as('sums'))
    .select(sql<boolean>`true`.as('offline'));
}

/** Online homework and uploaded 线下作业 of the scope together, one row per homework and class. */
const allClassSums = (db: DbOrTx, s: StatisticsScope) => workClassSums(db, s).unionAll(offlineClassSums(db, s));

export const workStatisticsRepository = {
  /** Sums per creator, class and subject, in grade, class and subject order. */
  async sums(db: DbOrTx, s: StatisticsScope): Promise<StatisticsSums[]> {
    const rows = await db
      .selectFrom(allClassSums(db, s).as('wc'))
      .innerJoin('classes', 'classes.guid', 'wc.classGuid')
      .innerJoin('grades', 'grades.code', 'classes.gradeCode')
      .innerJoin('users', 'users.id', 'wc.creatorUserId')
      .select([
        'wc.creatorUserId as teacherId', 'users.name as teacherName', 'classes.gradeCode', 'classes.classCode', 'classes.name as className', 'wc.km',
        sql<number>`count(*)::int`.as('workCount'),
        sql<number>`count(*) FILTER (WHERE wc.offline)::int`.as('offlineCount'),
        sql<number>`sum(wc.student_count)::int`.as('expectedCount'),
        sql<number>`sum((wc.sums->>'n')::int)::int`.as('submitCount'),
        sql<number>`sum((wc.sums->>'marked')::int)::int`.as('markedCount'),
        sql<number>`sum((wc.sums->>'score')::float8)::float8`.as('scoreSum'),
        // Each submission's score ÷ its homework's full marks, summed: the class's score over the homework's marks.
        sql<number>`coalesce(sum(CASE WHEN wc.full_score > 0 THEN (wc.sums->>'score')::float8 / wc.full_score END), 0)::float8`.as('rateSum'),
      ])
      .groupBy(['wc.creatorUserId', 'users.name', 'classes.guid', 'classes.gradeCode', 'classes.classCode', 'classes.name', 'classes.number', 'grades.sort', 'wc.km'])
      .orderBy('grades.sort')
      .orderBy('classes.number')
      .orderBy('classes.classCode')
      .orderBy('wc.km')
      .orderBy('users.name')
      .orderBy('wc.creatorUserId')
      .execute();
    return rows.map((r) => ({
      ...r,
      workCount: Number(r.workCount),
      offlineCount: Number(r.offlineCount),
      expectedCount: Number(r.expectedCount),
      submitCount: Number(r.submitCount),
      markedCount: Number(r.markedCount),
      scoreSum: Number(r.scoreSum),
      rateSum: Number(r.rateSum),
    }));
  },

  /** The homework behind one row, newest first. */
  async worksOfRow(db: DbOrTx, s: StatisticsScope): Promise<WorkOfRow[]> {
    const rows = await db.selectFrom(allClassSums(db, s).as('wc')).selectAll().orderBy('wc.startTime', 'desc').orderBy('wc.workGuid').execute();
    return rows.map((r) => ({
      workGuid: r.workGuid,
      name: r.name,
      startTime: r.startTime,
      endTime: r.endTime,
      fullScore: Number(r.fullScore),
      studentCount: Number(r.studentCount),
      submitCount: Number(r.sums.n),
      markedCount: Number(r.sums.marked),
      scoreSum: Number(r.sums.score),
      offline: r.offline,
    }));
  },

  /** Teachers who made homework of the school (an administrator's teacher filter). */
  async creators(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('users')
      .select(['users.id as teacherId', 'users.name as teacherName'])
      .where('users.id', 'in', db.selectFrom('works').select('works.creatorUserId').where('works.schoolId', '=', schoolId).where('works.deletedAt', 'is', null))
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  },

  /** Subjects of the school's homework. */
  async subjects(db: DbOrTx, schoolId: number): Promise<string[]> {
    const rows = await db.selectFrom('works').select('works.km').distinct().where('works.schoolId', '=', schoolId).where('works.deletedAt', 'is', null).orderBy('works.km').execute();
    return rows.map((r) => r.km);
  },
};
