import { isSchoolAdmin, MEMBER_DISABLED_ADVICE, PowerAdvice, ServiceStatus, serviceAdvice } from '@zuoyeben/shared';
import type { Actor } from '../plugins/session.js';
import { forbidden } from './errors.js';

/** Permission flags the server checks where the spec's UI checks them. */
export type GuardedPower = keyof typeof PowerAdvice;

export interface MemberGuard {
  /** The action uses the school's online-homework service (publishing, editing a work, entering answers). */
  service?: boolean;
  /** The action needs this flag of the permission object. */
  power?: GuardedPower;
  /** Only the school's administrators (Salesman, Collector) may do it. */
  admin?: boolean;
}

export const ADMIN_ONLY = '仅学校管理员可以进行此操作';

/**
 * The first line of every guarded service call (spec 03 §6: isdisable unset and serverstatus 0; the flags of spec 01
 * §6 and 02 §6). Answers 403 with the advice the web app shows: a disabled member, then an unusable service, then a
 * missing flag. Reads only the actor (the session plugin loaded its access with the session).
 */
export function guardMember(actor: Pick<Actor, 'access' | 'role'>, guard: MemberGuard = {}): void {
  const { access } = actor;
  if (access.isDisable) throw forbidden(MEMBER_DISABLED_ADVICE);
  if (guard.admin && !isSchoolAdmin(actor.role)) throw forbidden(ADMIN_ONLY);
  if (guard.service && access.serverStatus !== ServiceStatus.Usable) throw forbidden(serviceAdvice(access.serverStatus));
  if (guard.power && !access[guard.power]) throw forbidden(PowerAdvice[guard.power]);
}

/** Whether the actor holds a flag, for rules that change with it rather than refuse (e.g. class joining). */
export function hasPower(actor: Pick<Actor, 'access'>, power: GuardedPower): boolean {
  return actor.access[power];
}

/** Whether the actor joins classes without an administrator's approval (an administrator, or teachInfoPower). */
export function joinsClassesFreely(actor: Pick<Actor, 'access' | 'role'>): boolean {
  return isSchoolAdmin(actor.role) || hasPower(actor, 'teachInfoPower');
}

/** What guardMember would answer for this guard, without throwing: allowed, or the refusal's words. */
export function guardOutcome(actor: Pick<Actor, 'access' | 'role'>, guard: MemberGuard = {}): { allowed: boolean; reason: string | null } {
  try {
    guardMember(actor, guard);
    return { allowed: true, reason: null };
  } catch (error) {
    return { allowed: false, reason: (error as Error).message };
  }
}

/** The students' side of the service guard: a school whose online-homework service is not usable takes no answers. */
export function guardStudent(student: { serviceStatus: number }): void {
  if (student.serviceStatus !== ServiceStatus.Usable) throw forbidden(serviceAdvice(student.serviceStatus));
}
