import { isSchoolAdmin } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { forbidden, workNotFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { submissionWorkRepository, type WorkRow } from './submission-work.repository.js';
import { examReviewersRepository } from '../exams/exam-reviewers.repository.js';

/**
 * The homework, when the teacher may mark it or enter its answers: administrators of the school, its creator, and the
 * teachers of any of its classes. Another school's homework does not exist (status 100), like a missing one.
 */
export async function requireTeacherWork(db: DbOrTx, actor: Actor, workGuid: string): Promise<WorkRow> {
  const work = await submissionWorkRepository.findWork(db, actor.schoolId, workGuid);
  if (!work) throw workNotFound();
  if (isSchoolAdmin(actor.role) || work.creatorUserId === actor.userId) return work;
  // A reviewer of an exam question marks it even without teaching its classes (issue 11 item 5).
  if (work.examDuration !== null && (await examReviewersRepository.isReviewerOf(db, actor.schoolId, workGuid, actor.userId))) return work;
  if (!(await submissionWorkRepository.teachesAnyClassOf(db, classScopeOf(actor), workGuid))) {
    throw forbidden('您不是该作业班级的任课老师，不能批阅或录入');
  }
  return work;
}
