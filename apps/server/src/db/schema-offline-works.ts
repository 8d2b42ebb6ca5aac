import type { ColumnType } from 'kysely';

/** Column types of the 线下作业 table (migration 20261129T0800_offline_works), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OfflineWorksTable {
  guid: string;
  schoolId: number;
  teacherUserId: number;
  classGuid: string;
  km: string;
  name: string;
  /** Midnight (China time) of the day the homework was given. */
  startTime: Timestamp;
  expectedCount: number;
  submitCount: number;
  markedCount: number;
  avgScore: number;
  fullScore: number;
  uploadedByUserId: number;
  uploadedAt: Timestamp;
}

export interface OfflineWorkTables {
  offlineWorks: OfflineWorksTable;
}
