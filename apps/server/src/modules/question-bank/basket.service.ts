import { hasFormulaError, itemTypeInfo, paperDifficulty, richTextProblems, type TBasket } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsRepository } from './bank-items.repository.js';
import { basketRepository, type BasketKey, type BasketRow } from './basket.repository.js';
import { addablePage } from './basket-page.js';
import { ITEM_NOT_FOUND } from './collections.service.js';
import { formulaRenders } from './item-editor.service.js';

/** Texts of spec 02 §4, §5. */
export const BasketMessages = {
  added: '添加成功',
  removed: '移除成功',
  done: '操作成功！',
  duplicate: '该试题已在试题篮中，请勿重复添加',
  otherSubject: '当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目',
  abnormal: '试题异常无法加入试题篮，请纠错！',
  emptyPage: '暂无试题',
  notInBasket: '试题不在试题篮中',
  sortMismatch: '试题篮已变化，请刷新后重试',
  exists: '该试题已存在，请勿重复添加/删除操作',
  abnormalReplace: '题目异常，无法替换，请纠错！',
  otherType: '只能替换为相同题型的试题',
} as const;

interface Scope { period: string; km: string }
interface AddInput { itemGuid: string; itemVersion: number; score: number; answerAreaHeight?: number }
interface ReplaceInput { beforeItemGuid: string; selectItemGuid: string; selectItemVersion: number; answerAreaHeight?: number }

const keyOf = (actor: Actor, s: Scope): BasketKey => ({ userId: actor.userId, schoolId: actor.schoolId, periodCode: s.period, km: s.km });

/** Groups in the order their first item appears, with counts and scores for the hover popover. */
export function groupBasket(rows: readonly BasketRow[]): TBasket {
  const groups: TBasket['groups'] = [];
  for (const r of rows) {
    let g = groups.find((x) => x.itemTypeGuid === r.itemType);
    if (!g) groups.push((g = { itemTypeGuid: r.itemType, itemTypeName: itemTypeInfo(r.itemType)?.name ?? '', total: 0, score: 0, items: [] }));
    g.items.push({ itemGuid: r.itemGuid, itemVersion: r.itemVersion, itemTypeGuid: r.itemType, score: r.score, difficulty: r.difficulty,
      answerAreaHeight: r.answerAreaHeight, stem: r.stem });
    g.total += 1;
    g.score += r.score;
  }
  const totalScore = groups.reduce((s, g) => s + g.score, 0);
  return { groups, total: rows.length, totalScore, difficulty: paperDifficulty(rows.map((r) => r.difficulty)) };
}

/** An item the school sees, of the basket's period and subject. */
async function requireInScope(db: Db, actor: Actor, s: Scope, itemGuid: string) {
  const item = await bankItemsRepository.findVisible(db, actor.schoolId, itemGuid);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  if (item.periodCode !== s.period || item.km !== s.km) throw badRequest(BasketMessages.otherSubject);
  return item;
}

/** Checks one item against the basket's period and subject; returns its stored type. */
async function requireAddable(db: Db, actor: Actor, s: Scope, itemGuid: string): Promise<number> {
  const item = await requireInScope(db, actor, s, itemGuid);
  if (richTextProblems(item.stem).length > 0) throw badRequest(BasketMessages.abnormal);
  // The stored type wins over the client's itemTypeGuid, so a group never holds a mislabelled item.
  return item.type;
}

/** The teacher's question basket (spec 02 §2 question basket, §4, §5; spec 03 §7.3). */
export const basketService = {
  async get(db: Db, actor: Actor, s: Scope): Promise<TBasket> {
    return groupBasket(await basketRepository.list(db, keyOf(actor, s)));
  },

  async add(db: Db, actor: Actor, s: Scope & AddInput): Promise<{ basket: TBasket; message: string }> {
    const type = await requireAddable(db, actor, s, s.itemGuid);
    const added = await basketRepository.add(db, keyOf(actor, s),
      [{ itemGuid: s.itemGuid, itemVersion: s.itemVersion, itemType: type, score: s.score, answerAreaHeight: s.answerAreaHeight ?? null }]);
    return { basket: await this.get(db, actor, s), message: added.length ? BasketMessages.added : BasketMessages.duplicate };
  },

  /**
   * A whole page (本页全部加入试题篮, spec 02 §5), read in one query. Another school's item refuses it as missing;
   * then the page guards: a formula error, no item of the basket's period, another subject or a missing answer
   * refuse the whole page, and items of another period are left out. What is already in the basket is skipped.
   */
  async addBatch(db: Db, actor: Actor, s: Scope & { itemData: AddInput[] }) {
    const inputs = s.itemData.filter((r, i) => s.itemData.findIndex((x) => x.itemGuid === r.itemGuid) === i);
    const found = new Map((await bankItemsRepository.findVisibleMany(db, actor.schoolId, inputs.map((i) => i.itemGuid))).map((r) => [r.guid, r]));
    if (found.size < inputs.length) throw notFound(ITEM_NOT_FOUND);
    const page = inputs.map((input) => {
      const row = found.get(input.itemGuid)!;
      return { ...row, period: row.periodCode, input };
    });
    // The stored type wins over the client's itemTypeGuid, as for one item.
    const rows = addablePage(page, s).map(({ guid, type, input }) =>
      ({ itemGuid: guid, itemVersion: input.itemVersion, itemType: type, score: input.score, answerAreaHeight: input.answerAreaHeight ?? null }));
    const added = await db.transaction().execute((tx) => basketRepository.add(tx, keyOf(actor, s), rows));
    return { added: added.length, skipped: s.itemData.length - added.length, basket: await this.get(db, actor, s) };
  },

  async remove(db: Db, actor: Actor, s: Scope & { itemGuid: string }): Promise<TBasket> {
    if (!(await bankItemsRepository.findVisible(db, actor.schoolId, s.itemGuid))) throw notFound(ITEM_NOT_FOUND);
    if ((await basketRepository.remove(db, keyOf(actor, s), { itemGuid: s.itemGuid })) === 0) throw notFound(BasketMessages.notInBasket);
    return this.get(db, actor, s);
  },

  async removeType(db: Db, actor: Actor, s: Scope & { itemTypeGuid: number }): Promise<TBasket> {
    await basketRepository.remove(db, keyOf(actor, s), { itemType: s.itemTypeGuid });
    return this.get(db, actor, s);
  },

  async clear(db: Db, actor: Actor, s: Scope): Promise<TBasket> {
    await db.transaction().execute(async (tx) => {
      await basketRepository.remove(tx, keyOf(actor, s), {});
      await basketRepository.dropLayoutDraft(tx, keyOf(actor, s));
    });
    return this.get(db, actor, s);
  },

  /**
   * Swaps a basket item for another in place: the new item takes the old one's position and score (spec 02 §4
   * replace mode, §7 replaceItem). Refused when the old item is not in the basket, the new one already is, is of
   * another type, or abnormal (a formula that does not typeset, spec 02 §5).
   */
  async replace(db: Db, actor: Actor, s: Scope & ReplaceInput): Promise<TBasket> {
    const key = keyOf(actor, s);
    const item = await requireInScope(db, actor, s, s.selectItemGuid);
    const current = await basketRepository.list(db, key);
    const before = current.find((r) => r.itemGuid === s.beforeItemGuid);
    if (!before) throw notFound(BasketMessages.notInBasket);
    if (current.some((r) => r.itemGuid === s.selectItemGuid)) throw conflict(BasketMessages.exists);
    if (item.type !== before.itemType) throw badRequest(BasketMessages.otherType);
    if (hasFormulaError(item, formulaRenders)) throw badRequest(BasketMessages.abnormalReplace);
    try {
      const replaced = await basketRepository.replace(db, key, s.beforeItemGuid, { itemGuid: item.guid, itemVersion: s.selectItemVersion,
        itemType: item.type, answerAreaHeight: s.answerAreaHeight ?? before.answerAreaHeight });
      if (!replaced) throw notFound(BasketMessages.notInBasket);
    } catch (error) {
      // Another tab added the same item meanwhile.
      if (isUniqueViolation(error)) throw conflict(BasketMessages.exists);
      throw error;
    }
    return this.get(db, actor, s);
  },

  /**
   * Reorders groups and items and sets scores. The structure must list exactly the basket's items under their own
   * types; an empty structure clears the basket (spec 03 §7.3).
   */
  async sort(db: Db, actor: Actor, s: Scope & { structureData: { itemTypeGuid: number; items: { itemGuid: string; score: number }[] }[] }): Promise<TBasket> {
    if (s.structureData.length === 0) return this.clear(db, actor, s);
    const key = keyOf(actor, s);
    const current = await basketRepository.list(db, key);
    const listed = s.structureData.flatMap((g) => g.items.map((i) => ({ ...i, itemType: g.itemTypeGuid })));
    const typeOf = new Map(current.map((r) => [r.itemGuid, r.itemType]));
    const matches = listed.length === current.length && new Set(listed.map((i) => i.itemGuid)).size === listed.length
      && listed.every((i) => typeOf.get(i.itemGuid) === i.itemType);
    if (!matches) throw badRequest(BasketMessages.sortMismatch);
    await db.transaction().execute(async (tx) => {
      for (const [i, item] of listed.entries()) await basketRepository.setOrder(tx, key, item.itemGuid, i + 1, item.score);
    });
    return this.get(db, actor, s);
  },
};
