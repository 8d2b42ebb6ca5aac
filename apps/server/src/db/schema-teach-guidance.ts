import type { ColumnType } from 'kysely';

/** Column types of the teacher's teaching-guidance choice (migration 20261122T0900_teaching_guidance_selections). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TeachingGuidanceSelectionsTable {
  userId: number;
  schoolId: number;
  periodCode: string;
  km: string;
  guidanceGuid: string;
  chapterGuid: string | null;
  updatedAt: Timestamp;
}

export interface TeachGuidanceTables {
  teachingGuidanceSelections: TeachingGuidanceSelectionsTable;
}
