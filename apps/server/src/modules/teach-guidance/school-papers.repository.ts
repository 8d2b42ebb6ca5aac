import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { Database, PapersTable } from '../../db/schema.js';
import { BANK_ITEM_COLUMNS, type BankItemRow } from '../question-bank/bank-items.repository.js';
import { itemVisibleTo } from './teach-guidance.repository.js';

/** Literals of PaperSource: the school's daily practice (2) and a teacher's own paper (4). */
const SCHOOL_PRACTICE = 2;
const MY_PAPER = 4;

export interface LibraryFilters {
  period: string;
  km: string;
  year?: number;
  gradeCode?: string;
  /** 1 the school's daily practice only, 2 papers teachers shared only. */
  origin?: number;
}

export interface LibraryPaperRow {
  guid: string;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  year: number;
  totalScore: number;
  source: number;
  itemCount: number;
  isShared: boolean;
  creator: string | null;
  enteredAt: Date;
}

export type PaperInfoRow = Pick<Selectable<PapersTable>, 'guid' | 'name' | 'periodCode' | 'km' | 'gradeCode' | 'source' | 'totalScore' | 'structureStatus'>;

/** A paper's item with its place in the paper and the layout's answer-area height and multiple-choice rule. */
export type PaperItemRow = BankItemRow & {
  groupNo: number; groupType: number; groupName: string; score: number; answerAreaHeight: number | null; multSetting: unknown;
};

type PaperEb = ExpressionBuilder<Database, 'papers'>;

const sharedTo = (eb: PaperEb, schoolId: number) => eb.exists(eb.selectFrom('paperShares').select(sql`1`.as('one'))
  .whereRef('paperShares.paperGuid', '=', 'papers.guid').where('paperShares.schoolId', '=', schoolId));

/** Daily practice of the platform or of the school itself. */
const isPractice = (eb: PaperEb, schoolId: number) => eb.and([eb('papers.source', '=', SCHOOL_PRACTICE),
  eb.or([eb('papers.schoolId', 'is', null), eb('papers.schoolId', '=', schoolId)])]);

/**
 * A paper a teacher may open: platform papers and the school's own, but another teacher's own paper only once it
 * is shared to the school; another school's paper never.
 */
const paperVisibleTo = (schoolId: number, userId: number) => (eb: PaperEb) => eb.or([
  eb('papers.schoolId', 'is', null),
  eb.and([eb('papers.schoolId', '=', schoolId),
    eb.or([eb('papers.source', '<>', MY_PAPER), eb('papers.creatorUserId', '=', userId), sharedTo(eb, schoolId)])]),
]);

/** The school paper library (daily practice and shared papers) and papers with their items; scoped by school. */
export const schoolPapersRepository = {
  async libraryPage(db: DbOrTx, schoolId: number, f: LibraryFilters, paging: { offset: number; limit: number }): Promise<{ rows: LibraryPaperRow[]; total: number }> {
    let base = db.selectFrom('papers')
      .leftJoin('paperShares', (join) => join.onRef('paperShares.paperGuid', '=', 'papers.guid').on('paperShares.schoolId', '=', schoolId))
      .where('papers.periodCode', '=', f.period).where('papers.km', '=', f.km);
    if (f.origin === 1) base = base.where((eb) => isPractice(eb, schoolId));
    else if (f.origin === 2) base = base.where('paperShares.schoolId', 'is not', null);
    else base = base.where((eb) => eb.or([isPractice(eb, schoolId), eb('paperShares.schoolId', 'is not', null)]));
    if (f.year !== undefined) base = base.where('papers.year', '=', f.year);
    if (f.gradeCode) base = base.where('papers.gradeCode', '=', f.gradeCode);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    if (Number(total) === 0 || paging.offset >= Number(total)) return { rows: [], total: Number(total) };
    const enteredAt = sql<Date>`coalesce(paper_shares.shared_at, papers.created_at)`;
    const rows = await base
      .leftJoin('users as sharer', 'sharer.id', 'paperShares.sharedByUserId')
      .leftJoin('users as maker', 'maker.id', 'papers.creatorUserId')
      .select(['papers.guid', 'papers.name', 'papers.periodCode', 'papers.km', 'papers.gradeCode', 'papers.year', 'papers.totalScore', 'papers.source'])
      .select((eb) => [
        eb.selectFrom('paperItems').select((e) => e.fn.countAll<number>().as('n')).whereRef('paperItems.paperGuid', '=', 'papers.guid').as('itemCount'),
        sql<boolean>`paper_shares.school_id IS NOT NULL`.as('isShared'),
        eb.fn.coalesce('sharer.name', 'maker.name').as('creator'),
        enteredAt.as('enteredAt'),
      ])
      .orderBy(enteredAt, 'desc').orderBy('papers.guid').offset(paging.offset).limit(paging.limit).execute();
    return { rows: rows.map((r) => ({ ...r, itemCount: Number(r.itemCount ?? 0), enteredAt: new Date(r.enteredAt) })), total: Number(total) };
  },

  findVisible(db: DbOrTx, schoolId: number, userId: number, guid: string): Promise<PaperInfoRow | undefined> {
    return db.selectFrom('papers')
      .select(['papers.guid', 'papers.name', 'papers.periodCode', 'papers.km', 'papers.gradeCode', 'papers.source', 'papers.totalScore',
        'papers.structureStatus'])
      .where('papers.guid', '=', guid).where(paperVisibleTo(schoolId, userId)).executeTakeFirst();
  },

  /**
   * The paper's visible items in paper order, with their group, score, answer-area height and multiple-choice rule:
   * the one read of a paper's questions (content, layout view and prints all use it).
   */
  items(db: DbOrTx, schoolId: number, paperGuid: string): Promise<PaperItemRow[]> {
    return db.selectFrom('paperItems').innerJoin('items', 'items.guid', 'paperItems.itemGuid')
      .select(BANK_ITEM_COLUMNS)
      .select(['paperItems.groupNo', 'paperItems.groupType', 'paperItems.groupName', 'paperItems.score', 'paperItems.answerAreaHeight',
        'paperItems.multSetting'])
      .where('paperItems.paperGuid', '=', paperGuid).where(itemVisibleTo(schoolId))
      .orderBy('paperItems.groupNo').orderBy('paperItems.sort').execute();
  },
};
