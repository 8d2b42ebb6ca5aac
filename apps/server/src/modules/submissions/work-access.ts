import { isSchoolAdmin } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { submissionWorkRepository, type WorkRow } from './submission-work.repository.js';

export const WORK_NOT_FOUND = '作业不存在';

/**
 * The homework, when the teacher may mark it or enter its answers: administrators of the school, its creator, and the
 * teachers of any of its classes. Another school's homework does not exist (404), like a missing one.
 */
export async function requireTeacherWork(db: DbOrTx, actor: Actor, workGuid: string): Promise<WorkRow> {
  const work = await submissionWorkRepository.findWork(db, actor.schoolId, workGuid);
  if (!work) throw notFound(WORK_NOT_FOUND);
  if (isSchoolAdmin(actor.role) || work.creatorUserId === actor.userId) return work;
  if (!(await submissionWorkRepository.teachesAnyClassOf(db, classScopeOf(actor), workGuid))) {
    throw forbidden('您不是该作业班级的任课老师，不能批阅或录入');
  }
  return work;
}
