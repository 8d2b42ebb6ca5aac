import type { DbOrTx } from '../../db/database.js';
import type { BankItemRow } from './bank-items.repository.js';

/** A correction with its reporter, its handler and the reported item as it is now. */
export interface CorrectionRow extends Pick<BankItemRow,
  'type' | 'stem' | 'options' | 'answer' | 'subItems' | 'explanation' | 'difficulty' | 'periodCode' | 'km' | 'source'> {
  id: number;
  itemGuid: string;
  itemVersion: number;
  reasons: number[];
  remark: string;
  createdAt: Date;
  status: number;
  handledAt: Date | null;
  handledNote: string;
  fixedVersion: number | null;
  reporterName: string;
  handlerName: string | null;
  currentVersion: number;
}

export interface CorrectionFilters {
  status?: number;
  period?: string;
  km?: string;
}

/** The review state a service decides on, read inside its transaction. */
export interface CorrectionState {
  id: number;
  itemGuid: string;
  itemVersion: number;
  status: number;
  fixedVersion: number | null;
}

export interface CorrectionReport {
  schoolId: number;
  userId: number;
  itemGuid: string;
  itemVersion: number;
  reasons: number[];
  remark: string;
}

function scoped(db: DbOrTx, schoolId: number, f: Omit<CorrectionFilters, 'status'>) {
  let q = db.selectFrom('itemCorrections').innerJoin('items', 'items.guid', 'itemCorrections.itemGuid')
    .where('itemCorrections.schoolId', '=', schoolId);
  if (f.period) q = q.where('items.periodCode', '=', f.period);
  if (f.km) q = q.where('items.km', '=', f.km);
  return q;
}

function withDetails(db: DbOrTx, schoolId: number, f: CorrectionFilters) {
  let q = scoped(db, schoolId, f)
    .innerJoin('users as reporter', 'reporter.id', 'itemCorrections.userId')
    .leftJoin('users as handler', 'handler.id', 'itemCorrections.handledBy')
    .select(['itemCorrections.id', 'itemCorrections.itemGuid', 'itemCorrections.itemVersion', 'itemCorrections.reasons',
      'itemCorrections.remark', 'itemCorrections.createdAt', 'itemCorrections.status', 'itemCorrections.handledAt',
      'itemCorrections.handledNote', 'itemCorrections.fixedVersion', 'reporter.name as reporterName', 'handler.name as handlerName',
      'items.version as currentVersion', 'items.type', 'items.stem', 'items.options', 'items.answer', 'items.subItems',
      'items.explanation', 'items.difficulty', 'items.periodCode', 'items.km', 'items.source']);
  if (f.status !== undefined) q = q.where('itemCorrections.status', '=', f.status);
  return q;
}

/** Question corrections of a school: a teacher's report, the administrators' list and review. */
export const correctionsRepository = {
  /** A teacher keeps one pending report per item: a new one replaces the reasons and remark of the pending one. */
  async savePending(db: DbOrTx, r: CorrectionReport): Promise<number> {
    const row = await db.insertInto('itemCorrections')
      .values({ schoolId: r.schoolId, userId: r.userId, itemGuid: r.itemGuid, itemVersion: r.itemVersion, reasons: r.reasons, remark: r.remark })
      .onConflict((oc) => oc.columns(['schoolId', 'userId', 'itemGuid']).where('status', '=', 0).doUpdateSet((eb) => ({
        itemVersion: eb.ref('excluded.itemVersion'),
        reasons: eb.ref('excluded.reasons'),
        remark: eb.ref('excluded.remark'),
        createdAt: new Date(),
      })))
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** One page, newest first; id breaks ties so pages never overlap. */
  async page(db: DbOrTx, schoolId: number, f: CorrectionFilters, paging: { offset: number; limit: number }) {
    let count = scoped(db, schoolId, f);
    if (f.status !== undefined) count = count.where('itemCorrections.status', '=', f.status);
    const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    if (Number(total) === 0 || paging.offset >= Number(total)) return { rows: [] as CorrectionRow[], total: Number(total) };
    const rows: CorrectionRow[] = await withDetails(db, schoolId, f)
      .orderBy('itemCorrections.createdAt', 'desc').orderBy('itemCorrections.id', 'desc')
      .offset(paging.offset).limit(paging.limit).execute();
    return { rows, total: Number(total) };
  },

  /** How many corrections each status holds under the period and subject filters. */
  async countsByStatus(db: DbOrTx, schoolId: number, f: Omit<CorrectionFilters, 'status'>): Promise<Map<number, number>> {
    const rows = await scoped(db, schoolId, f)
      .select((eb) => ['itemCorrections.status', eb.fn.countAll<number>().as('n')])
      .groupBy('itemCorrections.status').execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  },

  async findDetailed(db: DbOrTx, schoolId: number, id: number): Promise<CorrectionRow | undefined> {
    return withDetails(db, schoolId, {}).where('itemCorrections.id', '=', id).executeTakeFirst();
  },

  /** The review state, locked until the transaction ends so two administrators cannot race. */
  findForUpdate(db: DbOrTx, schoolId: number, id: number): Promise<CorrectionState | undefined> {
    return db.selectFrom('itemCorrections').select(['id', 'itemGuid', 'itemVersion', 'status', 'fixedVersion'])
      .where('schoolId', '=', schoolId).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async currentItemVersion(db: DbOrTx, itemGuid: string): Promise<number | undefined> {
    const row = await db.selectFrom('items').select('version').where('guid', '=', itemGuid).executeTakeFirst();
    return row?.version;
  },

  async review(db: DbOrTx, schoolId: number, id: number, r: { status: number; handledBy: number; note: string; fixedVersion: number | null }) {
    await db.updateTable('itemCorrections')
      .set({ status: r.status, handledBy: r.handledBy, handledAt: new Date(), handledNote: r.note, fixedVersion: r.fixedVersion })
      .where('schoolId', '=', schoolId).where('id', '=', id).execute();
  },
};
