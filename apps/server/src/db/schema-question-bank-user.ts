import type { ColumnType, Generated } from 'kysely';

/** Column types of the teacher's question-bank tables (migration 20261122T0740_question_bank_user), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ItemCollectionsTable { userId: number; schoolId: number; itemGuid: string; itemVersion: number; createdAt: Timestamp }
export interface BasketItemsTable {
  userId: number;
  schoolId: number;
  periodCode: string;
  km: string;
  itemGuid: string;
  itemVersion: number;
  itemType: number;
  score: number;
  answerAreaHeight: number | null;
  sort: number;
  createdAt: Timestamp;
}
export interface BankSelectionsTable {
  userId: number;
  schoolId: number;
  periodCode: string;
  km: string;
  textbookGuid: string | null;
  chapterGuid: string | null;
  updatedAt: Timestamp;
}
export interface ItemCorrectionsTable {
  id: Generated<number>;
  itemGuid: string;
  itemVersion: number;
  userId: number;
  schoolId: number;
  reasons: number[];
  remark: string;
  createdAt: Timestamp;
  /** Review state (migration 20261122T0800_item_correction_review): 0 pending, 1 fixed, 2 dismissed. */
  status: ColumnType<number, number | undefined, number>;
  handledBy: number | null;
  handledAt: Date | null;
  handledNote: ColumnType<string, string | undefined, string>;
  fixedVersion: number | null;
}
export interface ItemSchoolUsesTable { schoolId: number; itemGuid: string; useCount: number; lastUsedAt: Timestamp }

export interface QuestionBankUserTables {
  itemCollections: ItemCollectionsTable;
  basketItems: BasketItemsTable;
  bankSelections: BankSelectionsTable;
  itemCorrections: ItemCorrectionsTable;
  itemSchoolUses: ItemSchoolUsesTable;
}
