import { randomInt } from 'node:crypto';
import {
  ROLES,
  StaffMessages,
  type RoleValue,
  type TChangePasswordRequest,
  type TSetStaffAccessRequest,
  type TStaffMember,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { hashPassword, verifyPassword } from '../account/password.js';
import { staffRepository } from './staff.repository.js';
import { auditService } from '../audit/audit.service.js';

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read out over the phone is typed right. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = 8): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** The member's name and phone, as the audit log names them; another school's user is not found. */
async function requireMember(db: Db, actor: Actor, userId: number): Promise<string> {
  const member = await staffRepository.memberOf(db, actor.schoolId, userId);
  if (!member) throw notFound(StaffMessages.notMember);
  return `${member.name}（${member.phone}）`;
}

/** What a SetStaffAccess changed, in the words of the 教师管理 page. */
function accessChange(input: TSetStaffAccessRequest): string {
  const parts: string[] = [];
  if (input.isDisable !== undefined) parts.push(input.isDisable ? '停用账号' : '启用账号');
  if (input.teachInfoPower !== undefined) parts.push(input.teachInfoPower ? '允许免审批加入班级' : '取消免审批加入班级');
  return parts.join('，');
}

/** 教师管理: the school's administrators list members, disable them, let them join classes freely, reset passwords. */
export const staffService = {
  async list(db: Db, actor: Actor): Promise<TStaffMember[]> {
    guardMember(actor, { admin: true });
    const rows = await staffRepository.membershipsOfSchool(db, actor.schoolId);
    const byUser = new Map<number, TStaffMember>();
    for (const r of rows) {
      const member = byUser.get(r.userId) ?? { userId: r.userId, name: r.name, phone: r.phone, roles: [], isDisable: true, teachInfoPower: false };
      member.roles.push(r.role as RoleValue);
      member.isDisable &&= r.isDisable;
      member.teachInfoPower ||= r.teachInfoPower;
      byUser.set(r.userId, member);
    }
    // Roles in one fixed order (教师, 学校管理员, 超级管理员), whatever order the database returned the memberships in.
    for (const member of byUser.values()) member.roles.sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));
    return [...byUser.values()];
  },

  async setAccess(db: Db, actor: Actor, input: TSetStaffAccessRequest): Promise<void> {
    guardMember(actor, { admin: true });
    const target = await requireMember(db, actor, input.userId);
    if (input.isDisable && input.userId === actor.userId) throw badRequest(StaffMessages.notSelf);
    await db.transaction().execute(async (tx) => {
      await staffRepository.setAccess(tx, actor.schoolId, input.userId, { isDisable: input.isDisable, teachInfoPower: input.teachInfoPower });
      await auditService.record(tx, actor, { action: 'staff.access', target, detail: accessChange(input) });
    });
  },

  /** A new temporary password for a member of the school, shown once; the member's sessions end. */
  async resetPassword(db: Db, actor: Actor, userId: number): Promise<{ password: string }> {
    guardMember(actor, { admin: true });
    const target = await requireMember(db, actor, userId);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (tx) => {
      await staffRepository.setPassword(tx, userId, passwordHash);
      await staffRepository.endSessions(tx, userId);
      await auditService.record(tx, actor, { action: 'staff.resetPassword', target });
    });
    return { password };
  },

  /** The member's own password, after checking the old one; their other sessions end. */
  async changeOwnPassword(db: Db, actor: Actor, input: TChangePasswordRequest): Promise<void> {
    guardMember(actor);
    if (!(await verifyPassword(await staffRepository.passwordHashOf(db, actor.userId), input.oldPassword))) throw badRequest(StaffMessages.wrongOldPassword);
    if (input.oldPassword === input.newPassword) throw badRequest(StaffMessages.samePassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (tx) => {
      await staffRepository.setPassword(tx, actor.userId, passwordHash);
      await staffRepository.endSessions(tx, actor.userId, actor.sessionId);
    });
  },
};
