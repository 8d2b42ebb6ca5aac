import { BankSource } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import type { ItemOptionRow } from '../../db/schema.js';

export interface ReceivedItem {
  externalId: string;
  guid: string;
  type: number;
  stem: string;
  options: ItemOptionRow[];
  answer: string[];
  explanation: string;
  difficulty: number;
}

/** The subject-network return's SQL: tokens, the questions received with them, scoped by the school. */
export const subjectNetworkRepository = {
  async insertReturn(db: DbOrTx, row: { token: string; schoolId: number; userId: number; periodCode: string; km: string; workType: number; expiresAt: Date }) {
    await db.insertInto('xkwReturns').values(row).execute();
  },

  findReturn(db: DbOrTx, token: string) {
    return db.selectFrom('xkwReturns').selectAll().where('token', '=', token).executeTakeFirst();
  },

  /**
   * Writes the questions as the teacher's own items (我的题库, bank 300: a copy only they see and may edit; the items
   * table keeps banks 100–800), remembered against the token.
   */
  async insertItems(tx: DbOrTx, r: { token: string; schoolId: number; userId: number; periodCode: string; km: string; year: number }, items: readonly ReceivedItem[]) {
    if (items.length === 0) return;
    await tx.insertInto('items').values(items.map((i) => ({
      guid: i.guid, schoolId: r.schoolId, ownerUserId: r.userId, source: BankSource.MyItems, type: i.type, stem: i.stem,
      options: JSON.stringify(i.options), answer: JSON.stringify(i.answer), subItems: null, explanation: i.explanation,
      difficulty: i.difficulty, periodCode: r.periodCode, km: r.km, gradeCode: null, year: r.year, provinceCodes: [],
      chapterGuid: null, scoreRate: null, schoolRate: null, discrimination: null, deletedAt: null,
    }))).execute();
    const { last } = await tx.selectFrom('xkwReceived').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(0)).as('last'))
      .where('token', '=', r.token).executeTakeFirstOrThrow();
    await tx.insertInto('xkwReceived')
      .values(items.map((i, n) => ({ token: r.token, schoolId: r.schoolId, externalId: i.externalId, itemGuid: i.guid, sort: Number(last) + n + 1 })))
      .execute();
  },

  /** Items already received with the token under these external ids (a post sent twice adds nothing twice). */
  async receivedIds(db: DbOrTx, token: string, externalIds: readonly string[]) {
    if (externalIds.length === 0) return new Set<string>();
    const rows = await db.selectFrom('xkwReceived').select('externalId').where('token', '=', token).where('externalId', 'in', externalIds).execute();
    return new Set(rows.map((r) => r.externalId));
  },

  /** What came back with the token, in the order received, with whether it is still in the teacher's basket. */
  received(db: DbOrTx, r: { token: string; schoolId: number; userId: number; periodCode: string; km: string }) {
    return db.selectFrom('xkwReceived').innerJoin('items', 'items.guid', 'xkwReceived.itemGuid')
      .leftJoin('basketItems', (j) => j.onRef('basketItems.itemGuid', '=', 'xkwReceived.itemGuid')
        .on('basketItems.userId', '=', r.userId).on('basketItems.schoolId', '=', r.schoolId)
        .on('basketItems.periodCode', '=', r.periodCode).on('basketItems.km', '=', r.km))
      .select(['items.guid', 'items.type', 'items.stem', 'basketItems.itemGuid as basketGuid'])
      .where('xkwReceived.token', '=', r.token).where('xkwReceived.schoolId', '=', r.schoolId)
      .orderBy('xkwReceived.sort').execute();
  },

  /** A question this teacher received from the bank (any token of theirs), with the basket it went to. */
  findReceivedItem(db: DbOrTx, s: { schoolId: number; userId: number; itemGuid: string }) {
    return db.selectFrom('xkwReceived').innerJoin('xkwReturns', 'xkwReturns.token', 'xkwReceived.token')
      .select(['xkwReceived.token', 'xkwReturns.periodCode', 'xkwReturns.km'])
      .where('xkwReceived.schoolId', '=', s.schoolId).where('xkwReturns.schoolId', '=', s.schoolId)
      .where('xkwReturns.userId', '=', s.userId).where('xkwReceived.itemGuid', '=', s.itemGuid)
      .executeTakeFirst();
  },

  async markRemoved(db: DbOrTx, schoolId: number, itemGuid: string) {
    await db.updateTable('xkwReceived').set({ removedAt: new Date() }).where('schoolId', '=', schoolId).where('itemGuid', '=', itemGuid).execute();
  },
};
