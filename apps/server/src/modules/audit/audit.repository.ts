import type { AuditAction } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

export interface AuditRow {
  schoolId: number;
  actorUserId: number | null;
  actorRole: string;
  action: AuditAction;
  target: string;
  detail: string;
  ip: string;
}

export interface AuditFilter {
  action?: AuditAction;
  /** Inclusive start and exclusive end instants. */
  from?: Date;
  until?: Date;
}

/** The audit log: written by the administrator actions, read by the school's administrators. */
export const auditRepository = {
  async insert(db: DbOrTx, row: AuditRow): Promise<void> {
    await db.insertInto('auditLog').values(row).execute();
  },

  /** One page of the school's entries, newest first, with the actor's name and phone when the account still exists. */
  async page(db: DbOrTx, schoolId: number, filter: AuditFilter, paging: { pageIndex: number; pageSize: number }) {
    let q = db.selectFrom('auditLog').where('auditLog.schoolId', '=', schoolId);
    if (filter.action) q = q.where('auditLog.action', '=', filter.action);
    if (filter.from) q = q.where('auditLog.createdAt', '>=', filter.from);
    if (filter.until) q = q.where('auditLog.createdAt', '<', filter.until);
    const [rows, count] = await Promise.all([
      q.leftJoin('users', 'users.id', 'auditLog.actorUserId')
        .select(['auditLog.id', 'auditLog.action', 'auditLog.actorRole', 'auditLog.target', 'auditLog.detail', 'auditLog.ip', 'auditLog.createdAt', 'users.name', 'users.phone'])
        .orderBy('auditLog.createdAt', 'desc')
        .orderBy('auditLog.id', 'desc')
        .limit(paging.pageSize)
        .offset((paging.pageIndex - 1) * paging.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },
};
