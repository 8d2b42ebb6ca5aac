import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database.js';
import { unauthorized } from '../../lib/errors.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { findStudentOfRequest, type StudentActor } from '../student-auth/student-session.js';
import { canStudentReadFile } from '../student-work/student-file-access.js';
import type { FileRow } from './files.repository.js';

/** Who is reading a stored file: a teacher or administrator (staff session), or a logged-in student. */
export type FileViewer =
  | { kind: 'staff'; schoolId: number; userId: number }
  | { kind: 'student'; schoolId: number; student: StudentActor };

/**
 * Staff read every file of their school (question and answer files, student photos to mark); a student reads what the
 * student module allows (their class's started homework, published answers, their own photos). Everything else
 * answers the same 404 as a missing key.
 */
export async function canReadFile(db: DbOrTx, viewer: FileViewer, file: Pick<FileRow, 'key' | 'schoolId' | 'purpose'>): Promise<boolean> {
  if (viewer.schoolId !== file.schoolId) return false;
  if (viewer.kind === 'staff') return true;
  return canStudentReadFile(db, viewer.student, file);
}

/**
 * The viewer of a request: the file route does not require a staff role (auth 'none') so that students can read
 * files too. A staff session (school and role chosen) wins over a student cookie in the same browser.
 */
export async function fileViewerOf(db: DbOrTx, request: FastifyRequest): Promise<FileViewer> {
  const session = request.session;
  if (session && session.schoolId !== null && session.role) return { kind: 'staff', schoolId: session.schoolId, userId: session.userId };
  const student = await findStudentOfRequest(db, request);
  if (student) return { kind: 'student', schoolId: student.schoolId, student };
  throw unauthorized(request.cookies?.[SESSION_COOKIE] ? undefined : '请先登录');
}
