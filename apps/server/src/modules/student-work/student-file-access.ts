import { isAnswerVisible } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import type { StudentActor } from '../student-auth/student-session.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { studentWorkRepository } from './student-work.repository.js';

/**
 * Which stored files a student may read (GET /api/Upload/File/:key): the pictures of their school's items, their own
 * answer photos, the question files of started homework of their class, and the answer files once the answers are
 * published to them. Anything else answers the same 404 as a missing key.
 */
export async function canStudentReadFile(
  db: DbOrTx,
  student: Pick<StudentActor, 'schoolId' | 'classGuid' | 'studentGuid'>,
  file: { key: string; schoolId: number; purpose: string },
  now: Date = new Date(),
): Promise<boolean> {
  if (file.schoolId !== student.schoolId) return false;
  // Pictures of the school's items (Word paper import): shown wherever the items are, homework included.
  if (file.purpose === 'item-image') return true;
  if (file.purpose === 'student-answer') {
    return (await studentWorkRepository.ownImages(db, student.schoolId, student.studentGuid, [file.key])).length > 0;
  }
  const works = await studentWorkRepository.worksUsingFile(db, student, file.key);
  for (const work of works) {
    if (work.startTime > now) continue;
    if (work.role === 'question') return true;
    const submission = await submissionsRepository.find(db, student.schoolId, work.guid, student.studentGuid);
    if (isAnswerVisible(work, submission ?? null, now)) return true;
  }
  return false;
}
