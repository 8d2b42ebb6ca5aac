import { studentEndTime } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { workAdjustRepository } from './work-adjust.repository.js';

/**
 * The student's side of 作业调整: a work as one student answers it, its end moved to their own later deadline when the
 * teacher reopened it for them. Called by the student-work module wherever a student's submit window is decided.
 */
export async function withStudentExtension<W extends { guid: string; endTime: Date }>(db: DbOrTx, schoolId: number, studentGuid: string, work: W): Promise<W> {
  return applyStudentExtension(work, await studentDeadlineOf(db, schoolId, work.guid, studentGuid));
}

/** The student's own later deadline of a work, or null: read alongside the work's other reads (one round trip fewer). */
export const studentDeadlineOf = (db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string) =>
  workAdjustRepository.extensionOf(db, schoolId, workGuid, studentGuid);

/** withStudentExtension with the deadline already read. */
export function applyStudentExtension<W extends { endTime: Date }>(work: W, extension: Date | null): W {
  const endTime = studentEndTime(work.endTime, extension);
  return endTime === work.endTime ? work : { ...work, endTime };
}

