import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { Database, PapersTable } from '../../db/schema.js';

/** A paper as collections and sharing need it: the columns of the papers table they read. */
export type PaperRow = Pick<Selectable<PapersTable>, 'guid' | 'name' | 'periodCode' | 'km' | 'gradeCode' | 'source' | 'schoolId'
  | 'creatorUserId' | 'year' | 'totalScore' | 'createdAt'>;

/** A collected paper of the list, with its item count and the session school's share. */
export interface CollectedPaperRow extends PaperRow {
  itemCount: number;
  sharedByUserId: number | null;
}

export interface CollectedPaperFilters {
  period: string;
  km: string;
  gradeCode?: string;
  year?: number;
  keyword?: string;
}

const PAPER_COLUMNS = ['papers.guid', 'papers.name', 'papers.periodCode', 'papers.km', 'papers.gradeCode', 'papers.source', 'papers.schoolId',
  'papers.creatorUserId', 'papers.year', 'papers.totalScore', 'papers.createdAt'] as const;
/** papers.source of a teacher's own paper: private to its creator until shared (literal of PaperSource.MyPaper). */
const MY_PAPER = 4;

/** LIKE pattern for a literal keyword: % and _ typed by a teacher are not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Papers a teacher of a school may see: platform papers and the school's own, but another teacher's own paper
 * (my paper library) only once it is shared to the school. Another school's paper is never visible.
 */
export function paperVisibleTo(schoolId: number, userId: number) {
  return (eb: ExpressionBuilder<Database, 'papers'>) => eb.or([
    eb('papers.schoolId', 'is', null),
    eb.and([
      eb('papers.schoolId', '=', schoolId),
      eb.or([
        eb('papers.source', '<>', MY_PAPER),
        eb('papers.creatorUserId', '=', userId),
        eb.exists(eb.selectFrom('paperShares').select(sql`1`.as('one'))
          .whereRef('paperShares.paperGuid', '=', 'papers.guid').where('paperShares.schoolId', '=', schoolId)),
      ]),
    ]),
  ]);
}

/** Collected papers (收藏的试卷) and the school paper library's shares; every query is scoped by school. */
export const paperCollectionsRepository = {
  findVisible(db: DbOrTx, schoolId: number, userId: number, paperGuid: string): Promise<PaperRow | undefined> {
    return db.selectFrom('papers').select(PAPER_COLUMNS).where('papers.guid', '=', paperGuid).where(paperVisibleTo(schoolId, userId))
      .executeTakeFirst();
  },

  async collect(db: DbOrTx, userId: number, schoolId: number, paperGuid: string): Promise<void> {
    await db.insertInto('paperCollections').values({ userId, schoolId, paperGuid })
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'paperGuid']).doNothing()).execute();
  },

  async uncollect(db: DbOrTx, userId: number, schoolId: number, paperGuid: string): Promise<void> {
    await db.deleteFrom('paperCollections').where('userId', '=', userId).where('schoolId', '=', schoolId)
      .where('paperGuid', '=', paperGuid).execute();
  },

  /** Which of the papers the teacher collected in this school (for any paper list's isCollection). */
  async collectedOf(db: DbOrTx, userId: number, schoolId: number, paperGuids: string[]): Promise<Set<string>> {
    if (paperGuids.length === 0) return new Set();
    const rows = await db.selectFrom('paperCollections').select('paperGuid')
      .where('userId', '=', userId).where('schoolId', '=', schoolId).where('paperGuid', 'in', paperGuids).execute();
    return new Set(rows.map((r) => r.paperGuid));
  },

  /** The teacher's collected papers of one period and subject, newest collected first. */
  async page(db: DbOrTx, userId: number, schoolId: number, f: CollectedPaperFilters, paging: { offset: number; limit: number }):
  Promise<{ rows: CollectedPaperRow[]; total: number }> {
    let base = db.selectFrom('paperCollections')
      .innerJoin('papers', 'papers.guid', 'paperCollections.paperGuid')
      .where('paperCollections.userId', '=', userId).where('paperCollections.schoolId', '=', schoolId)
      .where(paperVisibleTo(schoolId, userId))
      .where('papers.periodCode', '=', f.period).where('papers.km', '=', f.km);
    if (f.gradeCode) base = base.where('papers.gradeCode', '=', f.gradeCode);
    if (f.year !== undefined) base = base.where('papers.year', '=', f.year);
    if (f.keyword) base = base.where('papers.name', 'ilike', likePattern(f.keyword));
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    if (Number(total) === 0 || paging.offset >= Number(total)) return { rows: [], total: Number(total) };
    const rows = await base
      .leftJoin('paperShares', (join) => join.onRef('paperShares.paperGuid', '=', 'papers.guid').on('paperShares.schoolId', '=', schoolId))
      .select(PAPER_COLUMNS)
      .select((eb) => [
        'paperShares.sharedByUserId',
        eb.selectFrom('paperItems').select(sql<number>`count(*)::int`.as('n')).whereRef('paperItems.paperGuid', '=', 'papers.guid').as('itemCount'),
      ])
      .orderBy('paperCollections.createdAt', 'desc').orderBy('papers.guid').offset(paging.offset).limit(paging.limit).execute();
    return { rows: rows.map((r) => ({ ...r, totalScore: Number(r.totalScore), itemCount: Number(r.itemCount ?? 0) })), total: Number(total) };
  },

  /** Who shared the paper to this school's library, or undefined when it is not shared there. */
  shareOf(db: DbOrTx, schoolId: number, paperGuid: string) {
    return db.selectFrom('paperShares').select(['sharedByUserId', 'sharedAt']).where('schoolId', '=', schoolId)
      .where('paperGuid', '=', paperGuid).executeTakeFirst();
  },

  /** The papers of the list shared to this school's library, each with who shared it. */
  async sharesOf(db: DbOrTx, schoolId: number, paperGuids: string[]): Promise<Map<string, number>> {
    if (paperGuids.length === 0) return new Map();
    const rows = await db.selectFrom('paperShares').select(['paperGuid', 'sharedByUserId'])
      .where('schoolId', '=', schoolId).where('paperGuid', 'in', paperGuids).execute();
    return new Map(rows.map((r) => [r.paperGuid, r.sharedByUserId]));
  },

  async share(db: DbOrTx, schoolId: number, paperGuid: string, userId: number): Promise<void> {
    await db.insertInto('paperShares').values({ schoolId, paperGuid, sharedByUserId: userId })
      .onConflict((oc) => oc.columns(['schoolId', 'paperGuid']).doNothing()).execute();
  },

  async unshare(db: DbOrTx, schoolId: number, paperGuid: string): Promise<void> {
    await db.deleteFrom('paperShares').where('schoolId', '=', schoolId).where('paperGuid', '=', paperGuid).execute();
  },

  /** Deletes one of the school's own papers; its items, collections and shares go with it. */
  async deleteSchoolPaper(db: DbOrTx, schoolId: number, paperGuid: string, source: number): Promise<boolean> {
    const r = await db.deleteFrom('papers').where('guid', '=', paperGuid).where('schoolId', '=', schoolId).where('source', '=', source)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
};
