import {
  ApiMessages,
  ApiStatus,
  distributeBandCounts,
  isSchoolAdmin,
  levelLookup,
  type DistributionRange,
  type ScoreCount,
  type ScoreOrderTypeValue,
  type TClassOfWork,
  type TMaxMinScore,
  type TScoreDistribution,
  type TScoreEntity,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { reportsRepository, type ReportWork, type WorkClass } from './reports.repository.js';
import { toScoreRow, type ScoreRowContext } from './score-rows.js';
import { writeScoreWorkbook } from './score-workbook.js';

/** Body status 100 with HTTP 404: the client warns 作业或考试不存在！ and returns to the list (spec 03 §8.1). */
const workNotFound = () => new AppError(ApiMessages.workNotFound, ApiStatus.NotFoundWork, 404);

/** Used when a work has no questions yet, so the distribution form still starts with a drawable range. */
const FALLBACK_MAX_SCORE = 100;

export interface WorkRef {
  workGuid: string;
  ruCode?: string;
  /** '' means every class of the work the user may see. */
  classCode?: string;
}

interface ReportContext {
  work: ReportWork;
  /** The classes the request covers: the chosen one, or every class of the work the user may see. */
  classes: WorkClass[];
}

/**
 * The work and the classes a user may report on. Missing, deleted and other schools' works are all 'not found'
 * (status 100). Administrators and the work's creator see every class of it; another teacher sees the classes of
 * it they teach, and nothing (403) when they teach none.
 */
async function requireReport(db: Db, actor: Actor, ref: WorkRef): Promise<ReportContext> {
  const isAdmin = isSchoolAdmin(actor.role);
  // Both lookups at once: one round trip before the report itself.
  const [work, classes] = await Promise.all([
    reportsRepository.findWork(db, actor.schoolId, ref.workGuid),
    reportsRepository.classesOfWork(db, actor.schoolId, ref.workGuid, isAdmin ? null : actor.userId),
  ]);
  if (!work || (ref.ruCode && ref.ruCode !== work.ruCode)) throw workNotFound();
  const seesAll = isAdmin || work.creatorUserId === actor.userId;
  const visible = seesAll ? classes : classes.filter((c) => c.isTaught);
  if (!seesAll && visible.length === 0) throw forbidden('您不是该作业的布置老师或任课老师');
  if (!ref.classCode) return { work, classes: visible };
  const chosen = visible.filter((c) => c.classCode === ref.classCode);
  if (chosen.length === 0) throw notFound('所选班级不属于该作业');
  return { work, classes: chosen };
}

const guidsOf = (classes: readonly WorkClass[]) => classes.map((c) => c.guid);

/** How rows of these classes are shown; levels come from the work's score counts. */
function rowContext(work: ReportWork, classes: readonly WorkClass[], scoreCounts: readonly ScoreCount[]): ScoreRowContext {
  const byGuid = new Map(classes.map((c) => [c.guid, { classCode: c.classCode, className: c.className }]));
  return { work, levelOf: levelLookup(scoreCounts), classOf: (guid) => byGuid.get(guid) ?? { classCode: '', className: '' } };
}

export const reportsService = {
  /** Classes of the work for the class selector. */
  async classesOfWork(db: Db, actor: Actor, ref: WorkRef): Promise<TClassOfWork[]> {
    const { classes } = await requireReport(db, actor, { ...ref, classCode: '' });
    return classes.map((c) => ({ ClassCode: c.classCode, ClassName: c.className }));
  },

  /** One page of the score report: one query for the page, one for the count and mean time. */
  async scorePage(
    db: Db,
    actor: Actor,
    ref: WorkRef,
    page: { pageIndex: number; pageSize: number; orderType: number },
  ): Promise<TScoreEntity> {
    const { work, classes } = await requireReport(db, actor, ref);
    const classGuids = guidsOf(classes);
    const [rows, summary] = await Promise.all([
      reportsRepository.rosterPage(db, {
        schoolId: actor.schoolId,
        workGuid: work.guid,
        classGuids,
        orderType: page.orderType as ScoreOrderTypeValue,
        limit: page.pageSize,
        offset: (page.pageIndex - 1) * page.pageSize,
      }),
      reportsRepository.rosterSummary(db, actor.schoolId, work.guid, classGuids),
    ]);
    const context = rowContext(work, classes, summary.scoreCounts);
    return {
      list: rows.map((row) => toScoreRow(row, context)),
      total: summary.total,
      avgDuration: Math.round(summary.avgDuration ?? 0),
    };
  },

  /** Every row of the report in the screen's default order, as the score workbook. */
  async scoreWorkbook(db: Db, actor: Actor, ref: WorkRef): Promise<{ body: Buffer; fileName: string }> {
    const { work, classes } = await requireReport(db, actor, ref);
    const classGuids = guidsOf(classes);
    const [roster, summary] = await Promise.all([
      reportsRepository.rosterPage(db, { schoolId: actor.schoolId, workGuid: work.guid, classGuids, orderType: 0 }),
      reportsRepository.rosterSummary(db, actor.schoolId, work.guid, classGuids),
    ]);
    const context = rowContext(work, classes, summary.scoreCounts);
    const rows = roster.map((row) => toScoreRow(row, context));
    return { body: await writeScoreWorkbook(work.name, rows), fileName: `成绩单-${work.name}.xlsx` };
  },

  /** The distribution form's defaults: full marks (whole) and 0. */
  async maxMinScore(db: Db, actor: Actor, ref: WorkRef): Promise<TMaxMinScore> {
    const { work } = await requireReport(db, actor, ref);
    const fullScore = Math.ceil(Number(work.fullScore));
    return { maxScore: fullScore > 0 ? fullScore : FALLBACK_MAX_SCORE, minScore: 0 };
  },

  /** Percentages and head counts per band, one series per class of the request. */
  async distribution(db: Db, actor: Actor, ref: WorkRef, range: DistributionRange): Promise<TScoreDistribution> {
    const { work, classes } = await requireReport(db, actor, ref);
    const counts = await reportsRepository.bandCounts(db, actor.schoolId, work.guid, guidsOf(classes), range);
    const codeOf = new Map(classes.map((c) => [c.guid, c.classCode]));
    const byClass = counts.map((c) => ({ classCode: codeOf.get(c.classGuid) ?? '', band: c.band === null ? null : Number(c.band), count: Number(c.count) }));
    return { ...distributeBandCounts(classes, byClass, range), ...range };
  },
};
