import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A teacher's teaching progress of one grade and subject (migration 20261130T0800_teaching_progress). */
export interface TeachingProgressesTable {
  guid: string;
  schoolId: number;
  userId: number;
  periodCode: string;
  km: string;
  gradeCode: string;
  textbookGuid: string;
  currentChapterGuid: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A chapter's planned dates (YYYY-MM-DD) and note within one progress. */
export interface TeachingProgressItemsTable {
  progressGuid: string;
  schoolId: number;
  chapterGuid: string;
  planStart: string | null;
  planEnd: string | null;
  remark: ColumnType<string, string | undefined, string>;
}

/** A first-use guide a user closed (migration 20261130T0810_user_guides). */
export interface UserGuidesTable {
  userId: number;
  guide: string;
  closedAt: Timestamp;
}

/** The grade a teacher prepares for in one subject (migration 20261130T0905_teaching_scopes). */
export interface TeachingScopesTable {
  schoolId: number;
  userId: number;
  periodCode: string;
  km: string;
  gradeCode: string;
}

export interface TeachProgressTables {
  teachingProgresses: TeachingProgressesTable;
  teachingProgressItems: TeachingProgressItemsTable;
  userGuides: UserGuidesTable;
  teachingScopes: TeachingScopesTable;
}
