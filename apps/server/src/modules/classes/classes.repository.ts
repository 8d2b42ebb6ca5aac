import { sql } from 'kysely';
import { ClassJoinStatus } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from './class-scope.js';

export interface ClassRow {
  guid: string;
  classCode: string;
  name: string;
  gradeCode: string;
  gradeName: string;
  isTeachClass: boolean;
  number: number;
  studentCount: number;
}

export interface ClassFilter {
  gradeCode?: string;
  classGuids?: readonly string[];
  classCodes?: readonly string[];
}

/** Guids of the classes a scope may see, as a subquery for `where(…, 'in', …)`; always within the school. */
export function visibleClassGuids(db: DbOrTx, scope: ClassScope) {
  const teacherId = scope.teacherId;
  return db
    .selectFrom('classes')
    .select('classes.guid')
    .where('classes.schoolId', '=', scope.schoolId)
    .$if(teacherId !== null, (qb) =>
      qb.where('classes.guid', 'in',
        db.selectFrom('teachInfoClasses')
          .innerJoin('teachInfos', 'teachInfos.guid', 'teachInfoClasses.teachInfoGuid')
          .select('teachInfoClasses.classGuid')
          .where('teachInfos.schoolId', '=', scope.schoolId)
          .where('teachInfos.userId', '=', teacherId!)
          .where('teachInfoClasses.status', '=', ClassJoinStatus.Approved)),
    );
}

/**
 * Guids of the works a teacher sees through their classes: works given to a class whose joining was approved before
 * the work was published (a teacher who joins a class sees its homework from then on, not a colleague's earlier
 * homework). Works the teacher created are visible anyway; administrators see every work.
 */
export function worksOfJoinedClasses(db: DbOrTx, schoolId: number, teacherId: number) {
  return db
    .selectFrom('workClasses')
    .innerJoin('works', 'works.guid', 'workClasses.workGuid')
    .innerJoin('teachInfoClasses', 'teachInfoClasses.classGuid', 'workClasses.classGuid')
    .innerJoin('teachInfos', 'teachInfos.guid', 'teachInfoClasses.teachInfoGuid')
    .select('workClasses.workGuid')
    .where('workClasses.schoolId', '=', schoolId)
    .where('teachInfos.schoolId', '=', schoolId)
    .where('teachInfos.userId', '=', teacherId)
    .where('teachInfoClasses.status', '=', ClassJoinStatus.Approved)
    .whereRef('teachInfoClasses.joinedAt', '<=', 'works.createdAt');
}

/** Classes of one school; every query is scoped by school_id, and by teaching info for teachers. */
export const classesRepository = {
  /** Grades of the school's periods, in school order. */
  async gradesOfSchool(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('schoolPeriods')
      .innerJoin('grades', 'grades.periodCode', 'schoolPeriods.periodCode')
      .select(['grades.code as gradeCode', 'grades.name as gradeName', 'grades.periodCode as period'])
      .where('schoolPeriods.schoolId', '=', schoolId)
      .orderBy('grades.sort')
      .execute();
  },

  /** Visible classes with their student count, ordered by grade, then number. */
  async list(db: DbOrTx, scope: ClassScope, filter: ClassFilter = {}): Promise<ClassRow[]> {
    const { gradeCode, classGuids, classCodes } = filter;
    if (classGuids?.length === 0 || classCodes?.length === 0) return [];
    return db
      .selectFrom('classes')
      .innerJoin('grades', 'grades.code', 'classes.gradeCode')
      .select([
        'classes.guid',
        'classes.classCode',
        'classes.name',
        'classes.gradeCode',
        'grades.name as gradeName',
        'classes.isTeachClass',
        'classes.number',
      ])
      .select((eb) =>
        eb.selectFrom('students')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('students.classGuid', '=', 'classes.guid')
          .where('students.schoolId', '=', scope.schoolId)
          .$asScalar()
          .$notNull()
          .as('studentCount'),
      )
      .where('classes.schoolId', '=', scope.schoolId)
      .where('classes.guid', 'in', visibleClassGuids(db, scope))
      .$if(gradeCode !== undefined, (qb) => qb.where('classes.gradeCode', '=', gradeCode!))
      .$if(classGuids !== undefined, (qb) => qb.where('classes.guid', 'in', classGuids!))
      .$if(classCodes !== undefined, (qb) => qb.where('classes.classCode', 'in', classCodes!))
      .orderBy('grades.sort')
      .orderBy('classes.number')
      .orderBy('classes.classCode')
      .execute();
  },

  async findInSchool(db: DbOrTx, schoolId: number, guid: string): Promise<ClassRow | undefined> {
    const [row] = await classesRepository.list(db, { schoolId, teacherId: null }, { classGuids: [guid] });
    return row;
  },

  async isVisible(db: DbOrTx, scope: ClassScope, guid: string): Promise<boolean> {
    const row = await visibleClassGuids(db, scope).where('classes.guid', '=', guid).executeTakeFirst();
    return row !== undefined;
  },

  /** A class of the grade with this name, if any (names are unique per grade). */
  async findByName(db: DbOrTx, schoolId: number, gradeCode: string, name: string) {
    return db
      .selectFrom('classes')
      .select(['guid'])
      .where('schoolId', '=', schoolId)
      .where('gradeCode', '=', gradeCode)
      .where('name', '=', name)
      .executeTakeFirst();
  },

  /** The number a new class of the grade gets: one past the highest so far. */
  async nextNumber(db: DbOrTx, schoolId: number, gradeCode: string): Promise<number> {
    const row = await db
      .selectFrom('classes')
      .select(sql<number>`coalesce(max(number), 0)::int + 1`.as('next'))
      .where('schoolId', '=', schoolId)
      .where('gradeCode', '=', gradeCode)
      .executeTakeFirstOrThrow();
    return row.next;
  },

  /** Serialises class writes of one school, so 'next number' and 'same name' checks cannot race. */
  async lockSchool(db: DbOrTx, schoolId: number): Promise<void> {
    await db.selectFrom('schools').select('id').where('id', '=', schoolId).forUpdate().execute();
  },

  async insert(db: DbOrTx, row: { guid: string; schoolId: number; classCode: string; name: string; gradeCode: string; isTeachClass: boolean; number: number }) {
    await db.insertInto('classes').values(row).execute();
  },

  async update(db: DbOrTx, schoolId: number, guid: string, patch: { name: string; isTeachClass: boolean }) {
    await db.updateTable('classes').set(patch).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  async remove(db: DbOrTx, schoolId: number, guid: string) {
    await db.deleteFrom('classes').where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },
};
