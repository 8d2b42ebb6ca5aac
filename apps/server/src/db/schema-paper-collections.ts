import type { ColumnType } from 'kysely';

/** Column types of collected and shared papers (migration 20261122T0820_paper_collections_shares), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PaperCollectionsTable { userId: number; schoolId: number; paperGuid: string; createdAt: Timestamp }
/** A paper shared to one school's paper library (isShareStatus 100 while the row exists). */
export interface PaperSharesTable { schoolId: number; paperGuid: string; sharedByUserId: number; sharedAt: Timestamp }

export interface PaperCollectionTables {
  paperCollections: PaperCollectionsTable;
  paperShares: PaperSharesTable;
}
