import { WorkResourceMessages, WorkType, type TWorkResource } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, workNotFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { toWorkInfo } from '../homework/homework-read.service.js';
import { homeworkRepository } from '../homework/homework.repository.js';

/** Kinds made through the upload screens; only those can be copied into a new upload (as the homework list). */
const COPYABLE: readonly number[] = [WorkType.Online, WorkType.TestPaper, WorkType.MachineRead];

/**
 * 作业详情（资源库）: a homework's questions and answers as a read-only resource of the school. A teacher reads the
 * works they may see, and any work of the school its creator opened to others (allowOthersView); never another
 * school's (status 100, as a missing work).
 */
export const workResourceService = {
  async detail(db: Db, actor: Actor, workGuid: string, now: Date = new Date()): Promise<TWorkResource> {
    const work = await homeworkRepository.findWork(db, actor.schoolId, workGuid);
    if (!work) throw workNotFound();
    const visible = await homeworkRepository.isVisibleToTeacher(db, classScopeOf(actor), work);
    if (!visible && !work.allowOthersView) throw forbidden(WorkResourceMessages.notShared);
    const info = await toWorkInfo(db, actor, work, now);
    return {
      ...info,
      // Read-only here: editing stays on 作业详情.
      isCreate: false,
      creatorName: await homeworkRepository.userName(db, work.creatorUserId),
      canAssign: visible && COPYABLE.includes(work.workType) && work.examDuration === null,
    };
  },
};
