import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { Database, TeachingGuidanceChaptersTable, TeachingGuidancesTable } from '../../db/schema.js';
import { BANK_ITEM_COLUMNS, type BankItemRow } from '../question-bank/bank-items.repository.js';

export type GuidanceRow = Pick<Selectable<TeachingGuidancesTable>, 'guid' | 'name' | 'periodCode' | 'km' | 'gradeCode' | 'pressName' | 'coverImage'>;
export type GuidanceChapterRow = Pick<TeachingGuidanceChaptersTable, 'guid' | 'parentGuid' | 'name' | 'paperGuid'>;

export interface ChapterItemFilters {
  type?: number;
  difficulty?: number;
}

const GUIDANCE_COLUMNS = ['teachingGuidances.guid', 'teachingGuidances.name', 'teachingGuidances.periodCode', 'teachingGuidances.km',
  'teachingGuidances.gradeCode', 'teachingGuidances.pressName', 'teachingGuidances.coverImage'] as const;

/** Books a school sees: the platform's and its own; another school's book is never visible. */
const guidanceVisibleTo = (schoolId: number) => (eb: ExpressionBuilder<Database, 'teachingGuidances'>) =>
  eb.or([eb('teachingGuidances.schoolId', 'is', null), eb('teachingGuidances.schoolId', '=', schoolId)]);

/** Items a school sees: platform items and its own, not deleted. */
export const itemVisibleTo = (schoolId: number) => (eb: ExpressionBuilder<Database, 'items'>) =>
  eb.and([eb('items.deletedAt', 'is', null), eb.or([eb('items.schoolId', 'is', null), eb('items.schoolId', '=', schoolId)])]);

/** Teaching-guidance books, their chapters and items, and the teacher's remembered book; scoped by school. */
export const teachGuidanceRepository = {
  /** Whether the school has a book for one of the periods it teaches. */
  async existsForSchool(db: DbOrTx, schoolId: number): Promise<boolean> {
    const row = await db.selectFrom('teachingGuidances').select('teachingGuidances.guid')
      .where(guidanceVisibleTo(schoolId))
      .where('teachingGuidances.periodCode', 'in', (eb) => eb.selectFrom('schoolPeriods').select('schoolPeriods.periodCode')
        .where('schoolPeriods.schoolId', '=', schoolId))
      .limit(1).executeTakeFirst();
    return row !== undefined;
  },

  /** Books of a period and subject (of some grades when given): the school's own first, then in grade order and by name. */
  async page(db: DbOrTx, schoolId: number, f: { period: string; km: string; gradeCodes?: string[] }, paging: { offset: number; limit: number }) {
    let base = db.selectFrom('teachingGuidances').innerJoin('grades', 'grades.code', 'teachingGuidances.gradeCode')
      .where(guidanceVisibleTo(schoolId)).where('teachingGuidances.periodCode', '=', f.period).where('teachingGuidances.km', '=', f.km);
    if (f.gradeCodes?.length) base = base.where('teachingGuidances.gradeCode', 'in', f.gradeCodes);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    if (Number(total) === 0 || paging.offset >= Number(total)) return { rows: [] as GuidanceRow[], total: Number(total) };
    const rows: GuidanceRow[] = await base.select(GUIDANCE_COLUMNS)
      .orderBy(sql`teaching_guidances.school_id IS NULL`).orderBy('grades.sort').orderBy('teachingGuidances.name').orderBy('teachingGuidances.guid')
      .offset(paging.offset).limit(paging.limit).execute();
    return { rows, total: Number(total) };
  },

  find(db: DbOrTx, schoolId: number, guid: string): Promise<GuidanceRow | undefined> {
    return db.selectFrom('teachingGuidances').select(GUIDANCE_COLUMNS)
      .where('teachingGuidances.guid', '=', guid).where(guidanceVisibleTo(schoolId)).executeTakeFirst();
  },

  /** Chapters of books in tree order (parents before children, siblings by sort). */
  chapters(db: DbOrTx, guidanceGuids: string[]): Promise<(GuidanceChapterRow & { guidanceGuid: string })[]> {
    if (guidanceGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('teachingGuidanceChapters')
      .select(['guid', 'guidanceGuid', 'parentGuid', 'name', 'paperGuid'])
      .where('guidanceGuid', 'in', guidanceGuids).orderBy('guidanceGuid').orderBy('sort').orderBy('guid').execute();
  },

  /** One page of the visible items of the papers, in paper order then in each paper's order; an item once. */
  async itemsOfPapers(db: DbOrTx, schoolId: number, paperGuids: string[], f: ChapterItemFilters, paging: { offset: number; limit: number }):
    Promise<{ rows: BankItemRow[]; total: number }> {
    if (paperGuids.length === 0) return { rows: [], total: 0 };
    const papers = sql`ARRAY[${sql.join(paperGuids)}]::uuid[]`;
    let base = db.selectFrom('items').where(itemVisibleTo(schoolId))
      .where('items.guid', 'in', (eb) => eb.selectFrom('paperItems').select('paperItems.itemGuid').where('paperItems.paperGuid', 'in', paperGuids));
    if (f.type !== undefined) base = base.where('items.type', '=', f.type);
    if (f.difficulty !== undefined) base = base.where('items.difficulty', '=', f.difficulty);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    if (Number(total) === 0 || paging.offset >= Number(total)) return { rows: [], total: Number(total) };
    const rows = await base.select(BANK_ITEM_COLUMNS)
      .orderBy(sql`(SELECT min(array_position(${papers}, pi.paper_guid) * 100000 + pi.sort) FROM paper_items pi
        WHERE pi.item_guid = items.guid AND pi.paper_guid = ANY(${papers}))`)
      .orderBy('items.guid').offset(paging.offset).limit(paging.limit).execute();
    return { rows, total: Number(total) };
  },

  /** Question types the papers hold, in type order. */
  async typesOfPapers(db: DbOrTx, schoolId: number, paperGuids: string[]): Promise<number[]> {
    if (paperGuids.length === 0) return [];
    const rows = await db.selectFrom('items').select('items.type').distinct().where(itemVisibleTo(schoolId))
      .where('items.guid', 'in', (eb) => eb.selectFrom('paperItems').select('paperItems.itemGuid').where('paperItems.paperGuid', 'in', paperGuids))
      .orderBy('items.type').execute();
    return rows.map((r) => r.type);
  },

  findSelection(db: DbOrTx, userId: number, schoolId: number, period: string, km: string) {
    return db.selectFrom('teachingGuidanceSelections').select(['guidanceGuid', 'chapterGuid'])
      .where('userId', '=', userId).where('schoolId', '=', schoolId).where('periodCode', '=', period).where('km', '=', km)
      .executeTakeFirst();
  },

  async saveSelection(db: DbOrTx, row: { userId: number; schoolId: number; periodCode: string; km: string; guidanceGuid: string; chapterGuid: string | null }) {
    await db.insertInto('teachingGuidanceSelections').values(row)
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'periodCode', 'km'])
        .doUpdateSet({ guidanceGuid: row.guidanceGuid, chapterGuid: row.chapterGuid, updatedAt: new Date() }))
      .execute();
  },
};
