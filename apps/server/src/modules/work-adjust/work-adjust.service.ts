import {
  checkClassChange,
  checkEndTimeMove,
  checkStudentExtension,
  workStateAt,
  WorkAdjustMessages,
  type TWorkAdjustInfo,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { changeWork } from '../homework/answering-work-cache.js';
import { loadEditableWork } from '../homework/homework-access.js';
import { resolveWorkClasses } from '../homework/homework-classes.js';
import { homeworkRepository, SUBMITTED_STATUSES, type WorkRow } from '../homework/homework.repository.js';
import { workAdjustRepository } from './work-adjust.repository.js';

const check = (problem: string | null) => {
  if (problem) throw badRequest(problem);
};
const isSubmitted = (status: number | null | undefined) => status != null && (SUBMITTED_STATUSES as readonly number[]).includes(status);

/** A homework the actor may adjust: their own (or any, for an administrator) of their school, not an exam. */
async function loadAdjustable(db: DbOrTx, actor: Actor, workGuid: string, lock = false): Promise<WorkRow> {
  const work = await loadEditableWork(db, actor, workGuid, { lock });
  if (work.examDuration !== null) throw badRequest(WorkAdjustMessages.examNotAdjustable);
  return work;
}

async function info(db: DbOrTx, actor: Actor, work: WorkRow, now: Date): Promise<TWorkAdjustInfo> {
  const [classes, counts, sameGrade] = await Promise.all([
    homeworkRepository.classesOfWork(db, actor.schoolId, work.guid),
    workAdjustRepository.submitCountsByClass(db, actor.schoolId, work.guid),
    classesRepository.list(db, classScopeOf(actor), { gradeCode: work.gradeCode }),
  ]);
  const current = new Set(classes.map((c) => c.guid));
  const students = await workAdjustRepository.studentsOfClasses(db, actor.schoolId, work.guid, [...current]);
  return {
    workGuid: work.guid,
    name: work.name,
    km: work.km,
    workType: work.workType,
    state: workStateAt(work.startTime, work.endTime, now),
    startTime: work.startTime.toISOString(),
    endTime: work.endTime.toISOString(),
    releaseType: work.releaseType,
    releaseTime: work.releaseTime?.toISOString() ?? null,
    classes: classes.map((c) => ({ classGuid: c.guid, name: c.name, studentCount: c.studentCount, submitCount: counts.get(c.guid) ?? 0 })),
    availableClasses: sameGrade.filter((c) => !current.has(c.guid)).map((c) => ({ classGuid: c.guid, name: c.name })),
    students: students.map((s) => ({
      studentGuid: s.guid,
      name: s.name,
      buddies: s.buddies,
      classGuid: s.classGuid,
      className: s.className,
      status: isSubmitted(s.status) ? s.status! : 0,
      extendedUntil: s.extendedUntil ? s.extendedUntil.toISOString() : null,
    })),
  };
}

/** 作业调整 (spec 03 §2.1): the rules live in packages/shared/src/rules/work-adjust.ts. */
export const workAdjustService = {
  async info(db: Db, actor: Actor, workGuid: string, now: Date = new Date()): Promise<TWorkAdjustInfo> {
    const work = await loadAdjustable(db, actor, workGuid);
    return info(db, actor, work, now);
  },

  async moveEndTime(db: Db, actor: Actor, input: { workGuid: string; endTime: Date }, now: Date = new Date()): Promise<TWorkAdjustInfo> {
    guardMember(actor, { service: true });
    return changeWork(db, input.workGuid, async (tx) => {
      const work = await loadAdjustable(tx, actor, input.workGuid, true);
      check(checkEndTimeMove(work, input.endTime, now));
      await homeworkRepository.updateWork(tx, actor.schoolId, work.guid, { endTime: input.endTime });
      return info(tx, actor, { ...work, endTime: input.endTime }, now);
    });
  },

  /**
   * Sets the classes. Removing a class whose students have submitted needs `confirmRemove`: without it the answer is a
   * 400 whose message asks the question (the page asks it before sending). The submissions are kept.
   */
  async setClasses(db: Db, actor: Actor, input: { workGuid: string; classGuids: string[]; confirmRemove?: boolean }, now: Date = new Date()): Promise<TWorkAdjustInfo> {
    guardMember(actor, { service: true });
    return changeWork(db, input.workGuid, async (tx) => {
      const work = await loadAdjustable(tx, actor, input.workGuid, true);
      const current = await homeworkRepository.classesOfWork(tx, actor.schoolId, work.guid);
      const before = current.map((c) => c.guid);
      const wanted = [...new Set(input.classGuids)];
      check(checkClassChange(work, before, wanted, now));
      const classes = await resolveWorkClasses(tx, actor, { clazzes: wanted.map((classGuid) => ({ classGuid })), gradeCode: work.gradeCode, keep: before });
      const after = classes.map((c) => c.guid);
      if (!input.confirmRemove) {
        const counts = await workAdjustRepository.submitCountsByClass(tx, actor.schoolId, work.guid);
        const blocked = current.find((c) => !after.includes(c.guid) && (counts.get(c.guid) ?? 0) > 0);
        if (blocked) throw badRequest(WorkAdjustMessages.confirmRemove(blocked.name, counts.get(blocked.guid)!), { needsConfirm: true });
      }
      await homeworkRepository.replaceClasses(tx, actor.schoolId, work.guid, after);
      await homeworkRepository.updateWork(tx, actor.schoolId, work.guid, {});
      return info(tx, actor, work, now);
    });
  },

  /** Reopens the homework for one student who has not submitted, until `endTime`. */
  async extendStudent(db: Db, actor: Actor, input: { workGuid: string; studentGuid: string; endTime: Date }, now: Date = new Date()): Promise<TWorkAdjustInfo> {
    guardMember(actor, { service: true });
    return changeWork(db, input.workGuid, async (tx) => {
      const work = await loadAdjustable(tx, actor, input.workGuid, true);
      const student = await workAdjustRepository.findStudent(tx, actor.schoolId, input.studentGuid);
      if (!student) throw notFound(WorkAdjustMessages.studentNotInWork);
      const classes = (await homeworkRepository.classesOfWork(tx, actor.schoolId, work.guid)).map((c) => c.guid);
      if (!classes.includes(student.classGuid)) throw badRequest(WorkAdjustMessages.studentNotInWork);
      const status = await workAdjustRepository.submissionStatus(tx, actor.schoolId, work.guid, student.guid);
      check(checkStudentExtension(work, isSubmitted(status), input.endTime, now));
      await workAdjustRepository.upsertExtension(tx, { schoolId: actor.schoolId, workGuid: work.guid, studentGuid: student.guid, endTime: input.endTime, createdBy: actor.userId });
      return info(tx, actor, work, now);
    });
  },

  async cancelExtension(db: Db, actor: Actor, input: { workGuid: string; studentGuid: string }, now: Date = new Date()): Promise<TWorkAdjustInfo> {
    guardMember(actor, { service: true });
    return changeWork(db, input.workGuid, async (tx) => {
      const work = await loadAdjustable(tx, actor, input.workGuid, true);
      if ((await workAdjustRepository.deleteExtension(tx, actor.schoolId, work.guid, input.studentGuid)) === 0) {
        throw notFound('该学生没有单独延期');
      }
      return info(tx, actor, work, now);
    });
  },
};
