import { assertPaperUsable } from '../paper-detail/paper-detail.service.js';
import { randomUUID } from 'node:crypto';
import {
  answerLetters,
  gradeInfo,
  ItemType,
  itemTypeInfo,
  layoutTotal,
  PaperLayoutMessages,
  PaperMessages,
  paperDifficulty,
  questionCount,
  roundScore,
  validateMultSetting,
  type MultSetting,
  type TLayoutItem,
  type TPaperLayout,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { ZAdjustPaperConfigRequestSchema, ZAdjustPaperItemDataRequestSchema, ZSavePaperRequestSchema, ZSortLayoutRequestSchema } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsService } from '../question-bank/bank-items.service.js';
import { basketRepository, type BasketKey } from '../question-bank/basket.repository.js';
import { BasketMessages, basketService } from '../question-bank/basket.service.js';
import { ITEM_NOT_FOUND } from '../question-bank/collections.service.js';
import { schoolPapersRepository } from '../teach-guidance/school-papers.repository.js';
import { paperLayoutRepository as repo, type DraftRow, type LayoutRow } from './paper-layout.repository.js';

interface Scope { period: string; km: string }
const keyOf = (actor: Actor, s: Scope): BasketKey => ({ userId: actor.userId, schoolId: actor.schoolId, periodCode: s.period, km: s.km });

/** A new paper's guid (GET /api/WorkInfo/GetNewPaperGuid). */
export const newPaperGuid = () => randomUUID();

/** The title a new layout starts with: the subject and the day, in China time (e.g. 数学练习（11月28日）). */
export function defaultTitle(km: string, now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  return `${km}练习（${china.getUTCMonth() + 1}月${china.getUTCDate()}日）`;
}

/** Items grouped by type in the order the first of each type appears; th is an item's first question number. */
function groupLayout(items: TLayoutItem[]): TPaperLayout['groups'] {
  const groups: TPaperLayout['groups'] = [];
  for (const item of items) {
    let g = groups.find((x) => x.itemTypeGuid === item.itemTypeGuid);
    if (!g) groups.push((g = { itemTypeGuid: item.itemTypeGuid, itemTypeName: itemTypeInfo(item.itemTypeGuid)?.name ?? '', total: 0, score: 0, items: [] }));
    g.items.push(item);
    g.total += 1;
    g.score = roundScore(g.score + item.score);
  }
  // Numbered as the paper prints them (rules/paper-print): each sub-question of a group item takes a number.
  let next = 1;
  for (const g of groups) {
    for (const item of g.items) {
      item.th = next;
      next += questionCount(item);
    }
  }
  return groups;
}

/** A paper this teacher may lay out again: their own 我的试卷 in the session school; anything else is "not found". */
async function requireOwnPaper(db: DbOrTx, actor: Actor, paperGuid: string) {
  const paper = await repo.findPaper(db, paperGuid);
  if (!paper || paper.source !== 4 || paper.schoolId !== actor.schoolId || paper.creatorUserId !== actor.userId) {
    throw notFound(PaperMessages.notFound);
  }
  return paper;
}

async function draftOf(db: Db, actor: Actor, s: Scope): Promise<DraftRow> {
  const key = keyOf(actor, s);
  const found = await repo.findDraft(db, key);
  if (found) return found;
  await repo.insertDraft(db, key, { paperGuid: newPaperGuid(), title: defaultTitle(s.km) });
  return (await repo.findDraft(db, key))!;
}

/** Puts a saved paper in the basket and the draft, so the layout edits it and saving updates it. */
async function openSavedPaper(db: Db, actor: Actor, s: Scope, paperGuid: string) {
  const paper = await requireOwnPaper(db, actor, paperGuid);
  if (paper.periodCode !== s.period || paper.km !== s.km) throw badRequest(BasketMessages.otherSubject);
  const rows = await repo.paperItems(db, paperGuid);
  const key = keyOf(actor, s);
  await db.transaction().execute(async (tx) => {
    await basketRepository.remove(tx, key, {});
    await basketRepository.add(tx, key, rows.map((r) => ({ itemGuid: r.itemGuid, itemVersion: r.itemVersion, itemType: r.type,
      score: Number(r.score), answerAreaHeight: r.answerAreaHeight })));
    await repo.putDraft(tx, key, {
      paperGuid, isSaved: true, title: paper.name, paperType: paper.paperType, sideType: paper.sideType, fontSize: paper.fontSize,
      lineHeight: Number(paper.lineHeight), structureStatus: paper.structureStatus,
      multSettings: Object.fromEntries(rows.filter((r) => r.multSetting).map((r) => [r.itemGuid, r.multSetting])),
    });
  });
}

const multOf = (draft: DraftRow, itemGuid: string) => (draft.multSettings[itemGuid] as MultSetting | undefined) ?? null;

/**
 * The paper layout (组卷排版, spec 02 §2 /groupTypesetting, §3, §5, §7 ApiWorkService): the teacher's basket as a
 * paper. The basket holds the questions, order, scores and answer areas; the draft the rest; saving makes the paper.
 */
export const paperLayoutService = {
  async layout(db: Db, actor: Actor, s: Scope & { paperGuid?: string }): Promise<TPaperLayout> {
    if (s.paperGuid) {
      const current = await repo.findDraft(db, keyOf(actor, s));
      if (current?.paperGuid !== s.paperGuid) await openSavedPaper(db, actor, s, s.paperGuid);
    }
    const draft = await draftOf(db, actor, s);
    const rows = await repo.basketRows(db, keyOf(actor, s));
    const shown = await bankItemsService.decorate(db, actor, s, rows);
    const byGuid = new Map(rows.map((r) => [r.guid, r]));
    const items: TLayoutItem[] = shown.map((item) => {
      const row = byGuid.get(item.itemGuid) as LayoutRow;
      return { ...item, th: 0, score: Number(row.score), answerAreaHeight: row.answerAreaHeight,
        multSetting: item.itemTypeGuid === ItemType.MultipleChoice ? multOf(draft, item.itemGuid) : null };
    });
    const groups = groupLayout(items);
    return {
      paperGuid: draft.paperGuid,
      isSaved: draft.isSaved,
      title: draft.title,
      period: s.period,
      km: s.km,
      settings: { paperType: draft.paperType, sideType: draft.sideType, fontSize: draft.fontSize, lineHeight: Number(draft.lineHeight),
        structureStatus: draft.structureStatus },
      groups,
      total: items.length,
      totalScore: layoutTotal(groups),
      difficulty: paperDifficulty(rows.map((r) => r.difficulty)),
    };
  },

  /**
   * A saved paper laid out read-only (查看排版): any paper the school may see, as PaperInfo shows it (another school's
   * or another teacher's unshared paper is "not found"), in its own sections with its print settings.
   */
  async view(db: Db, actor: Actor, paperGuid: string): Promise<TPaperLayout> {
    const visible = await schoolPapersRepository.findVisible(db, actor.schoolId, actor.userId, paperGuid);
    const paper = visible && await repo.findPaper(db, paperGuid);
    if (!paper) throw notFound(PaperMessages.notFound);
    const rows = await schoolPapersRepository.items(db, actor.schoolId, paperGuid);
    const scope = { period: paper.periodCode, km: paper.km };
    const shown = new Map((await bankItemsService.decorate(db, actor, scope, rows)).map((i) => [i.itemGuid, i]));
    const groups: TPaperLayout['groups'] = [];
    let next = 1;
    for (const row of rows) {
      let g = groups[groups.length - 1];
      if (!g || g.itemTypeGuid !== row.groupType) {
        groups.push((g = { itemTypeGuid: row.groupType, itemTypeName: row.groupName, total: 0, score: 0, items: [] }));
      }
      const item = { ...shown.get(row.guid)!, th: next, score: Number(row.score), answerAreaHeight: row.answerAreaHeight,
        multSetting: (row.multSetting as MultSetting | null) ?? null };
      next += questionCount(item);
      g.items.push(item);
      g.total += 1;
      g.score = roundScore(g.score + item.score);
    }
    return {
      paperGuid, isSaved: true, title: paper.name, period: paper.periodCode, km: paper.km,
      settings: { paperType: paper.paperType, sideType: paper.sideType, fontSize: paper.fontSize, lineHeight: Number(paper.lineHeight),
        structureStatus: paper.structureStatus },
      groups, total: rows.length, totalScore: layoutTotal(groups), difficulty: paperDifficulty(rows.map((r) => r.difficulty)),
    };
  },

  async adjustConfig(db: Db, actor: Actor, body: z.output<typeof ZAdjustPaperConfigRequestSchema>): Promise<TPaperLayout> {
    const { period, km, ...patch } = body;
    await draftOf(db, actor, body);
    await repo.updateDraft(db, keyOf(actor, body), patch);
    return this.layout(db, actor, { period, km });
  },

  /** Scores, answer areas and multi-select rules of questions in the basket; a rule is checked by the shared rule. */
  async adjustItems(db: Db, actor: Actor, body: z.output<typeof ZAdjustPaperItemDataRequestSchema>): Promise<TPaperLayout> {
    const key = keyOf(actor, body);
    const draft = await draftOf(db, actor, body);
    const inBasket = new Map((await repo.basketRows(db, key)).map((r) => [r.guid, r]));
    const multSettings = { ...draft.multSettings };
    for (const change of body.items) {
      const row = inBasket.get(change.itemGuid);
      if (!row) throw notFound(BasketMessages.notInBasket);
      if (change.multSetting === undefined) continue;
      if (row.type !== ItemType.MultipleChoice) throw badRequest(PaperLayoutMessages.multOnlyMultiple);
      if (change.multSetting === null || change.multSetting.isDefault) {
        delete multSettings[change.itemGuid];
        continue;
      }
      const score = change.score ?? Number(row.score);
      const problem = validateMultSetting({ score, answer: row.answer.join('') }, change.multSetting);
      if (problem) throw badRequest(problem);
      multSettings[change.itemGuid] = change.multSetting;
    }
    await db.transaction().execute(async (tx) => {
      for (const change of body.items) {
        await repo.setBasketItem(tx, key, change.itemGuid, { score: change.score, answerAreaHeight: change.answerAreaHeight });
      }
      await repo.updateDraft(tx, key, { multSettings });
    });
    return this.layout(db, actor, body);
  },

  /** The order of sections and questions: exactly the basket's questions, each under its own type. */
  async sort(db: Db, actor: Actor, body: z.output<typeof ZSortLayoutRequestSchema>): Promise<TPaperLayout> {
    const key = keyOf(actor, body);
    const current = await basketRepository.list(db, key);
    const typeOf = new Map(current.map((r) => [r.itemGuid, r.itemType]));
    const listed = body.structureData.flatMap((g) => g.items.map((i) => ({ itemGuid: i.itemGuid, itemType: g.itemTypeGuid })));
    const matches = listed.length === current.length && new Set(listed.map((i) => i.itemGuid)).size === listed.length
      && listed.every((i) => typeOf.get(i.itemGuid) === i.itemType);
    if (!matches) throw badRequest(BasketMessages.sortMismatch);
    await db.transaction().execute((tx) => repo.setBasketOrder(tx, key, listed.map((i) => i.itemGuid)));
    return this.layout(db, actor, body);
  },

  async remove(db: Db, actor: Actor, body: Scope & { itemGuid: string }): Promise<TPaperLayout> {
    await basketService.remove(db, actor, body);
    return this.layout(db, actor, body);
  },

  /** A similar question in the place of one: same position, score and answer area (the basket's replace rule). */
  async replace(db: Db, actor: Actor, body: Scope & { beforeItemGuid: string; selectItemGuid: string; selectItemVersion: number }): Promise<TPaperLayout> {
    await basketService.replace(db, actor, body);
    return this.layout(db, actor, body);
  },

  /**
   * Saves the layout as the teacher's paper (我的试卷, source 4, 备课): created, or rewritten when the guid is already
   * theirs; another school's or teacher's guid is "not found". Records each new item's use by the school, then clears
   * the basket and the draft (spec 02 §7: an empty structure clears the basket).
   */
  async save(db: Db, actor: Actor, body: z.output<typeof ZSavePaperRequestSchema>) {
    const listed = body.structureData.flatMap((g, groupNo) => g.items.map((i) => ({ ...i, groupNo: groupNo + 1, groupType: g.itemTypeGuid })));
    if (listed.length === 0) throw badRequest(PaperLayoutMessages.selectFirst);
    if (new Set(listed.map((i) => i.itemGuid)).size !== listed.length) throw badRequest(PaperLayoutMessages.duplicate);
    const found = new Map((await repo.itemsOf(db, actor.schoolId, listed.map((i) => i.itemGuid))).map((r) => [r.guid, r]));
    for (const i of listed) {
      const item = found.get(i.itemGuid);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      if (item.periodCode !== body.period || item.km !== body.km) throw badRequest(BasketMessages.otherSubject);
      if (item.type !== i.groupType) throw badRequest(PaperLayoutMessages.otherType);
    }
    const total = roundScore(listed.reduce((s, i) => s + i.Score, 0));
    if (Math.abs(total - body.mark) > 1e-9) throw badRequest(PaperLayoutMessages.markMismatch);

    const byTh = new Map(listed.map((i) => [i.th, i]));
    const multByGuid = new Map<string, MultSetting>();
    for (const m of body.multSettings) {
      const target = byTh.get(m.th);
      if (!target) throw badRequest(`第${m.th}题不存在`);
      const item = found.get(target.itemGuid)!;
      if (item.type !== ItemType.MultipleChoice) throw badRequest(PaperLayoutMessages.multOnlyMultiple);
      if (m.isDefault) continue;
      const setting: MultSetting = { isDefault: false, someWrong: m.someWrong, someRight: m.someRight, unifyScore: m.unifyScore,
        someScoceSetting: m.someScoceSetting };
      const problem = validateMultSetting({ score: target.Score, answer: [...answerLetters(item.answer.join(''))].join('') }, setting);
      if (problem) throw badRequest(`第${m.th}题：${problem}`);
      multByGuid.set(target.itemGuid, setting);
    }

    const existing = await repo.findPaper(db, body.paperGuid);
    if (existing) {
      await requireOwnPaper(db, actor, body.paperGuid);
      // A paper held by manual handling (转人工处理) keeps its content until an administrator finishes the request.
      await assertPaperUsable(db, actor, body.paperGuid);
    }
    const before = existing ? new Set((await repo.paperItems(db, body.paperGuid)).map((r) => r.itemGuid)) : new Set<string>();
    const grades = [...found.values()].map((r) => r.gradeCode).filter((g): g is string => !!g);
    const asked = body.gradeCode && gradeInfo(body.gradeCode)?.period === body.period ? body.gradeCode : undefined;
    const gradeCode = asked ?? mostCommon(grades) ?? null;
    const difficulty = paperDifficulty(listed.map((i) => found.get(i.itemGuid)!.difficulty));
    const key = keyOf(actor, body);
    await db.transaction().execute(async (tx) => {
      await repo.savePaper(tx, {
        guid: body.paperGuid, name: body.title, periodCode: body.period, km: body.km, gradeCode, schoolId: actor.schoolId,
        creatorUserId: actor.userId, year: new Date().getFullYear(), totalScore: total, difficulty: difficulty?.level ?? null,
        structureStatus: body.structureStatus, paperType: body.paperType, sideType: body.sideType, fontSize: body.fontSize,
        lineHeight: body.lineHeight,
      }, listed.map((i, n) => ({
        itemGuid: i.itemGuid, itemVersion: i.itemVersion, groupNo: i.groupNo, groupType: i.groupType,
        groupName: itemTypeInfo(i.groupType)?.name ?? '', sort: n + 1, score: i.Score,
        answerAreaHeight: i.answerAreaHeight ?? null, multSetting: multByGuid.get(i.itemGuid) ?? null,
      })));
      await repo.recordUses(tx, actor.schoolId, listed.map((i) => i.itemGuid).filter((g) => !before.has(g)));
      await basketRepository.remove(tx, key, {});
      await repo.deleteDraft(tx, key);
    });
    return {
      data: { paperGuid: body.paperGuid, itemCount: listed.length, totalScore: total },
      message: existing ? PaperLayoutMessages.updated : PaperLayoutMessages.saved,
    };
  },
};

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
