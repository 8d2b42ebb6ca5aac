import { HomeworkMessages, isSchoolAdmin } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { forbidden, workNotFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { homeworkRepository, type WorkRow } from './homework.repository.js';

/** Creator, Salesman or Collector: who may edit, rescore or delete a work (isCreate in the answers). */
export function canEditWork(actor: Pick<Actor, 'userId' | 'role'>, work: Pick<WorkRow, 'creatorUserId'>): boolean {
  return isSchoolAdmin(actor.role) || work.creatorUserId === actor.userId;
}

/**
 * A work the actor may see. Another school's work, a deleted one and a missing one are the same status 100 (404); a work of the
 * own school that a teacher neither created nor teaches is 403. `lock` takes a row lock inside a transaction.
 */
export async function loadVisibleWork(db: DbOrTx, actor: Actor, guid: string, options: { lock?: boolean } = {}): Promise<WorkRow> {
  const work = options.lock
    ? await homeworkRepository.lockWork(db, actor.schoolId, guid)
    : await homeworkRepository.findWork(db, actor.schoolId, guid);
  if (!work) throw workNotFound();
  if (!(await homeworkRepository.isVisibleToTeacher(db, classScopeOf(actor), work))) throw forbidden(HomeworkMessages.workNotVisible);
  return work;
}

/** A work the actor may change: visible, and created by them unless they are an administrator. */
export async function loadEditableWork(db: DbOrTx, actor: Actor, guid: string, options: { lock?: boolean } = {}): Promise<WorkRow> {
  const work = await loadVisibleWork(db, actor, guid, options);
  if (!canEditWork(actor, work)) throw forbidden(HomeworkMessages.notEditor);
  return work;
}
