import type { ColumnType, Generated } from 'kysely';

/** Column types of problem reports, manual handling and 备课 (migration 20261128T1200_paper_detail_preparing), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb lists are written as JSON strings and read back parsed. */
type JsonList<T> = ColumnType<T[], string | undefined, string>;

export interface PaperNoticesTable {
  id: Generated<number>;
  schoolId: number;
  paperGuid: string;
  reporterUserId: number;
  message: string;
  questions: JsonList<number>;
  createdAt: Timestamp;
}

export interface PaperManualRequestsTable {
  id: Generated<number>;
  schoolId: number;
  paperGuid: string;
  requesterUserId: number;
  remark: string;
  questions: JsonList<number>;
  /** 1 pending (the paper is held), 2 finished. */
  status: ColumnType<number, number | undefined, number>;
  result: ColumnType<string, string | undefined, string>;
  finisherUserId: number | null;
  createdAt: Timestamp;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PreparingWorksTable {
  guid: string;
  schoolId: number;
  userId: number;
  paperGuid: string;
  paperSource: number;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string;
  classGuids: JsonList<string>;
  /** date: read as 'YYYY-MM-DD' through lessonDayOf (pg and PGlite return a Date or a string). */
  lessonDate: ColumnType<Date | string, string, string>;
  notes: string;
  status: ColumnType<number, number | undefined, number>;
  openCount: ColumnType<number, number | undefined, number>;
  lastOpenedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PreparingWorkFilesTable { preparingGuid: string; fileKey: string; sort: number }

export interface PaperDetailTables {
  paperNotices: PaperNoticesTable;
  paperManualRequests: PaperManualRequestsTable;
  preparingWorks: PreparingWorksTable;
  preparingWorkFiles: PreparingWorkFilesTable;
}
