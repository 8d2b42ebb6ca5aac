import { randomUUID } from 'node:crypto';
import type { TRepeatNameList, TStudent } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesService } from '../classes/classes.service.js';
import { studentsRepository, type StudentFilter, type StudentRow } from './students.repository.js';
import { auditService, namesOf } from '../audit/audit.service.js';

export interface SaveStudentInput {
  stuGuid?: string;
  stuName: string;
  stuPhone?: string;
  buddies: string;
  classGuid: string;
}

const STUDENT_NOT_FOUND = '学生不存在';
export const buddiesTaken = (buddies: string) => `学号已存在：${buddies}`;

export function toStudent(row: StudentRow): TStudent {
  return {
    stuGuid: row.guid,
    stuName: row.name,
    stuPhone: row.phone,
    buddies: row.buddies,
    classCode: row.classCode,
    className: row.className,
    classGuid: row.classGuid,
    gradeGuid: row.gradeCode,
  };
}

export const studentsService = {
  /** One page of the students the user may see; a class filter must be a class the user may see. */
  async page(db: Db, actor: Actor, filter: StudentFilter, paging: { pageIndex: number; pageSize: number }) {
    const scope = classScopeOf(actor);
    if (filter.classGuid) await classesService.requireVisibleClass(db, scope, filter.classGuid);
    const { rows, total } = await studentsRepository.page(db, scope, filter, paging);
    return { list: rows.map(toStudent), total };
  },

  /** Adds a student, or edits one when stuGuid is given; both the student and the class must be visible. */
  async save(db: Db, actor: Actor, input: SaveStudentInput): Promise<TStudent> {
    const scope = classScopeOf(actor);
    const fields = { classGuid: input.classGuid, name: input.stuName, phone: input.stuPhone || null, buddies: input.buddies };
    try {
      const guid = await db.transaction().execute(async (tx) => {
        const [current] = input.stuGuid ? await studentsRepository.findVisible(tx, scope, [input.stuGuid]) : [];
        if (input.stuGuid && !current) throw notFound(STUDENT_NOT_FOUND);
        const targetClass = await classesService.requireVisibleClass(tx, scope, input.classGuid);
        // Moving a student to another class changes which teachers see them and their homework: it is logged.
        if (current && current.classGuid !== input.classGuid) {
          await auditService.record(tx, actor, { action: 'student.moveClass', target: `${current.name}（${current.buddies}）`, detail: `${current.className} → ${targetClass.name}` });
        }
        const clash = await studentsRepository.findByBuddies(tx, actor.schoolId, [input.buddies]);
        if (clash.some((s) => s.guid !== input.stuGuid)) throw conflict(buddiesTaken(input.buddies));
        if (input.stuGuid) {
          await studentsRepository.update(tx, actor.schoolId, input.stuGuid, fields);
          return input.stuGuid;
        }
        const created = randomUUID();
        await studentsRepository.insert(tx, [{ guid: created, schoolId: actor.schoolId, ...fields }]);
        return created;
      });
      const [row] = await studentsRepository.findVisible(db, scope, [guid]);
      return toStudent(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(buddiesTaken(input.buddies));
      throw error;
    }
  },

  /** Removes students all or nothing: one guid the user may not see refuses the whole request. */
  async remove(db: Db, actor: Actor, stuGuids: readonly string[]): Promise<{ removed: number }> {
    const scope = classScopeOf(actor);
    const guids = [...new Set(stuGuids)];
    const removed = await db.transaction().execute(async (tx) => {
      const found = await studentsRepository.findVisible(tx, scope, guids);
      if (found.length !== guids.length) throw notFound(STUDENT_NOT_FOUND);
      const count = await studentsRepository.remove(tx, actor.schoolId, guids);
      await auditService.record(tx, actor, { action: 'student.remove', target: namesOf(found.map((s) => `${s.name}（${s.className}）`)), detail: `${count} 名学生` });
      return count;
    });
    return { removed };
  },

  /** Whether any visible class (or any of classCodes) has two students of the same name. */
  async hasRepeatNames(db: Db, actor: Actor, classCodes: readonly string[]): Promise<boolean> {
    const rows = await studentsRepository.sameNameStudents(db, classScopeOf(actor), classCodes.length ? classCodes : undefined, 1);
    return rows.length > 0;
  },

  /** Same-name students grouped by class (spec 03 §2.8); unknown or invisible class codes simply match nothing. */
  async repeatNames(db: Db, actor: Actor, classCodes: readonly string[]): Promise<TRepeatNameList> {
    const rows = await studentsRepository.sameNameStudents(db, classScopeOf(actor), classCodes.length ? classCodes : undefined);
    const list: TRepeatNameList['list'] = [];
    for (const row of rows) {
      let group = list.find((g) => g.classCode === row.classCode);
      if (!group) list.push((group = { classCode: row.classCode, className: row.className, students: [] }));
      group.students.push(toStudent(row));
    }
    return { list };
  },
};
