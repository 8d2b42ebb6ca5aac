import type { AuditAction, TAuditLog, TAuditLogQuery } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { auditRepository } from './audit.repository.js';

/** Who acted: the actor of a member route, or the user and role a school switch lands on. */
export type AuditWho = Pick<Actor, 'schoolId' | 'userId' | 'role'> & { ip?: string };

export interface AuditEntry {
  action: AuditAction;
  /** Whom or what the action touched, in words the administrator recognises (a name, a class, a file). */
  target?: string;
  /** What changed, briefly (counts, the new setting). */
  detail?: string;
}

const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;
/** Long lists of names (a bulk removal) are cut so one row stays readable; the count is always in the detail. */
const TARGET_MAX = 200;

/** Names joined with 、, shortened to TARGET_MAX with 等 when the list is long. */
export function namesOf(names: readonly string[]): string {
  const joined = names.join('、');
  return joined.length <= TARGET_MAX ? joined : `${joined.slice(0, TARGET_MAX)}等`;
}

/** The audit log (OWASP ASVS V7): administrator actions are written with the change, in its transaction when it has one. */
export const auditService = {
  async record(db: DbOrTx, who: AuditWho, entry: AuditEntry): Promise<void> {
    await auditRepository.insert(db, {
      schoolId: who.schoolId,
      actorUserId: who.userId,
      actorRole: who.role,
      action: entry.action,
      target: entry.target ?? '',
      detail: entry.detail ?? '',
      ip: who.ip ?? '',
    });
  },

  /** 操作日志: the school's administrators read their own school's entries only. */
  async page(db: DbOrTx, actor: Actor, query: TAuditLogQuery): Promise<TAuditLog> {
    guardMember(actor, { admin: true });
    const { rows, total } = await auditRepository.page(db, actor.schoolId, {
      action: query.action,
      from: query.from ? chinaMidnight(query.from) : undefined,
      until: query.to ? new Date(chinaMidnight(query.to).getTime() + DAY_MS) : undefined,
    }, query);
    return {
      total,
      list: rows.map((r) => ({
        id: Number(r.id),
        action: r.action as AuditAction,
        actorName: r.name ?? '',
        actorPhone: r.phone ?? '',
        actorRole: r.actorRole,
        target: r.target,
        detail: r.detail,
        ip: r.ip,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  },
};
