import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { StudentAuthLimits } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { unauthorized } from '../../lib/errors.js';
import { studentAuthRepository } from './student-auth.repository.js';

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
  const row = await studentAuthRepository.findValidSession(db, hashToken(token), new Date());
  return row ? { studentGuid: row.studentGuid, schoolId: row.schoolId, classGuid: row.classGuid, sessionId: row.id } : null;
}

/** preHandler of every student route (which sets config.auth 'none' to skip the teacher check). */
export async function requireStudent(request: FastifyRequest): Promise<void> {
  const student = await findStudentOfRequest(request.server.db, request);
  if (!student) throw request.cookies[STUDENT_COOKIE] ? unauthorized() : unauthorized('请先登录');
  request.student = student;
}

/** The student of a route guarded by requireStudent. */
export function studentOf(request: FastifyRequest): StudentActor {
  if (!request.student) throw unauthorized();
  return request.student;
}

export async function startStudentSession(db: Db, reply: FastifyReply, student: { guid: string; schoolId: number }, secure: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + StudentAuthLimits.sessionDays * 86_400_000);
  await studentAuthRepository.removeExpiredSessions(db, new Date());
  await studentAuthRepository.createSession(db, { id: hashToken(token), studentGuid: student.guid, schoolId: student.schoolId, expiresAt });
  reply.setCookie(STUDENT_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export async function endStudentSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[STUDENT_COOKIE];
  if (token) await studentAuthRepository.removeSession(db, hashToken(token));
  reply.clearCookie(STUDENT_COOKIE, { path: '/' });
}
