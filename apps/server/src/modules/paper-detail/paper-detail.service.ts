import {
  isAnswerMissing,
  isComprehensiveSubject,
  ManualStatusNames,
  PaperDetailMessages,
  PaperMessages,
  type ManualStatusCode,
  type TAddNoticeRequest,
  type TManualRequest,
  type TManualRequestPage,
  type TPaperDetail,
  type TPaperNoticePage,
  type TPaperToBasketResult,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { basketService } from '../question-bank/basket.service.js';
import { paperCollectionsRepository } from '../question-bank/paper-collections.repository.js';
import { schoolPapersService } from '../teach-guidance/school-papers.service.js';
import { schoolPapersRepository } from '../teach-guidance/school-papers.repository.js';
import { paperDetailRepository as repo, type ManualRow } from './paper-detail.repository.js';

export const COMPREHENSIVE_REFUSED = '综合科目的试卷不能全部加入试题篮';

export function toManualRequest(r: ManualRow): TManualRequest {
  return {
    id: r.id, paperGuid: r.paperGuid, paperName: r.paperName, km: r.km, period: r.periodCode, status: r.status,
    statusName: ManualStatusNames[r.status as ManualStatusCode] ?? '', remark: r.remark, questions: r.questions,
    requesterName: r.requesterName, requesterPhone: r.requesterPhone, createTime: new Date(r.createdAt).toISOString(),
    finishTime: r.finishedAt ? new Date(r.finishedAt).toISOString() : null, finisherName: r.finisherName, result: r.result,
  };
}

/** The paper if the school may see it, else the same 404 as a missing one (another school's paper never shows). */
async function requireVisible(db: DbOrTx, actor: Actor, paperGuid: string) {
  const paper = await schoolPapersRepository.findVisible(db, actor.schoolId, actor.userId, paperGuid);
  if (!paper) throw notFound(PaperMessages.notFound);
  return paper;
}

/** Question numbers must name questions of the paper (1..count). */
function checkNumbers(numbers: readonly number[], count: number): number[] {
  const unique = [...new Set(numbers)].sort((a, b) => a - b);
  if (unique.some((n) => n > count)) throw badRequest(PaperDetailMessages.questionNumberInvalid);
  return unique;
}

/** Whether a paper is held by manual handling for the actor's school; refuses the action with 403 if it is. */
export async function assertPaperUsable(db: DbOrTx, actor: Actor, paperGuid: string): Promise<void> {
  if (await repo.pendingManual(db, actor.schoolId, paperGuid)) throw forbidden(PaperDetailMessages.manualPending);
}

/** The paper detail screen (spec 02 "Paper detail screen", §4–§6; spec 03 §7.7). */
export const paperDetailService = {
  async detail(db: Db, actor: Actor, paperGuid: string): Promise<TPaperDetail> {
    const info = await schoolPapersService.info(db, actor, paperGuid, 100);
    const [creator, collected, manual, print] = await Promise.all([
      repo.creatorOf(db, paperGuid),
      paperCollectionsRepository.collectedOf(db, actor.userId, actor.schoolId, [paperGuid]),
      repo.pendingManual(db, actor.schoolId, paperGuid),
      repo.printSettingsOf(db, paperGuid),
    ]);
    const questions = info.groups.flatMap((g) => g.list);
    return {
      ...info,
      creatorPhone: creator?.phone ?? null,
      creatorName: creator?.name ?? null,
      isCollection: collected.has(paperGuid),
      answerLackNumbers: questions.flatMap((q, i) => (isAnswerMissing(q) ? [i + 1] : [])),
      manual: manual ? toManualRequest(manual) : null,
      isClickable: !manual,
      paperType: print.paperType,
      sideType: print.sideType,
    };
  },

  /**
   * 全部加入试题篮: refused while the paper is handled manually, for the comprehensive subject and when the paper's
   * period and subject differ from the chosen ones; the page guards of spec 02 §5 (answers, formulas) then apply.
   */
  async addToBasket(db: Db, actor: Actor, q: { paperGuid: string; period: string; km: string }): Promise<TPaperToBasketResult> {
    const paper = await requireVisible(db, actor, q.paperGuid);
    await assertPaperUsable(db, actor, q.paperGuid);
    if (isComprehensiveSubject(paper.km)) throw badRequest(COMPREHENSIVE_REFUSED);
    if (paper.periodCode !== q.period || paper.km !== q.km) throw badRequest(PaperDetailMessages.otherSubject);
    const rows = await schoolPapersRepository.items(db, actor.schoolId, q.paperGuid);
    const result = await basketService.addBatch(db, actor, {
      period: q.period, km: q.km,
      itemData: rows.map((r) => ({ itemGuid: r.guid, itemVersion: r.version, score: Number(r.score) })),
    });
    return { added: result.added, skipped: result.skipped };
  },

  async addNotice(db: Db, actor: Actor, body: Required<Pick<TAddNoticeRequest, 'paperGuid' | 'message'>> & { thJson: number[] }): Promise<void> {
    await requireVisible(db, actor, body.paperGuid);
    const count = (await schoolPapersRepository.items(db, actor.schoolId, body.paperGuid)).length;
    await repo.insertNotice(db, { schoolId: actor.schoolId, paperGuid: body.paperGuid, reporterUserId: actor.userId,
      message: body.message, questions: checkNumbers(body.thJson, count) });
  },

  async notices(db: Db, actor: Actor, q: { pageIndex: number; pageSize: number }): Promise<TPaperNoticePage> {
    const { rows, total } = await repo.noticePage(db, actor.schoolId, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    return { total, list: rows.map((r) => ({ ...r, createTime: new Date(r.createdAt).toISOString() })) };
  },

  /** 转人工处理: remark and question numbers optional; one pending request per paper and school. */
  async transferManual(db: Db, actor: Actor, body: { paperGuid: string; remark?: string; questions: number[] }): Promise<TManualRequest> {
    await requireVisible(db, actor, body.paperGuid);
    const count = (await schoolPapersRepository.items(db, actor.schoolId, body.paperGuid)).length;
    const id = await repo.insertManual(db, { schoolId: actor.schoolId, paperGuid: body.paperGuid, requesterUserId: actor.userId,
      remark: body.remark ?? '', questions: checkNumbers(body.questions, count) });
    if (id === undefined) throw conflict(PaperDetailMessages.manualAlready);
    return toManualRequest((await repo.findManual(db, actor.schoolId, id))!);
  },

  async manualRequests(db: Db, actor: Actor, q: { status: number; pageIndex: number; pageSize: number }): Promise<TManualRequestPage> {
    const { rows, total } = await repo.manualPage(db, actor.schoolId, q.status, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    return { total, list: rows.map(toManualRequest) };
  },

  async finishManual(db: Db, actor: Actor, body: { id: number; result?: string }): Promise<TManualRequest> {
    const found = await repo.findManual(db, actor.schoolId, body.id);
    if (!found) throw notFound(PaperDetailMessages.manualNotFound);
    if (!(await repo.finishManual(db, actor.schoolId, body.id, actor.userId, body.result ?? ''))) throw conflict(PaperDetailMessages.manualDone);
    return toManualRequest((await repo.findManual(db, actor.schoolId, body.id))!);
  },
};
