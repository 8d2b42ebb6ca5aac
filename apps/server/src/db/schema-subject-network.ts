import type { ColumnType } from 'kysely';

/** Column types of the subject-network return tables (migration 20261129T1500_subject_network_returns), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface XkwReturnsTable {
  token: string;
  schoolId: number;
  userId: number;
  periodCode: string;
  km: string;
  workType: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}
export interface XkwReceivedTable {
  token: string;
  schoolId: number;
  externalId: string;
  itemGuid: string;
  /** Order of arrival within the token. */
  sort: number;
  receivedAt: Timestamp;
  /** Set by DeleteXkwItem: the question left the basket. */
  removedAt: Defaulted<Date | null>;
}
export interface SubjectNetworkTables {
  xkwReturns: XkwReturnsTable;
  xkwReceived: XkwReceivedTable;
}
