import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { BANK_ITEM_COLUMNS, type BankItemRow } from '../question-bank/bank-items.repository.js';
import type { BasketKey } from '../question-bank/basket.repository.js';
import { itemVisibleTo } from '../teach-guidance/teach-guidance.repository.js';

/** Literal of PaperSource.MyPaper: a teacher's own paper. */
const MY_PAPER = 4;

/** A basket item as the layout shows it: the bank row plus its place, score and answer area. */
export type LayoutRow = BankItemRow & { score: number | string; answerAreaHeight: number | null; sort: number };

export interface DraftRow {
  paperGuid: string;
  isSaved: boolean;
  title: string;
  paperType: number;
  sideType: number;
  fontSize: number;
  lineHeight: number | string;
  structureStatus: number;
  multSettings: Record<string, unknown>;
}

export interface DraftPatch {
  title?: string;
  paperType?: number;
  sideType?: number;
  fontSize?: number;
  lineHeight?: number;
  structureStatus?: number;
  multSettings?: Record<string, unknown>;
}

export interface PaperToSave {
  guid: string;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  schoolId: number;
  creatorUserId: number;
  year: number;
  totalScore: number;
  difficulty: number | null;
  structureStatus: number;
  paperType: number;
  sideType: number;
  fontSize: number;
  lineHeight: number;
}

export interface PaperItemToSave {
  itemGuid: string;
  itemVersion: number;
  groupNo: number;
  groupType: number;
  groupName: string;
  sort: number;
  score: number;
  answerAreaHeight: number | null;
  multSetting: unknown | null;
}

const ofKey = (key: BasketKey) => ({ userId: key.userId, schoolId: key.schoolId, periodCode: key.periodCode, km: key.km });

/** The paper layout's SQL: the basket read as a paper, the draft, and the saved paper. */
export const paperLayoutRepository = {
  /** The basket's items the school may still see, in basket order. */
  basketRows(db: DbOrTx, key: BasketKey): Promise<LayoutRow[]> {
    return db.selectFrom('basketItems').innerJoin('items', 'items.guid', 'basketItems.itemGuid')
      .select(BANK_ITEM_COLUMNS).select(['basketItems.score', 'basketItems.answerAreaHeight', 'basketItems.sort'])
      .where('basketItems.userId', '=', key.userId).where('basketItems.schoolId', '=', key.schoolId)
      .where('basketItems.periodCode', '=', key.periodCode).where('basketItems.km', '=', key.km)
      .where(itemVisibleTo(key.schoolId))
      .orderBy('basketItems.sort').execute() as Promise<LayoutRow[]>;
  },

  findDraft(db: DbOrTx, key: BasketKey): Promise<DraftRow | undefined> {
    return db.selectFrom('paperLayoutDrafts')
      .select(['paperGuid', 'isSaved', 'title', 'paperType', 'sideType', 'fontSize', 'lineHeight', 'structureStatus', 'multSettings'])
      .where((eb) => eb.and(ofKey(key))).executeTakeFirst();
  },

  /** Creates the draft unless another request just did; either way the stored one is read back by the caller. */
  async insertDraft(db: DbOrTx, key: BasketKey, draft: { paperGuid: string; title: string }) {
    await db.insertInto('paperLayoutDrafts').values({ ...ofKey(key), ...draft })
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'periodCode', 'km']).doNothing()).execute();
  },

  /** Replaces the draft (a saved paper opened for editing). */
  async putDraft(db: DbOrTx, key: BasketKey, draft: DraftPatch & { paperGuid: string; isSaved: boolean; title: string }) {
    const values = { ...draft, multSettings: JSON.stringify(draft.multSettings ?? {}), updatedAt: new Date() };
    await db.insertInto('paperLayoutDrafts').values({ ...ofKey(key), ...values })
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'periodCode', 'km']).doUpdateSet(values)).execute();
  },

  async updateDraft(db: DbOrTx, key: BasketKey, patch: DraftPatch) {
    const { multSettings, ...rest } = patch;
    await db.updateTable('paperLayoutDrafts')
      .set({ ...rest, ...(multSettings ? { multSettings: JSON.stringify(multSettings) } : {}), updatedAt: new Date() })
      .where((eb) => eb.and(ofKey(key))).execute();
  },

  async deleteDraft(db: DbOrTx, key: BasketKey) {
    await db.deleteFrom('paperLayoutDrafts').where((eb) => eb.and(ofKey(key))).execute();
  },

  async setBasketItem(db: DbOrTx, key: BasketKey, itemGuid: string, patch: { score?: number; answerAreaHeight?: number | null }) {
    if (patch.score === undefined && patch.answerAreaHeight === undefined) return;
    await db.updateTable('basketItems').set(patch)
      .where((eb) => eb.and(ofKey(key))).where('itemGuid', '=', itemGuid).execute();
  },

  /** New positions for the basket's items; sorts are moved out of the way first (no unique index, but kept tidy). */
  async setBasketOrder(db: DbOrTx, key: BasketKey, guids: readonly string[]) {
    for (const [i, guid] of guids.entries()) {
      await db.updateTable('basketItems').set({ sort: i + 1 }).where((eb) => eb.and(ofKey(key))).where('itemGuid', '=', guid).execute();
    }
  },

  /** Items named by a save, as the school may see them. */
  itemsOf(db: DbOrTx, schoolId: number, guids: readonly string[]) {
    if (guids.length === 0) return Promise.resolve([]);
    return db.selectFrom('items').select(['items.guid', 'items.version', 'items.type', 'items.periodCode', 'items.km', 'items.answer',
      'items.difficulty', 'items.gradeCode', 'items.stem'])
      .where('items.guid', 'in', guids).where(itemVisibleTo(schoolId)).execute();
  },

  /** Who owns a paper guid, if any paper has it. */
  findPaper(db: DbOrTx, guid: string) {
    return db.selectFrom('papers')
      .select(['guid', 'name', 'source', 'entry', 'schoolId', 'creatorUserId', 'periodCode', 'km', 'gradeCode', 'paperType', 'sideType',
        'fontSize', 'lineHeight', 'structureStatus'])
      .where('guid', '=', guid).executeTakeFirst();
  },

  paperItems(db: DbOrTx, paperGuid: string) {
    return db.selectFrom('paperItems').innerJoin('items', 'items.guid', 'paperItems.itemGuid')
      .select(['paperItems.itemGuid', 'paperItems.itemVersion', 'items.type', 'paperItems.score', 'paperItems.answerAreaHeight',
        'paperItems.multSetting'])
      .where('paperItems.paperGuid', '=', paperGuid).orderBy('paperItems.groupNo').orderBy('paperItems.sort').execute();
  },

  /** Creates or rewrites a teacher's paper (source 4, 备课) with its items in order. */
  async savePaper(db: DbOrTx, paper: PaperToSave, items: readonly PaperItemToSave[]) {
    const columns = { ...paper, source: MY_PAPER, entry: 'prepare' as const, updatedAt: new Date() };
    await db.insertInto('papers').values(columns)
      .onConflict((oc) => oc.column('guid').doUpdateSet({ name: paper.name, gradeCode: paper.gradeCode, totalScore: paper.totalScore,
        difficulty: paper.difficulty, structureStatus: paper.structureStatus, paperType: paper.paperType, sideType: paper.sideType,
        fontSize: paper.fontSize, lineHeight: paper.lineHeight, updatedAt: new Date() }))
      .execute();
    await db.deleteFrom('paperItems').where('paperGuid', '=', paper.guid).execute();
    await db.insertInto('paperItems').values(items.map((i) => ({
      ...i, paperGuid: paper.guid, multSetting: i.multSetting === null ? null : JSON.stringify(i.multSetting),
    }))).execute();
  },

  /**
   * One more use by the school of each item (the bank's 只看未使用 filter reads these rows), and one more on the item
   * itself (the 使用N次 every school's bank list shows).
   */
  async recordUses(db: DbOrTx, schoolId: number, itemGuids: readonly string[]) {
    if (itemGuids.length === 0) return;
    await db.updateTable('items').set({ useCount: sql`use_count + 1` }).where('guid', 'in', itemGuids).execute();
    await db.insertInto('itemSchoolUses').values(itemGuids.map((itemGuid) => ({ schoolId, itemGuid, useCount: 1 })))
      .onConflict((oc) => oc.columns(['schoolId', 'itemGuid'])
        .doUpdateSet({ useCount: sql`item_school_uses.use_count + 1`, lastUsedAt: sql`now()` }))
      .execute();
  },
};
