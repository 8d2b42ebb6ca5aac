import {
  distributeBandCounts,
  isSchoolAdmin,
  scoreLines,
  summarizeScores,
  levelLookup,
  type DistributionRange,
  type ScoreCount,
  type ScoreOrderTypeValue,
  type TClassOfWork,
  type TMaxMinScore,
  type TScoreDistribution,
  type TScoreEntity,
  type TScoreSummary,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound, workNotFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { reportsRepository, type ReportWork, type WorkClass } from './reports.repository.js';
import { toScoreRow, type ScoreRowContext } from './score-rows.js';
import { writeScoreWorkbook } from './score-workbook.js';

/** Used when a work has no questions yet, so the distribution form still starts with a drawable range. */
const FALLBACK_MAX_SCORE = 100;

export interface WorkRef {
  workGuid: string;
  ruCode?: string;
  /** '' means every class of the work the user may see. */
  classCode?: string;
}

export interface ReportContext {
  work: ReportWork;
  /** The classes the request covers: the chosen one, or every class of the work the user may see. */
  classes: WorkClass[];
}

/**
 * The work and the classes a user may report on. Missing, deleted and other schools' works are all 'not found'
 * (status 100). Administrators and the work's creator see every class of it; another teacher sees the classes of
 * it they teach, and nothing (403) when they teach none.
 */
export async function requireReport(db: Db, actor: Actor, ref: WorkRef): Promise<ReportContext> {
  const isAdmin = isSchoolAdmin(actor.role);
  // Both lookups at once: one round trip before the report itself.
  const [work, classes] = await Promise.all([
    reportsRepository.findWork(db, actor.schoolId, ref.workGuid),
    reportsRepository.classesOfWork(db, actor.schoolId, ref.workGuid, isAdmin ? null : actor.userId),
  ]);
  if (!work || (ref.ruCode && ref.ruCode !== work.ruCode)) throw workNotFound();
  return { work, classes: reportClassesOf(actor, work, classes, ref.classCode) };
}

/**
 * Which of a found work's classes (read with classesOfWork for this user) the user may report on: all of them for
 * administrators and the creator, the taught ones for another teacher (403 when none), narrowed to `classCode`
 * when one is chosen. Every analysis of a work (score report, commentary, answer sheets) asks this.
 */
export function reportClassesOf(actor: Actor, work: { creatorUserId: number | null }, classes: WorkClass[], classCode?: string): WorkClass[] {
  const seesAll = isSchoolAdmin(actor.role) || work.creatorUserId === actor.userId;
  const visible = seesAll ? classes : classes.filter((c) => c.isTaught);
  if (!seesAll && visible.length === 0) throw forbidden('您不是该作业的布置老师或任课老师');
  if (!classCode) return visible;
  const chosen = visible.filter((c) => c.classCode === classCode);
  if (chosen.length === 0) throw notFound('所选班级不属于该作业');
  return chosen;
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

  /** How many rows the score workbook would have, and its name (ImportScore decides: at once, or as a task). */
  async scoreWorkbookPlan(db: Db, actor: Actor, ref: WorkRef): Promise<{ rows: number; name: string; km: string; workGuid: string }> {
    const { work, classes } = await requireReport(db, actor, ref);
    const { total } = await reportsRepository.rosterSummary(db, actor.schoolId, work.guid, guidsOf(classes));
    return { rows: total, name: `成绩单-${work.name}`, km: work.km, workGuid: work.guid };
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

  /** 平均分、最高分、最低分、及格率、优秀率 per class, and of all the chosen classes when there are several. */
  async summary(db: Db, actor: Actor, ref: WorkRef): Promise<TScoreSummary> {
    const { work, classes } = await requireReport(db, actor, ref);
    const { counts, scores } = await reportsRepository.classScores(db, actor.schoolId, work.guid, guidsOf(classes));
    const fullScore = Number(work.fullScore);
    const countOf = new Map(counts.map((c) => [c.classGuid, c.count]));
    const list = classes.map((c) => ({
      classCode: c.classCode,
      className: c.className,
      ...summarizeScores(scores.filter((s) => s.classGuid === c.guid).map((s) => s.score), fullScore, countOf.get(c.guid) ?? 0),
    }));
    const all =
      classes.length > 1
        ? { classCode: '', className: '全部班级', ...summarizeScores(scores.map((s) => s.score), fullScore, counts.reduce((n, c) => n + c.count, 0)) }
        : null;
    return { fullScore, ...scoreLines(fullScore), list, all };
  },
};
