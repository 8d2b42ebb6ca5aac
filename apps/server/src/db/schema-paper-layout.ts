import type { ColumnType } from 'kysely';

/** Column types of the paper layout's draft (migration 20261128T1100_paper_layout_drafts), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PaperLayoutDraftsTable {
  userId: number;
  schoolId: number;
  periodCode: string;
  km: string;
  paperGuid: string;
  /** The draft edits a saved paper (opened with its paperGuid): saving updates that paper. */
  isSaved: ColumnType<boolean, boolean | undefined, boolean>;
  title: string;
  paperType: ColumnType<number, number | undefined, number>;
  sideType: ColumnType<number, number | undefined, number>;
  fontSize: ColumnType<number, number | undefined, number>;
  /** numeric: read through Number(); pg returns it as a string. */
  lineHeight: ColumnType<number | string, number | undefined, number>;
  structureStatus: ColumnType<number, number | undefined, number>;
  /** itemGuid → the shared MultSetting of a multiple-choice question; absent = the default rule. */
  multSettings: ColumnType<Record<string, unknown>, string | undefined, string>;
  updatedAt: Timestamp;
}

export interface PaperLayoutTables {
  paperLayoutDrafts: PaperLayoutDraftsTable;
}
