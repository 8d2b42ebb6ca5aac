import type { ColumnType } from 'kysely';
import type { TImportedQuestion, TImportProblem } from '@zuoyeben/shared';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** A Word paper read for import, kept until the teacher saves or deletes it (migration 20261125T1600_paper_import). */
export interface PaperImportDraftsTable {
  guid: string;
  schoolId: number;
  userId: number;
  periodCode: string;
  km: string;
  fileName: string;
  name: string;
  status: ColumnType<'draft' | 'saved', 'draft' | 'saved' | undefined, 'draft' | 'saved'>;
  paperGuid: string | null;
  questions: Json<TImportedQuestion[]>;
  problems: Json<TImportProblem[]>;
  skipped: Json<TImportProblem[]>;
  /** The pictures this draft stored (files of purpose item-image). */
  imageKeys: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PaperImportTables {
  paperImportDrafts: PaperImportDraftsTable;
}
