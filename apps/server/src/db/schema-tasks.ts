import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A file made by the server (an export, a PDF), kept in file storage under storageKey until expiresAt. */
export interface GeneratedFilesTable {
  id: Generated<string>;
  schoolId: number;
  /** Only this user may download it; null: any member of the school (a shared paper PDF). */
  ownerUserId: number | null;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
  /** What the file was made from (a paper and its version): the same key finds the kept file instead of rendering again. */
  cacheKey: string | null;
  createdAt: Timestamp;
  expiresAt: Date | null;
}

/** pg-boss's states of the task's job, as far as the task centre cares. */
export type TaskRowState = 'created' | 'active' | 'retry' | 'completed' | 'failed';

/** A task of the task centre (spec 03 §2.7): one user's background work; its id is also the pg-boss job id. */
export interface TasksTable {
  id: string;
  schoolId: number;
  userId: number;
  km: string;
  workGuid: string | null;
  name: string;
  /** Spec 03 §4 task job types: 1 page refresh, 2 file download, 3 answer-sheet export, 4 sorted-data export. */
  type: number;
  jobName: string;
  state: ColumnType<TaskRowState, TaskRowState | undefined, TaskRowState>;
  createdAt: Timestamp;
  startedAt: Date | null;
  finishedAt: Date | null;
  runSeconds: number | null;
  fileId: string | null;
  /** Why it failed, in Chinese, shown to the teacher. */
  errorMessage: string | null;
}

export interface TaskTables {
  generatedFiles: GeneratedFilesTable;
  tasks: TasksTable;
}
