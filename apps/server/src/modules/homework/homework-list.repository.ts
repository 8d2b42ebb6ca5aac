import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from '../classes/class-scope.js';
import { worksOfJoinedClasses } from '../classes/classes.repository.js';

export interface WorkListFilter {
  km?: string;
  gradeCode?: string;
  workType?: number;
  classGuids?: readonly string[];
  /** Start time within [from, to). */
  from?: Date;
  to?: Date;
  /** Only works this user created. */
  creatorUserId?: number;
  /** Only exams (true) or only homework (false). */
  isExam?: boolean;
}

/** The homework list: visible works of the school, newest start first, with class names and submission counts. */
export const homeworkListRepository = {
  async page(db: DbOrTx, scope: ClassScope, filter: WorkListFilter, paging: { offset: number; limit: number }) {
    const teacherId = scope.teacherId;
    const base = db
      .selectFrom('works')
      .where('works.schoolId', '=', scope.schoolId)
      .where('works.deletedAt', 'is', null)
      .$if(teacherId !== null, (qb) =>
        qb.where((eb) => eb.or([
          eb('works.creatorUserId', '=', teacherId!),
          eb('works.guid', 'in', worksOfJoinedClasses(db, scope.schoolId, teacherId!)),
        ])))
      .$if(filter.km !== undefined, (qb) => qb.where('works.km', '=', filter.km!))
      .$if(filter.gradeCode !== undefined, (qb) => qb.where('works.gradeCode', '=', filter.gradeCode!))
      .$if(filter.workType !== undefined, (qb) => qb.where('works.workType', '=', filter.workType!))
      .$if(filter.from !== undefined, (qb) => qb.where('works.startTime', '>=', filter.from!))
      .$if(filter.to !== undefined, (qb) => qb.where('works.startTime', '<', filter.to!))
      .$if(filter.isExam !== undefined, (qb) => qb.where('works.examDuration', filter.isExam ? 'is not' : 'is', null))
      .$if(filter.creatorUserId !== undefined, (qb) => qb.where('works.creatorUserId', '=', filter.creatorUserId!))
      .$if(filter.classGuids !== undefined && filter.classGuids.length > 0, (qb) =>
        qb.where((eb) => eb.exists(eb.selectFrom('workClasses').select('workClasses.classGuid')
          .whereRef('workClasses.workGuid', '=', 'works.guid').where('workClasses.classGuid', 'in', filter.classGuids!))));

    const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('users', 'users.id', 'works.creatorUserId')
      .select([
        'works.guid', 'works.workCode', 'works.name', 'works.km', 'works.gradeCode', 'works.workType', 'works.startTime',
        'works.endTime', 'works.creatorUserId', 'users.name as creatorName', 'works.examDuration', 'works.examDelay',
      ])
      .select((eb) => [
        eb.selectFrom('workClasses').innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
          .select(sql<string[]>`coalesce(array_agg(classes.name ORDER BY classes.number, classes.class_code), '{}')`.as('names'))
          .whereRef('workClasses.workGuid', '=', 'works.guid').$asScalar().$notNull().as('classNames'),
        eb.selectFrom('submissions').select(sql<number>`count(*)::int`.as('n'))
          .whereRef('submissions.workGuid', '=', 'works.guid').where('submissions.schoolId', '=', scope.schoolId)
          .where('submissions.status', 'in', [1, 2, 3]).$asScalar().$notNull().as('submitCount'),
        eb.selectFrom('workClasses').innerJoin('students', 'students.classGuid', 'workClasses.classGuid')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('workClasses.workGuid', '=', 'works.guid').where('students.schoolId', '=', scope.schoolId)
          .$asScalar().$notNull().as('studentTotal'),
      ])
      .orderBy('works.startTime', 'desc')
      .orderBy('works.createdAt', 'desc')
      .orderBy('works.guid')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute();
    return { total, rows };
  },
};
