import {
  TeachingScopeMessages,
  teachInfoGuidOf,
  type GradeCode,
  type PeriodCode,
  type TAllowedPermissions,
  type TGradeClassKm,
  type TTeacherTeachInfoRow,
  type TTeachingScope,
  type TTeachingScopeItem,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { guardMember, guardOutcome, joinsClassesFreely } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { accountRepository } from '../account/account.repository.js';
import { teachInfoRepository } from '../teach-info/teach-info.repository.js';
import { teacherRepository } from './teacher.repository.js';

const scopeKey = (period: string, km: string) => `${period}|${km}`;

/** The grades of each subject (period + km) the actor's teaching info names in the school. */
async function taughtGrades(db: Db, actor: Actor): Promise<Map<string, ReadonlySet<string>>> {
  const infos = await teachInfoRepository.listOfUser(db, actor.schoolId, actor.userId);
  return new Map(infos.map((i) => [scopeKey(i.periodCode, i.km), new Set(i.gradeCodes)]));
}

/** The Teacher calls of spec 03 §7.5 that read the actor's own teaching, scope and permissions in the session's school. */
export const teacherService = {
  /** One row per class the actor teaches (approved), in grade and class order. */
  async teachInfo(db: Db, actor: Actor): Promise<TTeacherTeachInfoRow[]> {
    const rows = await teachInfoRepository.taughtClasses(db, actor.schoolId, actor.userId);
    return rows.map((r) => ({
      Guid: teachInfoGuidOf(r.periodCode as PeriodCode, r.km),
      Studyname: r.periodCode as PeriodCode,
      Subject: r.km,
      gradeCode: r.gradeCode as GradeCode,
      gradeName: r.gradeName,
      classGuid: r.classGuid,
      className: r.className,
    }));
  },

  /** The same classes as a tree: grade → classes → subjects taught there. */
  async gradeClassKm(db: Db, actor: Actor): Promise<TGradeClassKm['list']> {
    const rows = await teachInfoRepository.taughtClasses(db, actor.schoolId, actor.userId);
    const tree: TGradeClassKm['list'] = [];
    for (const r of rows) {
      let grade = tree.find((g) => g.gradeCode === r.gradeCode);
      if (!grade) tree.push((grade = { gradeCode: r.gradeCode as GradeCode, gradeName: r.gradeName, period: r.periodCode as PeriodCode, classes: [] }));
      let cls = grade.classes.find((c) => c.classGuid === r.classGuid);
      if (!cls) grade.classes.push((cls = { classGuid: r.classGuid, className: r.className, subjects: [] }));
      if (!cls.subjects.includes(r.km)) cls.subjects.push(r.km);
    }
    return tree;
  },

  /** The saved scope, less what the teaching info no longer names (a subject given up, a grade left). */
  async scope(db: Db, actor: Actor): Promise<TTeachingScope> {
    const [rows, taught] = await Promise.all([teacherRepository.scopeOf(db, actor.schoolId, actor.userId), taughtGrades(db, actor)]);
    const list = rows
      .filter((r) => taught.get(scopeKey(r.periodCode, r.km))?.has(r.gradeCode))
      .map((r) => ({ period: r.periodCode as PeriodCode, km: r.km, gradeCode: r.gradeCode as GradeCode }));
    return { list };
  },

  /** Replaces the scope: one grade per subject, each a subject and grade of the actor's teaching info in this school. */
  async saveScope(db: Db, actor: Actor, list: readonly TTeachingScopeItem[]): Promise<TTeachingScope> {
    guardMember(actor);
    const taught = await taughtGrades(db, actor);
    const seen = new Set<string>();
    for (const item of list) {
      const key = scopeKey(item.period, item.km);
      const grades = taught.get(key);
      if (!grades) throw badRequest(TeachingScopeMessages.notTaught);
      if (!grades.has(item.gradeCode)) throw badRequest(TeachingScopeMessages.gradeNotTaught);
      if (seen.has(key)) throw badRequest(TeachingScopeMessages.duplicate);
      seen.add(key);
    }
    await db.transaction().execute((tx) =>
      teacherRepository.replaceScope(tx, actor.schoolId, actor.userId, list.map((i) => ({ periodCode: i.period, km: i.km, gradeCode: i.gradeCode }))));
    return this.scope(db, actor);
  },

  /** The session's effective permissions: each guarded action as lib/member-guard.ts decides it. */
  async allowedPermissions(db: Db, actor: Actor): Promise<TAllowedPermissions> {
    const { access } = actor;
    const roles = await accountRepository.enabledRolesInSchool(db, actor.userId, actor.schoolId);
    const member = guardOutcome(actor);
    const freely = joinsClassesFreely(actor);
    return {
      role: actor.role,
      roles,
      isdisable: access.isDisable,
      serverstatus: access.serverStatus,
      questionPower: access.questionPower,
      reviewPower: access.reviewPower,
      teachInfoPower: access.teachInfoPower,
      actions: {
        member,
        service: guardOutcome(actor, { service: true }),
        questionBank: guardOutcome(actor, { power: 'questionPower' }),
        chooseReview: guardOutcome(actor, { power: 'reviewPower' }),
        joinClassFreely: member.allowed && !freely ? guardOutcome(actor, { power: 'teachInfoPower' }) : member,
        admin: guardOutcome(actor, { admin: true }),
      },
    };
  },
};
