import {
  BankSource,
  BankSourceNames,
  DISCRIMINATION_BANDS,
  DifficultyNames,
  gradeInfo,
  itemTypeInfo,
  type BankSourceCode,
  type DifficultyLevel,
  type TBankItem,
  type TBankItemPage,
  type TBankItemsQuery,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { accountRepository } from '../account/account.repository.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsRepository, type BankItemRow, type ItemFilters, type ItemScope } from './bank-items.repository.js';
import { itemEditorService } from './item-editor.service.js';
import { isSharedBank, sharedBankCounts } from './shared-bank-counts.js';
import { treesRepository } from './trees.repository.js';
import { provinceCodesOfArea } from '../regions/exam-areas.js';
import { provinceDisplayName } from '../regions/regions.service.js';
import { guardMember } from '../../lib/member-guard.js';

/** Sources not served by this list yet: the answer is an empty page whose message says why. */
const NOT_SERVED_MESSAGE = '该题库暂未开放，请选择七天题库、校本题库、我的题库或我的收藏';

/** The items a bank source shows this actor; null for sources the list does not serve. */
export function scopeOf(actor: Actor, sourceType: number): ItemScope | null {
  switch (sourceType) {
    case BankSource.SevenDay: return { kind: 'platform' };
    case BankSource.EducationBureau: return { kind: 'bureau' };
    case BankSource.SchoolItems: return { kind: 'school', schoolId: actor.schoolId };
    case BankSource.MyItems: return { kind: 'mine', schoolId: actor.schoolId, userId: actor.userId };
    case BankSource.MyFavourites: return { kind: 'collected', schoolId: actor.schoolId, userId: actor.userId };
    default: return null;
  }
}

/** The education-bureau bank (400) is a school's purchase, granted per member (spec 02 §2, §6: zwjyjPower). */
async function assertBureauPower(db: Db, actor: Actor) {
  const membership = await accountRepository.findMembership(db, actor.userId, actor.schoolId, actor.role);
  if (!membership?.zwjyjPower) throw forbidden(BankFilterMessages.noBureauPower);
}

export const BankFilterMessages = {
  noBureauPower: '暂无教育局题库权限，请联系学校管理员开通',
  unknownArea: '考试地区不正确',
  startAfterEnd: '开始日期不能晚于结束日期',
} as const;

async function filtersOf(db: Db, actor: Actor, q: Omit<TBankItemsQuery, 'sourceType'>): Promise<ItemFilters> {
  const band = q.discrimination ? DISCRIMINATION_BANDS.find((b) => b.code === q.discrimination) : undefined;
  const provinceCodes = q.provinceCode ? provinceCodesOfArea(q.provinceCode) : undefined;
  if (q.provinceCode && !provinceCodes) throw badRequest(BankFilterMessages.unknownArea);
  // Dates are YYYY-MM-DD, so comparing the strings compares the days.
  if (q.startTime && q.endTime && q.startTime > q.endTime) throw badRequest(BankFilterMessages.startAfterEnd);
  return {
    period: q.period,
    km: q.km,
    chapterGuids: q.chapterGuid ? await treesRepository.descendants(db, 'chapters', q.chapterGuid) : undefined,
    knowledgeGuids: q.knowledgeGuid ? await treesRepository.descendants(db, 'knowledgePoints', q.knowledgeGuid) : undefined,
    optionKnowledgeGuids: q.options ? await treesRepository.descendantsOfAll(db, 'knowledgePoints', q.options) : undefined,
    type: q.itemTypeGuid,
    difficulty: q.difficultyGuid,
    discrimination: band ? { min: band.min, max: band.max } : undefined,
    year: q.year,
    gradeCode: q.gradeCode,
    provinceCodes,
    startDate: q.startTime,
    endDate: q.endTime,
    unusedBySchool: q.filterUsedItem ? actor.schoolId : undefined,
    keyword: q.keyword,
  };
}

/** The list's total; a shared bank's from the kept counts (see shared-bank-counts.ts). */
async function totalOf(db: Db, scope: ItemScope, filters: ItemFilters): Promise<number> {
  if (!isSharedBank(scope)) return bankItemsRepository.count(db, scope, filters);
  const { unusedBySchool, ...shared } = filters;
  const [all, used] = await Promise.all([
    sharedBankCounts.total(db, scope, shared, () => bankItemsRepository.count(db, scope, shared)),
    unusedBySchool === undefined ? 0 : bankItemsRepository.countUsedBy(db, scope, shared, unusedBySchool),
  ]);
  return all - used;
}

function toBankItem(row: BankItemRow, knowledges: TBankItem['knowledges'], isCollection: boolean, inBasket: boolean): TBankItem {
  return {
    itemGuid: row.guid,
    itemVersion: row.version,
    itemTypeGuid: row.type,
    itemTypeName: itemTypeInfo(row.type)?.name ?? '',
    stem: row.stem,
    options: row.options,
    answer: row.answer,
    subItems: row.subItems,
    explanation: row.explanation,
    difficulty: row.difficulty,
    difficultyName: DifficultyNames[row.difficulty as DifficultyLevel] ?? '',
    knowledges,
    knowledgeNames: knowledges.map((k) => k.name),
    provinceCodes: row.provinceCodes,
    provinceName: provinceDisplayName(row.provinceCodes),
    scoreRate: row.scoreRate,
    schoolRate: row.schoolRate,
    discrimination: row.discrimination,
    useCount: row.useCount,
    isCollection,
    inBasket,
    source: row.source,
    sourceName: BankSourceNames[row.source as BankSourceCode] ?? '',
    year: row.year,
    gradeCode: row.gradeCode,
    gradeName: row.gradeCode ? (gradeInfo(row.gradeCode)?.name ?? null) : null,
    period: row.periodCode,
    km: row.km,
  };
}

/** The bank list (spec 02 §2, §3, §9): platform items and the session school's own, never another school's. */
export const bankItemsService = {
  async page(db: Db, actor: Actor, q: TBankItemsQuery): Promise<{ page: TBankItemPage; message?: string }> {
    const scope = scopeOf(actor, q.sourceType);
    if (!scope) return { page: { list: [], total: 0 }, message: NOT_SERVED_MESSAGE };
    if (scope.kind === 'bureau') await assertBureauPower(db, actor);
    else guardMember(actor, { power: 'questionPower' });
    const filters = await filtersOf(db, actor, q);
    const { rows, total } = await this.rowsAndTotal(db, scope, filters, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    return { page: { list: await this.decorate(db, actor, q, rows), total } };
  },

  /** A page of items and the total; count and page run side by side (two pool connections on PostgreSQL). */
  async rowsAndTotal(db: Db, scope: ItemScope, filters: ItemFilters, paging: { offset: number; limit: number }) {
    const [total, rows] = await Promise.all([totalOf(db, scope, filters), bankItemsRepository.rows(db, scope, filters, paging)]);
    return { rows, total };
  },

  /** List rows with their knowledge points and whether the actor collected them or holds them in the basket. */
  async decorate(db: Db, actor: Actor, s: { period: string; km: string }, rows: BankItemRow[]): Promise<TBankItem[]> {
    const guids = rows.map((r) => r.guid);
    const [knowledge, collected, inBasket] = await Promise.all([
      bankItemsRepository.knowledgeOf(db, guids),
      bankItemsRepository.collectedOf(db, actor.userId, actor.schoolId, guids),
      bankItemsRepository.inBasketOf(db, actor.userId, actor.schoolId, s.period, s.km, guids),
    ]);
    return rows.map((row) => ({
      ...toBankItem(row,
        knowledge.filter((k) => k.itemGuid === row.guid).map(({ guid, name, isPrimary }) => ({ guid, name, isPrimary })),
        collected.has(row.guid), inBasket.has(row.guid)),
      // 编辑 and 删除 on the list are for the school's own items (200, 300) the actor may change.
      canEdit: row.schoolId !== null && itemEditorService.canEdit(actor, row),
    }));
  },
};
