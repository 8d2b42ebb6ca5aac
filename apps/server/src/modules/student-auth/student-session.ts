import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceStatus, StudentAuthMessages } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { studentAuthRepository } from './student-auth.repository.js';
import { absoluteEnd, firstExpiry, renewedExpiry, studentWindow } from '../../plugins/session-limits.js';

/**
 * Student sessions, apart from the teachers' (plugins/session.ts): their own cookie and table, so a student session
 * never satisfies a teacher route (those read only zyb_session) and a teacher session never satisfies a student route.
 */
export const STUDENT_COOKIE = 'zyb_student';

/** The logged-in student of a student route; every student service scopes by schoolId and classGuid. */
export interface StudentActor {
  studentGuid: string;
  schoolId: number;
  classGuid: string;
  sessionId: string;
  /** The school's online-homework service: 0 usable (see guardStudent in lib/member-guard.ts). */
  serviceStatus: number;
  /** On a password the school handed out: only the routes that let the student change it are open. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    student: StudentActor | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Adds request.student (registered once, at the root, by modules/index.ts). */
export const studentSessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('student', null);
});

/** The student of the request's zyb_student cookie, or null; also used by the file route to let students read files. */
export async function findStudentOfRequest(db: DbOrTx, request: FastifyRequest): Promise<StudentActor | null> {
  const token = request.cookies[STUDENT_COOKIE];
  if (!token) return null;
  const now = new Date();
  const row = await studentAuthRepository.findValidSession(db, hashToken(token), now);
  // A student's request renews their (short) idle window, up to the session's maximum.
  const renewed = row && renewedExpiry(row, now, studentWindow(request.server.sessionLimits));
  if (row && renewed) await studentAuthRepository.renewSession(db, row.id, renewed);
  return row
    ? { studentGuid: row.studentGuid, schoolId: row.schoolId, classGuid: row.classGuid, sessionId: row.id, serviceStatus: row.serviceStatus ?? ServiceStatus.NotOpened, mustChangePassword: row.mustChangePassword }
    : null;
}

/** Student routes open while the student is still on a handed-out password: reading who they are and changing it. */
const OPEN_ON_INITIAL_PASSWORD = new Set(['/api/Student/Me', '/api/Student/ChangePassword']);

/**
 * onRequest hook of every student route (which sets config.auth 'none' to skip the teacher check), run before the
 * body is read: a visitor is asked to log in whatever they sent. A student on a password the school handed out must
 * change it first (403 with the reason; the app opens 修改密码).
 */
export async function requireStudent(request: FastifyRequest): Promise<void> {
  const student = await findStudentOfRequest(request.server.db, request);
  if (!student) throw request.cookies[STUDENT_COOKIE] ? unauthorized() : unauthorized('请先登录');
  if (student.mustChangePassword && !OPEN_ON_INITIAL_PASSWORD.has(request.routeOptions.url ?? '')) {
    throw forbidden(StudentAuthMessages.mustChangePassword);
  }
  request.student = student;
}

/** The student of a route guarded by requireStudent. */
export function studentOf(request: FastifyRequest): StudentActor {
  if (!request.student) throw unauthorized();
  return request.student;
}

export async function startStudentSession(db: Db, reply: FastifyReply, student: { guid: string; schoolId: number }, secure: boolean) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const window = studentWindow(reply.server.sessionLimits);
  await studentAuthRepository.removeExpiredSessions(db, now);
  await studentAuthRepository.createSession(db, { id: hashToken(token), studentGuid: student.guid, schoolId: student.schoolId, expiresAt: firstExpiry(now, window) });
  reply.setCookie(STUDENT_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: absoluteEnd(now, window) });
}

export async function endStudentSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[STUDENT_COOKIE];
  if (token) await studentAuthRepository.removeSession(db, hashToken(token));
  reply.clearCookie(STUDENT_COOKIE, { path: '/' });
}
