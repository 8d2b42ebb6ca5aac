import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { hashPassword } from '../../src/modules/account/password.js';

/** The password the test students get. */
export const STUDENT_PASSWORD = 'xuesheng1';

/** Gives a student a password straight in the database (as a changed password: no initial one kept). */
export async function setStudentPassword(db: Db, studentGuid: string, password = STUDENT_PASSWORD) {
  await db.updateTable('students').set({ passwordHash: await hashPassword(password), mustChangePassword: false }).where('guid', '=', studentGuid).execute();
}

/** Logs a student in through the API and returns the Cookie header of their session. */
export async function loginStudent(app: FastifyInstance, account: string, options: { ruCode?: string; password?: string } = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Student/Login',
    payload: { account, password: options.password ?? STUDENT_PASSWORD, ...(options.ruCode ? { ruCode: options.ruCode } : {}) },
  });
  const cookie = res.cookies.find((c) => c.name === 'zyb_student');
  if (!cookie) throw new Error(`no student cookie: ${res.body}`);
  return `zyb_student=${cookie.value}`;
}

/** A student of a class with a password, logged in: their guid, number and Cookie header. */
export async function studentSession(app: FastifyInstance, db: Db, student: { guid: string; buddies: string }, ruCode: string) {
  await setStudentPassword(db, student.guid);
  return { ...student, cookie: await loginStudent(app, student.buddies, { ruCode }) };
}
