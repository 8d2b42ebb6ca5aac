import { randomInt } from 'node:crypto';
import {
  sanitizeName,
  StudentAuthLimits,
  StudentAuthMessages,
  type TResetStudentPasswordResult,
  type TStudentPasswordSetting,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { accountRepository } from '../account/account.repository.js';
import { hashPassword } from '../account/password.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesService } from '../classes/classes.service.js';
import { studentsRepository } from '../students/students.repository.js';
import { studentAuthRepository } from './student-auth.repository.js';
import { auditService, namesOf } from '../audit/audit.service.js';
import { writeStudentPasswordWorkbook } from './student-passwords.workbook.js';

/** `digits` random digits from the CSPRNG (6 by default), leading zeros kept. */
export function generateInitialPassword(digits: number = StudentAuthLimits.initialPasswordDigits): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * Initial passwords handed out by the school: administrators for the whole school, teachers for their classes (the
 * same class scope as the student list). Only hashes are stored: a password is shown once, when it is generated (the
 * first export, or a reset), never again.
 */
export const studentPasswordsService = {
  /** New initial passwords for the chosen students, all or none; their current sessions end. */
  async reset(db: Db, actor: Actor, stuGuids: readonly string[]): Promise<TResetStudentPasswordResult> {
    guardMember(actor);
    const guids = [...new Set(stuGuids)];
    const students = await studentsRepository.findVisible(db, classScopeOf(actor), guids);
    if (students.length !== guids.length) throw notFound('学生不存在');
    const digits = await studentAuthRepository.passwordDigitsOf(db, actor.schoolId);
    const fresh = await Promise.all(
      students.map(async (s) => {
        const initialPassword = generateInitialPassword(digits);
        return { student: s, initialPassword, passwordHash: await hashPassword(initialPassword) };
      }),
    );
    await db.transaction().execute(async (tx) => {
      for (const f of fresh) await studentAuthRepository.setPassword(tx, actor.schoolId, f.student.guid, f.passwordHash, true);
      await studentAuthRepository.removeSessionsOf(tx, guids);
      await auditService.record(tx, actor, { action: 'student.resetPassword', target: namesOf(students.map((s) => `${s.name}（${s.className}）`)), detail: `${students.length} 名学生` });
    });
    return {
      list: fresh.map(({ student: s, initialPassword }) => ({
        stuGuid: s.guid,
        stuName: s.name,
        buddies: s.buddies,
        className: s.className,
        initialPassword,
      })),
    };
  },

  /**
   * The class's students with the school code and, for students without any password, a new initial password. A
   * student whose handed-out password was exported before is listed as not re-exportable (reset gives a new one); a
   * student who changed theirs as 已修改: the school never sees a student's own password.
   */
  async exportWorkbook(db: Db, actor: Actor, classGuid: string): Promise<{ fileName: string; body: Buffer }> {
    guardMember(actor);
    const scope = classScopeOf(actor);
    const cls = await classesService.requireVisibleClass(db, scope, classGuid);
    const students = await studentsRepository.list(db, scope, { classGuid });
    const [school, digits] = await Promise.all([
      accountRepository.findSchoolById(db, actor.schoolId),
      studentAuthRepository.passwordDigitsOf(db, actor.schoolId),
    ]);
    const before = await studentAuthRepository.passwordsOf(db, actor.schoolId, students.map((s) => s.guid));
    const generated = new Map<string, string>();
    await Promise.all(
      before.filter((p) => p.passwordHash === null).map(async (p) => {
        const initialPassword = generateInitialPassword(digits);
        // Shown only when this export set it: a concurrent export that came first shows it instead.
        if (await studentAuthRepository.setInitialPasswordIfNone(db, actor.schoolId, p.guid, await hashPassword(initialPassword))) {
          generated.set(p.guid, initialPassword);
        }
      }),
    );
    const state = new Map(before.map((p) => [p.guid, p]));
    const rows = students.map((s) => ({
      stuName: s.name,
      buddies: s.buddies,
      className: s.className,
      ruCode: school?.ruCode ?? '',
      initialPassword:
        generated.get(s.guid) ??
        (state.get(s.guid)?.passwordHash && !state.get(s.guid)?.mustChangePassword ? StudentAuthMessages.passwordChanged : StudentAuthMessages.notReexportable),
    }));
    return { fileName: `学生初始密码-${sanitizeName(cls.name)}.xlsx`, body: await writeStudentPasswordWorkbook(rows) };
  },

  async setting(db: Db, actor: Actor): Promise<TStudentPasswordSetting> {
    guardMember(actor);
    return { digits: (await studentAuthRepository.passwordDigitsOf(db, actor.schoolId)) as TStudentPasswordSetting['digits'] };
  },

  /** The school's initial-password length (administrators): applies to passwords generated from now on. */
  async saveSetting(db: Db, actor: Actor, input: TStudentPasswordSetting): Promise<TStudentPasswordSetting> {
    guardMember(actor, { admin: true });
    await studentAuthRepository.setPasswordDigits(db, actor.schoolId, input.digits);
    return input;
  },
};
