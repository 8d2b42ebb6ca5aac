import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PreparingWorksTable } from '../../db/schema-paper-detail.js';
import type { DbOrTx } from '../../db/database.js';
import type { FileRow } from '../files/files.repository.js';

export interface PreparingRow {
  guid: string;
  userId: number;
  paperGuid: string;
  paperName: string;
  paperSource: number;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string;
  classGuids: string[];
  lessonDate: string;
  notes: string;
  status: number;
  openCount: number;
  lastOpenedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  itemCount: number;
  totalScore: number;
}

export interface PreparingListFilters {
  km?: string;
  paperSource?: number;
  gradeCode?: string;
  from?: string;
  to?: string;
}

/** A date column as 'YYYY-MM-DD': pg returns a Date at local midnight, PGlite a Date or a string. */
export function lessonDayOf(v: Date | string): string {
  if (typeof v === 'string') return v.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
}
const listOf = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v as T[] | null) ?? []));

const base = (db: DbOrTx, schoolId: number, userId: number) => db.selectFrom('preparingWorks as w')
  .innerJoin('papers', 'papers.guid', 'w.paperGuid')
  .select(['w.guid', 'w.userId', 'w.paperGuid', 'papers.name as paperName', 'w.paperSource', 'w.name', 'w.periodCode', 'w.km', 'w.gradeCode',
    'w.classGuids', 'w.lessonDate', 'w.notes', 'w.status', 'w.openCount', 'w.lastOpenedAt', 'w.createdAt', 'w.updatedAt', 'papers.totalScore'])
  .select((eb) => eb.selectFrom('paperItems').select((e) => e.fn.countAll<number>().as('n')).whereRef('paperItems.paperGuid', '=', 'w.paperGuid').as('itemCount'))
  .where('w.schoolId', '=', schoolId).where('w.userId', '=', userId);

type Raw = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
const toRow = (r: Raw): PreparingRow => ({
  ...r, classGuids: listOf<string>(r.classGuids), lessonDate: lessonDayOf(r.lessonDate), itemCount: Number(r.itemCount ?? 0),
  totalScore: Number(r.totalScore), openCount: Number(r.openCount),
});

/** A teacher's lesson preparations (备课): only the teacher's own rows of the session's school. */
export const preparingWorkRepository = {
  async insert(db: DbOrTx, r: { guid: string; schoolId: number; userId: number; paperGuid: string; paperSource: number; name: string;
    periodCode: string; km: string; gradeCode: string; classGuids: string[]; lessonDate: string; notes: string }): Promise<void> {
    await db.insertInto('preparingWorks').values({ ...r, classGuids: JSON.stringify(r.classGuids) }).execute();
  },

  async find(db: DbOrTx, schoolId: number, userId: number, guid: string): Promise<PreparingRow | undefined> {
    const row = await base(db, schoolId, userId).where('w.guid', '=', guid).executeTakeFirst();
    return row && toRow(row);
  },

  /** My latest preparation of a paper. */
  async latestOfPaper(db: DbOrTx, schoolId: number, userId: number, paperGuid: string): Promise<PreparingRow | undefined> {
    const row = await base(db, schoolId, userId).where('w.paperGuid', '=', paperGuid)
      .orderBy('w.updatedAt', 'desc').limit(1).executeTakeFirst();
    return row && toRow(row);
  },

  async update(db: DbOrTx, schoolId: number, userId: number, guid: string, patch: Partial<{ name: string; gradeCode: string; classGuids: string[];
    lessonDate: string; notes: string; status: number }>): Promise<void> {
    const { classGuids, ...rest } = patch;
    await db.updateTable('preparingWorks')
      .set({ ...rest, ...(classGuids ? { classGuids: JSON.stringify(classGuids) } : {}), updatedAt: new Date() })
      .where('schoolId', '=', schoolId).where('userId', '=', userId).where('guid', '=', guid).execute();
  },

  async countOpen(db: DbOrTx, guid: string): Promise<void> {
    await db.updateTable('preparingWorks').set((eb) => ({ openCount: eb('openCount', '+', 1), lastOpenedAt: new Date() }))
      .where('guid', '=', guid).execute();
  },

  async remove(db: DbOrTx, schoolId: number, userId: number, guid: string): Promise<boolean> {
    const res = await db.deleteFrom('preparingWorks').where('schoolId', '=', schoolId).where('userId', '=', userId).where('guid', '=', guid).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  async page(db: DbOrTx, schoolId: number, userId: number, f: PreparingListFilters, paging: { offset: number; limit: number }): Promise<{ rows: PreparingRow[]; total: number }> {
    const filtered = (eb: ExpressionBuilder<Database & { w: PreparingWorksTable }, 'w'>) => eb.and([
      eb('w.schoolId', '=', schoolId), eb('w.userId', '=', userId),
      ...(f.km ? [eb('w.km', '=', f.km)] : []),
      ...(f.paperSource ? [eb('w.paperSource', '=', f.paperSource)] : []),
      ...(f.gradeCode ? [eb('w.gradeCode', '=', f.gradeCode)] : []),
      ...(f.from ? [eb('w.lessonDate', '>=', sql<string>`${f.from}::date`)] : []),
      ...(f.to ? [eb('w.lessonDate', '<=', sql<string>`${f.to}::date`)] : []),
    ]);
    const { total } = await db.selectFrom('preparingWorks as w').select((eb) => eb.fn.countAll<number>().as('total')).where(filtered).executeTakeFirstOrThrow();
    if (Number(total) === 0) return { rows: [], total: 0 };
    const rows = await base(db, schoolId, userId).where(filtered).orderBy('w.lessonDate', 'desc').orderBy('w.createdAt', 'desc')
      .offset(paging.offset).limit(paging.limit).execute();
    return { rows: rows.map(toRow), total: Number(total) };
  },

  async files(db: DbOrTx, guids: readonly string[]): Promise<(Omit<FileRow, 'storageKey'> & { preparingGuid: string })[]> {
    if (guids.length === 0) return [];
    return db.selectFrom('preparingWorkFiles as pf').innerJoin('files', 'files.key', 'pf.fileKey')
      .select(['pf.preparingGuid', 'files.key', 'files.schoolId', 'files.purpose', 'files.mime', 'files.size', 'files.originalName', 'files.pageCount'])
      .where('pf.preparingGuid', 'in', guids).orderBy('pf.sort').execute();
  },

  async attachFile(db: DbOrTx, guid: string, fileKey: string): Promise<void> {
    const { n } = await db.selectFrom('preparingWorkFiles').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(0)).as('n'))
      .where('preparingGuid', '=', guid).executeTakeFirstOrThrow();
    await db.insertInto('preparingWorkFiles').values({ preparingGuid: guid, fileKey, sort: Number(n) + 1 })
      .onConflict((oc) => oc.columns(['preparingGuid', 'fileKey']).doNothing()).execute();
  },

  /** Keeps only these files (in this order). */
  async keepFiles(db: DbOrTx, guid: string, fileKeys: readonly string[]): Promise<void> {
    let del = db.deleteFrom('preparingWorkFiles').where('preparingGuid', '=', guid);
    if (fileKeys.length) del = del.where('fileKey', 'not in', fileKeys);
    await del.execute();
    for (const [i, key] of fileKeys.entries()) {
      await db.updateTable('preparingWorkFiles').set({ sort: i + 1 }).where('preparingGuid', '=', guid).where('fileKey', '=', key).execute();
    }
  },

  async classesOf(db: DbOrTx, schoolId: number, guids: readonly string[]): Promise<{ guid: string; name: string; gradeCode: string }[]> {
    if (guids.length === 0) return [];
    return db.selectFrom('classes').select(['guid', 'name', 'gradeCode']).where('schoolId', '=', schoolId).where('guid', 'in', guids).execute();
  },
};
