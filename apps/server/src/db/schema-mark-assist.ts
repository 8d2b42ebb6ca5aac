import type { ColumnType } from 'kysely';

/** An answer taken out of its automatic group by the teacher (migration 20261129T0500). */
export interface AnswerGroupSplitsTable {
  submissionGuid: string;
  th: number;
  workGuid: string;
  groupNo: number;
  schoolId: number;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The word-marking tolerance of one homework question (migration 20261130T0710); no row means 0. */
export interface MarkAssistTolerancesTable {
  workGuid: string;
  th: number;
  schoolId: number;
  tolerance: number;
  updatedBy: number | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MarkAssistTables {
  answerGroupSplits: AnswerGroupSplitsTable;
  markAssistTolerances: MarkAssistTolerancesTable;
}
