import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Help centre tables (migration 20261129T0300). Categories and articles are platform content (no school). */
export interface HelpCategoriesTable { code: string; name: string; description: string; sort: number }
export interface HelpArticlesTable {
  id: Generated<number>;
  guid: string;
  categoryCode: string;
  title: string;
  body: string;
  sort: number;
  viewCount: Generated<number>;
  updatedAt: Timestamp;
}
/** One 'was this helpful' answer per user and article. */
export interface HelpArticleVotesTable { articleId: number; userId: number; helpful: boolean; votedAt: Timestamp }
export interface HelpFeedbacksTable {
  id: Generated<number>;
  guid: string;
  schoolId: number;
  userId: number;
  type: number;
  content: string;
  /** Stored files of purpose 'feedback', of the same school. */
  imageKeys: ColumnType<string[], string[] | undefined, string[]>;
  answer: string | null;
  answeredBy: number | null;
  answeredAt: Date | null;
  createdAt: Timestamp;
}

export interface HelpCenterTables {
  helpCategories: HelpCategoriesTable;
  helpArticles: HelpArticlesTable;
  helpArticleVotes: HelpArticleVotesTable;
  helpFeedbacks: HelpFeedbacksTable;
}
