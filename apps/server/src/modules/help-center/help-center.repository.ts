import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ArticleRow {
  id: number;
  guid: string;
  title: string;
  body: string;
  categoryCode: string;
  categoryName: string;
  viewCount: number;
  updatedAt: Date;
}

export interface FeedbackRow {
  id: number;
  guid: string;
  schoolId: number;
  userId: number;
  type: number;
  content: string;
  imageKeys: string[];
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  userName: string;
  userPhone: string;
  answererName: string | null;
}

/** All SQL of the help centre. Articles are platform content; feedback is always read within one school. */
export const helpCenterRepository = {
  async categories(db: DbOrTx) {
    return db
      .selectFrom('helpCategories as c')
      .leftJoin('helpArticles as a', 'a.categoryCode', 'c.code')
      .select(['c.code', 'c.name', 'c.description', sql<number>`count(a.id)::int`.as('count')])
      .groupBy(['c.code', 'c.name', 'c.description', 'c.sort'])
      .orderBy('c.sort')
      .execute();
  },

  articleQuery(db: DbOrTx) {
    return db
      .selectFrom('helpArticles as a')
      .innerJoin('helpCategories as c', 'c.code', 'a.categoryCode')
      .select(['a.id', 'a.guid', 'a.title', 'a.body', 'a.categoryCode', 'c.name as categoryName', 'a.viewCount', 'a.updatedAt']);
  },

  /** A category's articles or a search of titles and bodies (case-insensitive), titles matching first. */
  async list(db: DbOrTx, filter: { categoryCode?: string; keyword?: string }, page: { offset: number; limit: number }) {
    let q = this.articleQuery(db);
    if (filter.categoryCode) q = q.where('a.categoryCode', '=', filter.categoryCode);
    const keyword = filter.keyword;
    if (keyword) {
      const pattern = likePattern(keyword);
      q = q.where((eb) => eb.or([eb('a.title', 'ilike', pattern), eb('a.body', 'ilike', pattern)]));
    }
    const { total } = await q.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    let ordered = q;
    if (keyword) ordered = ordered.orderBy(sql`CASE WHEN a.title ILIKE ${likePattern(keyword)} THEN 0 ELSE 1 END`);
    const rows: ArticleRow[] = await ordered.orderBy('c.sort').orderBy('a.sort').offset(page.offset).limit(page.limit).execute();
    return { rows, total };
  },

  async hot(db: DbOrTx, limit: number): Promise<ArticleRow[]> {
    return this.articleQuery(db).orderBy('a.viewCount', 'desc').orderBy('a.sort').limit(limit).execute();
  },

  async findByGuid(db: DbOrTx, guid: string): Promise<ArticleRow | undefined> {
    return this.articleQuery(db).where('a.guid', '=', guid).executeTakeFirst();
  },

  /** Counts one reading; returns the new count. */
  async addView(db: DbOrTx, id: number): Promise<number> {
    const row = await db.updateTable('helpArticles').set({ viewCount: sql`view_count + 1` }).where('id', '=', id).returning('viewCount').executeTakeFirstOrThrow();
    return row.viewCount;
  },

  async votes(db: DbOrTx, articleId: number, userId: number) {
    const row = await db
      .selectFrom('helpArticleVotes')
      .where('articleId', '=', articleId)
      .select([
        sql<number>`count(*) FILTER (WHERE helpful)::int`.as('helpfulCount'),
        sql<number>`count(*) FILTER (WHERE NOT helpful)::int`.as('unhelpfulCount'),
        sql<boolean | null>`bool_or(helpful) FILTER (WHERE user_id = ${userId})`.as('myVote'),
      ])
      .executeTakeFirstOrThrow();
    return row;
  },

  async vote(db: DbOrTx, articleId: number, userId: number, helpful: boolean): Promise<void> {
    await db
      .insertInto('helpArticleVotes')
      .values({ articleId, userId, helpful, votedAt: new Date() })
      .onConflict((oc) => oc.columns(['articleId', 'userId']).doUpdateSet({ helpful, votedAt: new Date() }))
      .execute();
  },

  /** Feedback screenshots among `keys` that this user uploaded in this school. */
  async ownFeedbackImages(db: DbOrTx, schoolId: number, userId: number, keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await db
      .selectFrom('files')
      .select('key')
      .where('schoolId', '=', schoolId)
      .where('uploaderUserId', '=', userId)
      .where('purpose', '=', 'feedback')
      .where('key', 'in', keys)
      .execute();
    return rows.map((r) => r.key);
  },

  async imageFiles(db: DbOrTx, schoolId: number, keys: readonly string[]) {
    if (keys.length === 0) return [];
    return db.selectFrom('files').select(['key', 'originalName', 'size']).where('schoolId', '=', schoolId).where('key', 'in', keys).execute();
  },

  async insertFeedback(db: DbOrTx, row: { guid: string; schoolId: number; userId: number; type: number; content: string; imageKeys: string[] }): Promise<void> {
    await db.insertInto('helpFeedbacks').values(row).execute();
  },

  feedbackQuery(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('helpFeedbacks as f')
      .innerJoin('users as u', 'u.id', 'f.userId')
      .leftJoin('users as r', 'r.id', 'f.answeredBy')
      .where('f.schoolId', '=', schoolId);
  },

  async feedbackList(db: DbOrTx, schoolId: number, filter: { userId?: number; unanswered?: boolean }, page: { offset: number; limit: number }) {
    let q = this.feedbackQuery(db, schoolId);
    if (filter.userId !== undefined) q = q.where('f.userId', '=', filter.userId);
    if (filter.unanswered) q = q.where('f.answer', 'is', null);
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows: FeedbackRow[] = await q
      .select([
        'f.id', 'f.guid', 'f.schoolId', 'f.userId', 'f.type', 'f.content', 'f.imageKeys', 'f.answer', 'f.answeredAt', 'f.createdAt',
        'u.name as userName', 'u.phone as userPhone', 'r.name as answererName',
      ])
      .orderBy('f.createdAt', 'desc')
      .orderBy('f.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return { rows, total };
  },

  async findFeedback(db: DbOrTx, schoolId: number, guid: string) {
    return db.selectFrom('helpFeedbacks').select(['id', 'guid']).where('schoolId', '=', schoolId).where('guid', '=', guid).executeTakeFirst();
  },

  async answerFeedback(db: DbOrTx, id: number, answer: string, answeredBy: number): Promise<void> {
    await db.updateTable('helpFeedbacks').set({ answer, answeredBy, answeredAt: new Date() }).where('id', '=', id).execute();
  },
};
