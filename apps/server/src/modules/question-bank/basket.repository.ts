import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** Whose basket: one per teacher, school, period and subject. */
export interface BasketKey { userId: number; schoolId: number; periodCode: string; km: string }

export interface BasketRow {
  itemGuid: string;
  itemVersion: number;
  itemType: number;
  score: number;
  answerAreaHeight: number | null;
  sort: number;
  difficulty: number;
  stem: string;
}

const ofBasket = (key: BasketKey) => ({ userId: key.userId, schoolId: key.schoolId, periodCode: key.periodCode, km: key.km });

/** The question basket's SQL. */
export const basketRepository = {
  list(db: DbOrTx, key: BasketKey): Promise<BasketRow[]> {
    return db.selectFrom('basketItems').innerJoin('items', 'items.guid', 'basketItems.itemGuid')
      .select(['basketItems.itemGuid', 'basketItems.itemVersion', 'basketItems.itemType', 'basketItems.score',
        'basketItems.answerAreaHeight', 'basketItems.sort', 'items.difficulty', 'items.stem'])
      .where('basketItems.userId', '=', key.userId).where('basketItems.schoolId', '=', key.schoolId)
      .where('basketItems.periodCode', '=', key.periodCode).where('basketItems.km', '=', key.km)
      .orderBy('basketItems.sort').execute();
  },

  /** Appends items after the current last; an item already in the basket is left as it is. Returns the guids added. */
  async add(db: DbOrTx, key: BasketKey, items: { itemGuid: string; itemVersion: number; itemType: number; score: number; answerAreaHeight: number | null }[]): Promise<string[]> {
    if (items.length === 0) return [];
    const { last } = await db.selectFrom('basketItems').select(sql<number>`coalesce(max(sort), 0)`.as('last'))
      .where((eb) => eb.and(ofBasket(key))).executeTakeFirstOrThrow();
    const rows = await db.insertInto('basketItems')
      .values(items.map((item, i) => ({ ...ofBasket(key), ...item, sort: Number(last) + i + 1 })))
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'periodCode', 'km', 'itemGuid']).doNothing())
      .returning('itemGuid').execute();
    return rows.map((r) => r.itemGuid);
  },

  async remove(db: DbOrTx, key: BasketKey, filter: { itemGuid?: string; itemType?: number }): Promise<number> {
    let q = db.deleteFrom('basketItems').where((eb) => eb.and(ofBasket(key)));
    if (filter.itemGuid) q = q.where('itemGuid', '=', filter.itemGuid);
    if (filter.itemType !== undefined) q = q.where('itemType', '=', filter.itemType);
    const r = await q.executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /**
   * Drops the basket's paper-layout draft (title, print settings, and which saved paper it is editing): the draft is
   * this basket laid out, so a cleared basket starts a new paper rather than rewriting the one last opened in 排版.
   */
  async dropLayoutDraft(db: DbOrTx, key: BasketKey): Promise<void> {
    await db.deleteFrom('paperLayoutDrafts').where((eb) => eb.and(ofBasket(key))).execute();
  },

  /** Puts another item in the place of `beforeGuid`, keeping its sort and score. Returns whether a row changed. */
  async replace(db: DbOrTx, key: BasketKey, beforeGuid: string, next: { itemGuid: string; itemVersion: number; itemType: number; answerAreaHeight: number | null }): Promise<boolean> {
    const r = await db.updateTable('basketItems').set(next)
      .where((eb) => eb.and(ofBasket(key))).where('itemGuid', '=', beforeGuid).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  async setOrder(db: DbOrTx, key: BasketKey, itemGuid: string, sort: number, score: number) {
    await db.updateTable('basketItems').set({ sort, score })
      .where((eb) => eb.and(ofBasket(key))).where('itemGuid', '=', itemGuid).execute();
  },
};
