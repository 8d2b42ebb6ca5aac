import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A homework reopened for one student (migration 20261129T0400_work_student_extensions). */
export interface WorkStudentExtensionsTable {
  workGuid: string;
  studentGuid: string;
  schoolId: number;
  endTime: Timestamp;
  createdBy: number;
  createdAt: Timestamp;
}

export interface WorkAdjustTables {
  workStudentExtensions: WorkStudentExtensionsTable;
}
