import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from '../classes/class-scope.js';
import { visibleClassGuids } from '../classes/classes.repository.js';

export interface StudentRow {
  guid: string;
  name: string;
  phone: string | null;
  buddies: string;
  classGuid: string;
  classCode: string;
  className: string;
  gradeCode: string;
}

export interface StudentFilter {
  classGuid?: string;
  gradeCode?: string;
  keyword?: string;
  classCodes?: readonly string[];
}

export interface NewStudent {
  guid: string;
  schoolId: number;
  classGuid: string;
  name: string;
  phone: string | null;
  buddies: string;
}

/** LIKE pattern matching `text` literally: backslash is PostgreSQL's default LIKE escape. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Students of the scope's visible classes, joined with their class and grade; the base of every read. */
function visibleStudents(db: DbOrTx, scope: ClassScope, filter: StudentFilter) {
  const { classGuid, gradeCode, keyword, classCodes } = filter;
  return db
    .selectFrom('students')
    .innerJoin('classes', 'classes.guid', 'students.classGuid')
    .innerJoin('grades', 'grades.code', 'classes.gradeCode')
    .where('students.schoolId', '=', scope.schoolId)
    .where('classes.schoolId', '=', scope.schoolId)
    .where('students.classGuid', 'in', visibleClassGuids(db, scope))
    .$if(classGuid !== undefined, (qb) => qb.where('students.classGuid', '=', classGuid!))
    .$if(gradeCode !== undefined, (qb) => qb.where('classes.gradeCode', '=', gradeCode!))
    .$if(classCodes !== undefined, (qb) => qb.where('classes.classCode', 'in', classCodes!))
    .$if(!!keyword, (qb) =>
      qb.where((eb) => eb.or([
        eb('students.name', 'ilike', containsPattern(keyword!)),
        eb('students.buddies', 'ilike', containsPattern(keyword!)),
      ])),
    );
}

const studentColumns = [
  'students.guid',
  'students.name',
  'students.phone',
  'students.buddies',
  'students.classGuid',
  'classes.classCode',
  'classes.name as className',
  'classes.gradeCode',
] as const;

/** Students of one school; every query is scoped by school_id, and reads by the classes the user may see. */
export const studentsRepository = {
  /** One page ordered by grade, class number, then student number. */
  async page(db: DbOrTx, scope: ClassScope, filter: StudentFilter, paging: { pageIndex: number; pageSize: number }) {
    const base = visibleStudents(db, scope, filter);
    const [rows, count] = await Promise.all([
      base
        .select(studentColumns)
        .orderBy('grades.sort').orderBy('classes.number').orderBy('classes.classCode').orderBy('students.buddies')
        .limit(paging.pageSize)
        .offset((paging.pageIndex - 1) * paging.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** Every visible student matching the filter, in list order (exports). */
  async list(db: DbOrTx, scope: ClassScope, filter: StudentFilter = {}): Promise<StudentRow[]> {
    return visibleStudents(db, scope, filter)
      .select(studentColumns)
      .orderBy('grades.sort').orderBy('classes.number').orderBy('classes.classCode').orderBy('students.buddies')
      .execute();
  },

  async findVisible(db: DbOrTx, scope: ClassScope, guids: readonly string[]): Promise<StudentRow[]> {
    if (guids.length === 0) return [];
    return visibleStudents(db, scope, {}).select(studentColumns).where('students.guid', 'in', guids).execute();
  },

  /** Visible students sharing their name with another student of the same class (spec 03 §2.8). */
  async sameNameStudents(db: DbOrTx, scope: ClassScope, classCodes?: readonly string[], limit?: number): Promise<StudentRow[]> {
    return visibleStudents(db, scope, { classCodes })
      .select(studentColumns)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('students as twin')
            .select('twin.guid')
            .whereRef('twin.classGuid', '=', 'students.classGuid')
            .whereRef('twin.name', '=', 'students.name')
            .whereRef('twin.guid', '<>', 'students.guid'),
        ),
      )
      .orderBy('grades.sort').orderBy('classes.number').orderBy('classes.classCode').orderBy('students.name').orderBy('students.buddies')
      .$if(limit !== undefined, (qb) => qb.limit(limit!))
      .execute();
  },

  /** Students of the school holding any of these student numbers (unique per school). */
  async findByBuddies(db: DbOrTx, schoolId: number, buddies: readonly string[]) {
    if (buddies.length === 0) return [];
    return db
      .selectFrom('students')
      .select(['guid', 'buddies'])
      .where('schoolId', '=', schoolId)
      .where('buddies', 'in', buddies)
      .execute();
  },

  async insert(db: DbOrTx, rows: readonly NewStudent[]) {
    if (rows.length === 0) return;
    await db.insertInto('students').values([...rows]).execute();
  },

  async update(db: DbOrTx, schoolId: number, guid: string, patch: Pick<NewStudent, 'classGuid' | 'name' | 'phone' | 'buddies'>) {
    await db.updateTable('students').set(patch).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  async remove(db: DbOrTx, schoolId: number, guids: readonly string[]): Promise<number> {
    if (guids.length === 0) return 0;
    const result = await db.deleteFrom('students').where('schoolId', '=', schoolId).where('guid', 'in', guids).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
