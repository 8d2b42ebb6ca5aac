import { randomUUID } from 'node:crypto';
import { isSchoolAdmin, type GradeCode, type TAllClass, type TClass } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { accountRepository } from '../account/account.repository.js';
import { classScopeOf, schoolScope, type ClassScope } from './class-scope.js';
import { classesRepository, type ClassRow } from './classes.repository.js';
import { auditService } from '../audit/audit.service.js';

export interface SaveClassInput {
  classGuid?: string;
  className: string;
  gradeCode: GradeCode;
  isTeachClass: boolean;
}

const CLASS_NOT_FOUND = '班级不存在';
const SAME_NAME = '该年级已有同名班级';

export function toClass(row: ClassRow): TClass {
  return {
    classGuid: row.guid,
    classCode: row.classCode,
    className: row.name,
    gradeCode: row.gradeCode as GradeCode,
    gradeName: row.gradeName,
    isTeachClass: row.isTeachClass,
    studentCount: row.studentCount,
  };
}

/** Class codes are the grade code and a two-digit number, e.g. A701. */
const classCodeOf = (gradeCode: string, number: number) => `${gradeCode}${String(number).padStart(2, '0')}`;

function requireAdmin(actor: Actor) {
  if (!isSchoolAdmin(actor.role)) throw forbidden();
}

export const classesService = {
  /**
   * The class a user may work in: another school's class and a missing one are both 404; a class of the school the
   * teacher does not teach is 403.
   */
  async requireVisibleClass(db: DbOrTx, scope: ClassScope, classGuid: string): Promise<ClassRow> {
    const row = await classesRepository.findInSchool(db, scope.schoolId, classGuid);
    if (!row) throw notFound(CLASS_NOT_FOUND);
    if (scope.teacherId !== null && !(await classesRepository.isVisible(db, scope, classGuid))) {
      throw forbidden('您不是该班级的任课老师');
    }
    return row;
  },

  async basicData(db: Db, actor: Actor) {
    const grades = await classesRepository.gradesOfSchool(db, actor.schoolId);
    return { grades: grades.map((g) => ({ gradeCode: g.gradeCode as GradeCode, gradeName: g.gradeName, period: g.period })) };
  },

  async list(db: Db, actor: Actor, gradeCode?: GradeCode): Promise<TClass[]> {
    return (await classesRepository.list(db, classScopeOf(actor), { gradeCode })).map(toClass);
  },

  /** Visible classes grouped by grade, each group sorted by class number (spec 01 §3 clazzes). */
  async allClass(db: Db, actor: Actor, ruCode?: string, scope: 'visible' | 'school' = 'visible'): Promise<TAllClass> {
    if (ruCode) {
      const school = await accountRepository.findSchoolById(db, actor.schoolId);
      if (school?.ruCode !== ruCode) throw notFound('学校不存在或您不属于该学校');
    }
    const groups: TAllClass = [];
    const classScope = scope === 'school' ? schoolScope(actor.schoolId) : classScopeOf(actor);
    for (const row of await classesRepository.list(db, classScope)) {
      let group = groups.find((g) => g.gradeCode === row.gradeCode);
      if (!group) groups.push((group = { gradeCode: row.gradeCode as GradeCode, gradeName: row.gradeName, clazzes: [] }));
      group.clazzes.push({ code: row.classCode, name: row.name, classGuid: row.guid, isTeachClass: row.isTeachClass, number: row.number });
    }
    return groups;
  },

  /** Creates a class (next number of its grade) or renames one; administrators only. */
  async save(db: Db, actor: Actor, input: SaveClassInput): Promise<TClass> {
    requireAdmin(actor);
    const grades = await classesRepository.gradesOfSchool(db, actor.schoolId);
    if (!grades.some((g) => g.gradeCode === input.gradeCode)) throw badRequest('本校没有该年级');
    const schoolId = actor.schoolId;
    try {
      const guid = await db.transaction().execute(async (tx) => {
        await classesRepository.lockSchool(tx, schoolId);
        const sameName = await classesRepository.findByName(tx, schoolId, input.gradeCode, input.className);
        if (sameName && sameName.guid !== input.classGuid) throw conflict(SAME_NAME);
        if (input.classGuid) {
          const current = await classesRepository.findInSchool(tx, schoolId, input.classGuid);
          if (!current) throw notFound(CLASS_NOT_FOUND);
          if (current.gradeCode !== input.gradeCode) throw badRequest('不能修改班级所在的年级');
          await classesRepository.update(tx, schoolId, current.guid, { name: input.className, isTeachClass: input.isTeachClass });
          const renamed = current.name === input.className ? '' : `${current.name} 改名为 ${input.className}`;
          await auditService.record(tx, actor, { action: 'class.save', target: input.className, detail: renamed || '修改班级' });
          return current.guid;
        }
        const number = await classesRepository.nextNumber(tx, schoolId, input.gradeCode);
        const created = randomUUID();
        await classesRepository.insert(tx, {
          guid: created,
          schoolId,
          classCode: classCodeOf(input.gradeCode, number),
          name: input.className,
          gradeCode: input.gradeCode,
          isTeachClass: input.isTeachClass,
          number,
        });
        await auditService.record(tx, actor, { action: 'class.save', target: input.className, detail: '新建班级' });
        return created;
      });
      return toClass((await classesRepository.findInSchool(db, schoolId, guid))!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SAME_NAME);
      throw error;
    }
  },

  /** Removes an empty class; its teaching-info links go with it. Administrators only. */
  async remove(db: Db, actor: Actor, classGuid: string): Promise<void> {
    requireAdmin(actor);
    const hasStudents = () => badRequest('班级内还有学生，请先移除学生');
    try {
      await db.transaction().execute(async (tx) => {
        const row = await classesRepository.findInSchool(tx, actor.schoolId, classGuid);
        if (!row) throw notFound(CLASS_NOT_FOUND);
        if (row.studentCount > 0) throw hasStudents();
        await classesRepository.remove(tx, actor.schoolId, classGuid);
        await auditService.record(tx, actor, { action: 'class.remove', target: row.name });
      });
    } catch (error) {
      // A student added between the count and the delete trips the students → classes foreign key.
      if (isForeignKeyViolation(error)) throw hasStudents();
      throw error;
    }
  },
};
