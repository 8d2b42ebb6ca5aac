import {
  gradeInfo,
  isSchoolAdmin,
  PAPER_NEW_DAYS,
  PaperMessages,
  PaperShareStatus,
  PaperSource,
  PaperSourceNames,
  type PaperSourceCode,
  type TCollectionPaper,
  type TCollectionPaperPage,
  type TCollectionPapersQuery,
  type TPaperShareState,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { formatCnTime } from '../reports/score-rows.js';
import { paperCollectionsRepository as repo, type CollectedPaperRow, type PaperRow } from './paper-collections.repository.js';

/** Refusals of sharing and deleting papers. */
export const PaperRefusals = {
  practiceInLibrary: '日常练习试卷已在校本库中，无需分享',
  shareNotOwn: '只能分享自己的试卷或已收藏的试卷',
  cancelShareNotOwn: '只能取消自己分享的试卷',
  deleteNotPractice: '只能删除本校的日常练习试卷',
  deleteNotCreator: '只能删除自己创建的日常练习试卷',
} as const;

const DAY_MS = 86_400_000;

const isSchoolPractice = (paper: PaperRow, actor: Actor) => paper.source === PaperSource.SchoolPractice && paper.schoolId === actor.schoolId;
const mayDelete = (paper: PaperRow, actor: Actor) =>
  isSchoolPractice(paper, actor) && (paper.creatorUserId === actor.userId || isSchoolAdmin(actor.role));

async function visiblePaper(db: Db, actor: Actor, paperGuid: string): Promise<PaperRow> {
  // Another school's paper answers like a missing one.
  const paper = await repo.findVisible(db, actor.schoolId, actor.userId, paperGuid);
  if (!paper) throw notFound(PaperMessages.notFound);
  return paper;
}

function toCollectionPaper(row: CollectedPaperRow, actor: Actor, now: number): TCollectionPaper {
  return {
    paperGuid: row.guid,
    name: row.name,
    period: row.periodCode,
    km: row.km,
    gradeCode: row.gradeCode,
    gradeName: row.gradeCode ? (gradeInfo(row.gradeCode)?.name ?? null) : null,
    year: row.year,
    itemCount: row.itemCount,
    totalScore: row.totalScore,
    source: row.source,
    sourceName: PaperSourceNames[row.source as PaperSourceCode] ?? '',
    recommendDate: formatCnTime(row.createdAt).slice(0, 10),
    isNew: now - row.createdAt.getTime() <= PAPER_NEW_DAYS * DAY_MS,
    isCollection: true,
    isShareStatus: row.sharedByUserId === null ? PaperShareStatus.NotShared : PaperShareStatus.Shared,
    canShare: !isSchoolPractice(row, actor),
    canCancelShare: row.sharedByUserId !== null && (row.sharedByUserId === actor.userId || isSchoolAdmin(actor.role)),
    canDelete: mayDelete(row, actor),
  };
}

/**
 * Collect and uncollect papers, the collected-paper list, sharing to the session school's paper library
 * (isShareStatus 100) and deleting the school's daily practice (spec 02 §2, §4, §7).
 */
export const paperCollectionsService = {
  async collect(db: Db, actor: Actor, paperGuid: string): Promise<void> {
    await visiblePaper(db, actor, paperGuid);
    await repo.collect(db, actor.userId, actor.schoolId, paperGuid);
  },

  async uncollect(db: Db, actor: Actor, paperGuid: string): Promise<void> {
    await visiblePaper(db, actor, paperGuid);
    await repo.uncollect(db, actor.userId, actor.schoolId, paperGuid);
  },

  async page(db: Db, actor: Actor, q: TCollectionPapersQuery): Promise<TCollectionPaperPage> {
    const { rows, total } = await repo.page(db, actor.userId, actor.schoolId,
      { period: q.period, km: q.km, gradeCode: q.gradeCode, year: q.year, keyword: q.keyword },
      { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    const now = Date.now();
    return { list: rows.map((r) => toCollectionPaper(r, actor, now)), total };
  },

  /** A teacher's own or collected paper becomes visible in the session school's paper library. */
  async share(db: Db, actor: Actor, paperGuid: string): Promise<TPaperShareState> {
    const paper = await visiblePaper(db, actor, paperGuid);
    if (isSchoolPractice(paper, actor)) throw badRequest(PaperRefusals.practiceInLibrary);
    const isOwn = paper.schoolId === actor.schoolId && paper.creatorUserId === actor.userId;
    if (!isOwn && !(await repo.collectedOf(db, actor.userId, actor.schoolId, [paperGuid])).has(paperGuid)) {
      throw forbidden(PaperRefusals.shareNotOwn);
    }
    await repo.share(db, actor.schoolId, paperGuid, actor.userId);
    return { paperGuid, isShareStatus: PaperShareStatus.Shared };
  },

  /** Only the teacher who shared the paper, or a school administrator, takes it out of the library. */
  async cancelShare(db: Db, actor: Actor, paperGuid: string): Promise<TPaperShareState> {
    await visiblePaper(db, actor, paperGuid);
    const share = await repo.shareOf(db, actor.schoolId, paperGuid);
    if (share && share.sharedByUserId !== actor.userId && !isSchoolAdmin(actor.role)) throw forbidden(PaperRefusals.cancelShareNotOwn);
    if (share) await repo.unshare(db, actor.schoolId, paperGuid);
    return { paperGuid, isShareStatus: PaperShareStatus.NotShared };
  },

  /** Deletes the school's daily practice paper: its creator or a school administrator only. */
  async remove(db: Db, actor: Actor, paperGuid: string): Promise<void> {
    const paper = await visiblePaper(db, actor, paperGuid);
    if (!isSchoolPractice(paper, actor)) throw forbidden(PaperRefusals.deleteNotPractice);
    if (!mayDelete(paper, actor)) throw forbidden(PaperRefusals.deleteNotCreator);
    await repo.deleteSchoolPaper(db, actor.schoolId, paperGuid, PaperSource.SchoolPractice);
  },
};
