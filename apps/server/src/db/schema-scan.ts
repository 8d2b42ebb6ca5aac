import type { ColumnType } from 'kysely';

/** Column types of the scan tables (migration 20261129T0100_scan_batches), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface ScanSource {
  key: string;
  kind: 'pdf' | 'image';
  name: string;
}

export interface ScanBatchesTable {
  guid: string;
  schoolId: number;
  workGuid: string;
  uploaderUserId: number;
  fileName: string;
  sources: Json<ScanSource[]>;
  status: Defaulted<string>;
  message: Defaulted<string>;
  taskId: Defaulted<string | null>;
  createdAt: Timestamp;
}

export interface ScanPagesTable {
  guid: string;
  schoolId: number;
  batchGuid: string;
  workGuid: string;
  pageIndex: number;
  imageKey: Defaulted<string | null>;
  status: Defaulted<string>;
  cardPage: Defaulted<number | null>;
  flags: Json<string[]>;
  message: Defaulted<string>;
  /** The machine's reading without image bytes (ScanPageReading minus crops). */
  reading: ColumnType<unknown, string | null | undefined, string | null>;
  /** Stored crop images by question number ('0' the student number). */
  cropKeys: Json<Record<string, string>>;
  studentNo: Defaulted<string | null>;
  matchedStudentGuid: Defaulted<string | null>;
  decidedStudentGuid: Defaulted<string | null>;
  /** The teacher's answers by question number; never touched by a re-read. */
  decidedAnswers: Json<Record<string, string>>;
  /** The teacher's alignment: the four corner-mark centres clicked on the page image (px), used by every re-read. */
  decidedCorners: ColumnType<{ x: number; y: number }[] | null, string | null | undefined, string | null>;
  /** The student whose submission this page last wrote (so a move or delete can take its answers back). */
  writtenStudentGuid: Defaulted<string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ScanTables {
  scanBatches: ScanBatchesTable;
  scanPages: ScanPagesTable;
}
