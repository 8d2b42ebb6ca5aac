import {
  BankSourceNames,
  CorrectionMessages,
  CorrectionReasonNames,
  CorrectionStatus,
  CorrectionStatusNames,
  DifficultyNames,
  isSchoolAdmin,
  itemTypeInfo,
  type BankSourceCode,
  type CorrectionReasonCode,
  type CorrectionStatusCode,
  type DifficultyLevel,
  type TItemCorrection,
  type TItemCorrectionListQuery,
  type TItemCorrectionPage,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsRepository } from './bank-items.repository.js';
import { correctionsRepository, type CorrectionRow } from './corrections.repository.js';

interface ReportInput { itemGuid: string; itemVersion: number; reason: number[]; remark: string }
interface DismissInput { id: number; note: string }
interface FixInput { id: number; fixedVersion: number; note: string }

/** Reviewing corrections is for the school's administrators (Salesman, Collector). */
function requireAdmin(actor: Actor) {
  if (!isSchoolAdmin(actor.role)) throw forbidden(CorrectionMessages.forbidden);
}

function toCorrection(row: CorrectionRow, knowledgeNames: string[]): TItemCorrection {
  return {
    id: row.id,
    itemGuid: row.itemGuid,
    itemVersion: row.itemVersion,
    item: {
      itemGuid: row.itemGuid,
      version: row.currentVersion,
      itemTypeGuid: row.type,
      itemTypeName: itemTypeInfo(row.type)?.name ?? '',
      stem: row.stem,
      options: row.options,
      answer: row.answer,
      subItems: row.subItems,
      explanation: row.explanation,
      difficultyName: DifficultyNames[row.difficulty as DifficultyLevel] ?? '',
      knowledgeNames,
      source: row.source,
      sourceName: BankSourceNames[row.source as BankSourceCode] ?? '',
      period: row.periodCode,
      km: row.km,
    },
    reasons: row.reasons,
    reasonNames: row.reasons.map((r) => CorrectionReasonNames[r as CorrectionReasonCode] ?? String(r)),
    remark: row.remark,
    reporterName: row.reporterName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusName: CorrectionStatusNames[row.status as CorrectionStatusCode] ?? '',
    handlerName: row.handlerName,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledNote: row.handledNote,
    fixedVersion: row.fixedVersion,
  };
}

async function withKnowledge(db: DbOrTx, rows: CorrectionRow[]): Promise<TItemCorrection[]> {
  const knowledge = await bankItemsRepository.knowledgeOf(db, [...new Set(rows.map((r) => r.itemGuid))]);
  return rows.map((row) => toCorrection(row, knowledge.filter((k) => k.itemGuid === row.itemGuid).map((k) => k.name)));
}

async function detailed(db: DbOrTx, actor: Actor, id: number): Promise<TItemCorrection> {
  const row = await correctionsRepository.findDetailed(db, actor.schoolId, id);
  if (!row) throw notFound(CorrectionMessages.notFound);
  const [correction] = await withKnowledge(db, [row]);
  return correction!;
}

/** Question corrections (纠错, spec 02 §2, §5, §7, §9): any teacher reports, the school's administrators review. */
export const correctionsService = {
  /** saveItemCorrection: the item must be one the school sees (a platform item or its own). */
  async report(db: Db, actor: Actor, input: ReportInput): Promise<{ id: number }> {
    const item = await bankItemsRepository.findVisible(db, actor.schoolId, input.itemGuid);
    if (!item) throw notFound(CorrectionMessages.itemNotFound);
    if (input.itemVersion > item.version) throw badRequest(CorrectionMessages.itemVersionNotFound);
    const id = await correctionsRepository.savePending(db, {
      schoolId: actor.schoolId,
      userId: actor.userId,
      itemGuid: input.itemGuid,
      itemVersion: input.itemVersion,
      reasons: input.reason,
      remark: input.remark,
    });
    return { id };
  },

  async list(db: Db, actor: Actor, q: TItemCorrectionListQuery): Promise<TItemCorrectionPage> {
    requireAdmin(actor);
    const scope = { period: q.period ?? undefined, km: q.km ?? undefined };
    const [{ rows, total }, counts] = await Promise.all([
      correctionsRepository.page(db, actor.schoolId, { ...scope, status: q.status ?? undefined },
        { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize }),
      correctionsRepository.countsByStatus(db, actor.schoolId, scope),
    ]);
    return {
      list: await withKnowledge(db, rows),
      total,
      counts: {
        pending: counts.get(CorrectionStatus.Pending) ?? 0,
        fixed: counts.get(CorrectionStatus.Fixed) ?? 0,
        dismissed: counts.get(CorrectionStatus.Dismissed) ?? 0,
      },
    };
  },

  /** 忽略: a fixed report stays fixed; dismissing twice changes nothing. */
  async dismiss(db: Db, actor: Actor, input: DismissInput): Promise<TItemCorrection> {
    requireAdmin(actor);
    return db.transaction().execute(async (tx) => {
      const state = await correctionsRepository.findForUpdate(tx, actor.schoolId, input.id);
      if (!state) throw notFound(CorrectionMessages.notFound);
      if (state.status === CorrectionStatus.Fixed) throw conflict(CorrectionMessages.fixedCannotDismiss);
      if (state.status === CorrectionStatus.Pending) {
        await correctionsRepository.review(tx, actor.schoolId, input.id,
          { status: CorrectionStatus.Dismissed, handledBy: actor.userId, note: input.note, fixedVersion: null });
      }
      return detailed(tx, actor, input.id);
    });
  },

  /**
   * The question editor saved a new version that fixes the report. The version must be newer than the reported one
   * and saved already. Repeating the call, or an older version after a newer one, changes nothing.
   */
  async markFixed(db: Db, actor: Actor, input: FixInput): Promise<TItemCorrection> {
    requireAdmin(actor);
    return db.transaction().execute(async (tx) => {
      const state = await correctionsRepository.findForUpdate(tx, actor.schoolId, input.id);
      if (!state) throw notFound(CorrectionMessages.notFound);
      if (input.fixedVersion <= state.itemVersion) throw badRequest(CorrectionMessages.fixedVersionNotNewer);
      const current = await correctionsRepository.currentItemVersion(tx, state.itemGuid);
      if (current === undefined || input.fixedVersion > current) throw badRequest(CorrectionMessages.fixedVersionMissing);
      const isAlreadyFixed = state.status === CorrectionStatus.Fixed && (state.fixedVersion ?? 0) >= input.fixedVersion;
      if (!isAlreadyFixed) {
        await correctionsRepository.review(tx, actor.schoolId, input.id,
          { status: CorrectionStatus.Fixed, handledBy: actor.userId, note: input.note, fixedVersion: input.fixedVersion });
      }
      return detailed(tx, actor, input.id);
    });
  },
};
