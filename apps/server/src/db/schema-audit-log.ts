import type { ColumnType, Generated } from 'kysely';

/** Column types of the audit log (migration 20261129T1100_audit_log), camelCase. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AuditLogTable {
  /** bigserial: PostgreSQL hands it back as a string, the repository turns it into a number. */
  id: Generated<string>;
  schoolId: number;
  actorUserId: number | null;
  actorRole: string;
  action: string;
  target: Defaulted<string>;
  detail: Defaulted<string>;
  ip: Defaulted<string>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export interface AuditLogTables {
  auditLog: AuditLogTable;
}
