import { StudentAuthMessages, type TStudentChangePasswordRequest, type TStudentLoginRequest, type TStudentMe } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../account/password.js';
import { studentAuthRepository } from './student-auth.repository.js';
import type { StudentActor } from './student-session.js';

/** Login, profile and password change of a student (the student's own account). */
export const studentAuthService = {
  /**
   * Finds the student by number (学号) first, then by phone. A number is unique within a school, so when it exists in
   * several schools the school code decides; a phone shared by siblings cannot tell them apart, so it is refused.
   */
  async login(db: Db, input: TStudentLoginRequest): Promise<{ guid: string; schoolId: number }> {
    const account = input.account.trim();
    const candidates = await studentAuthRepository.findLoginCandidates(db, account, input.ruCode || undefined);
    const byNumber = candidates.filter((c) => c.buddies === account);
    const matches = byNumber.length > 0 ? byNumber : candidates.filter((c) => c.phone === account);
    if (new Set(matches.map((m) => m.schoolId)).size > 1) throw badRequest(StudentAuthMessages.needRuCode, { needRuCode: true });
    if (matches.length > 1) throw badRequest(StudentAuthMessages.sharedPhone, { needRuCode: false });
    const student = matches[0];
    // Verified even without a student, so an unknown account takes as long as a wrong password.
    const valid = await verifyPassword(student?.passwordHash ?? undefined, input.password);
    if (!student || !valid) throw forbidden(StudentAuthMessages.wrongCredentials);
    return { guid: student.guid, schoolId: student.schoolId };
  },

  async profile(db: Db, student: Pick<StudentActor, 'schoolId' | 'studentGuid'>): Promise<TStudentMe> {
    const row = await studentAuthRepository.findProfile(db, student.schoolId, student.studentGuid);
    if (!row) throw unauthorized();
    return {
      stuGuid: row.guid,
      stuName: row.name,
      buddies: row.buddies,
      className: row.className,
      schoolName: row.schoolName,
      ruCode: row.ruCode,
      isInitialPassword: row.mustChangePassword,
    };
  },

  /** Replaces the password, forgets the initial one, and ends the student's sessions on other devices. */
  async changePassword(db: Db, student: StudentActor, input: TStudentChangePasswordRequest): Promise<void> {
    const row = await studentAuthRepository.findProfile(db, student.schoolId, student.studentGuid);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.passwordHash ?? undefined, input.oldPassword))) throw badRequest(StudentAuthMessages.wrongOldPassword);
    if (input.oldPassword === input.newPassword) throw badRequest(StudentAuthMessages.samePassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (tx) => {
      await studentAuthRepository.setPassword(tx, student.schoolId, student.studentGuid, passwordHash, false);
      await studentAuthRepository.removeSessionsOf(tx, [student.studentGuid], student.sessionId);
    });
  },
};
