import { randomInt } from 'node:crypto';
import { sanitizeName, StudentAuthLimits, StudentAuthMessages, type TResetStudentPasswordResult } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { hashPassword } from '../account/password.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesService } from '../classes/classes.service.js';
import { studentsRepository } from '../students/students.repository.js';
import { studentAuthRepository } from './student-auth.repository.js';
import { writeStudentPasswordWorkbook } from './student-passwords.workbook.js';

/** Six random digits from the CSPRNG, leading zeros kept. */
export function generateInitialPassword(): string {
  return String(randomInt(0, 10 ** StudentAuthLimits.initialPasswordDigits)).padStart(StudentAuthLimits.initialPasswordDigits, '0');
}

/**
 * Initial passwords handed out by the school: administrators for the whole school, teachers for their classes (the
 * same class scope as the student list).
 */
export const studentPasswordsService = {
  /** New initial passwords for the chosen students, all or none; their current sessions end. */
  async reset(db: Db, actor: Actor, stuGuids: readonly string[]): Promise<TResetStudentPasswordResult> {
    const guids = [...new Set(stuGuids)];
    const students = await studentsRepository.findVisible(db, classScopeOf(actor), guids);
    if (students.length !== guids.length) throw notFound('学生不存在');
    const fresh = await Promise.all(
      students.map(async (s) => {
        const initialPassword = generateInitialPassword();
        return { student: s, initialPassword, passwordHash: await hashPassword(initialPassword) };
      }),
    );
    await db.transaction().execute(async (tx) => {
      for (const f of fresh) await studentAuthRepository.setPassword(tx, actor.schoolId, f.student.guid, f.passwordHash, f.initialPassword);
      await studentAuthRepository.removeSessionsOf(tx, guids);
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
   * The class's students with their initial passwords; students without any password get one first. A student who
   * changed theirs is listed as 已修改: the school never sees a student's own password.
   */
  async exportWorkbook(db: Db, actor: Actor, classGuid: string): Promise<{ fileName: string; body: Buffer }> {
    const scope = classScopeOf(actor);
    const cls = await classesService.requireVisibleClass(db, scope, classGuid);
    const students = await studentsRepository.list(db, scope, { classGuid });
    const guids = students.map((s) => s.guid);
    const before = await studentAuthRepository.passwordsOf(db, actor.schoolId, guids);
    const missing = before.filter((p) => p.passwordHash === null);
    await Promise.all(
      missing.map(async (p) => {
        const initialPassword = generateInitialPassword();
        await studentAuthRepository.setInitialPasswordIfNone(db, actor.schoolId, p.guid, await hashPassword(initialPassword), initialPassword);
      }),
    );
    // Read back: a concurrent export may have set some of them first, and the workbook must show what is stored.
    const after = new Map((await studentAuthRepository.passwordsOf(db, actor.schoolId, guids)).map((p) => [p.guid, p]));
    const rows = students.map((s) => ({
      stuName: s.name,
      buddies: s.buddies,
      className: s.className,
      initialPassword: after.get(s.guid)?.initialPassword ?? StudentAuthMessages.passwordChanged,
    }));
    return { fileName: `学生初始密码-${sanitizeName(cls.name)}.xlsx`, body: await writeStudentPasswordWorkbook(rows) };
  },
};
