import ExcelJS from 'exceljs';
import {
  formatPercent,
  isSchoolAdmin,
  meanOf,
  percentOf,
  WORK_STATISTICS_COLUMNS,
  type TWorkCalcQueryData,
  type TWorkStatistics,
  type TWorkStatisticsDetailRow,
  type TWorkStatisticsRow,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { chinaMinute, statisticsScope } from './school-reports.scope.js';
import { workStatisticsRepository, type StatisticsSums } from './work-statistics.repository.js';

export interface StatisticsFilter {
  ruCode?: string;
  startDay: string;
  endDay: string;
  gradeCode?: string;
  classCode?: string;
  km?: string;
  teacherId?: number;
}

function toRow(s: StatisticsSums): TWorkStatisticsRow {
  return {
    teacherId: s.teacherId,
    teacherName: s.teacherName,
    gradeCode: s.gradeCode,
    classCode: s.classCode,
    className: s.className,
    km: s.km,
    workCount: s.workCount,
    offlineCount: s.offlineCount,
    expectedCount: s.expectedCount,
    submitCount: s.submitCount,
    submitRate: percentOf(s.submitCount, s.expectedCount),
    markedCount: s.markedCount,
    markRate: percentOf(s.markedCount, s.submitCount),
    avgScore: meanOf(s.scoreSum, s.submitCount),
    avgRate: percentOf(s.rateSum, s.submitCount),
  };
}

async function allRows(db: Db, actor: Actor, filter: StatisticsFilter): Promise<TWorkStatisticsRow[]> {
  const sums = await workStatisticsRepository.sums(db, await statisticsScope(db, actor, filter));
  return sums.map(toRow);
}

const orDash = (value: number | null) => (value === null ? '--' : value);

/** 作业统计 (spec 03 §7.1 WorkStatisticsList …): per teacher, class and subject, computed live from the submissions. */
export const workStatisticsService = {
  async page(db: Db, actor: Actor, filter: StatisticsFilter, page: { pageIndex: number; pageSize: number }): Promise<TWorkStatistics> {
    const rows = await allRows(db, actor, filter);
    const offset = (page.pageIndex - 1) * page.pageSize;
    return { list: rows.slice(offset, offset + page.pageSize), total: rows.length };
  },

  async exportPlan(db: Db, actor: Actor, filter: StatisticsFilter) {
    const rows = await allRows(db, actor, filter);
    return { rows: rows.length, name: `作业统计-${filter.startDay}至${filter.endDay}`, km: filter.km || undefined };
  },

  /** The statistics as a workbook: the table's columns, counts and figures as numbers, -- where there is none. */
  async workbook(db: Db, actor: Actor, filter: StatisticsFilter): Promise<{ body: Buffer; fileName: string }> {
    const rows = await allRows(db, actor, filter);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('作业统计', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = WORK_STATISTICS_COLUMNS.map((header) => ({ header, key: header, width: header.length > 3 ? 12 : 10 }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) {
      sheet.addRow([
        r.teacherName, r.className, r.km, r.workCount, r.expectedCount, r.submitCount, formatPercent(r.submitRate),
        r.markedCount, formatPercent(r.markRate), orDash(r.avgScore), formatPercent(r.avgRate),
      ]);
    }
    const fileName = `作业统计-${filter.startDay}至${filter.endDay}.xlsx`;
    return { body: Buffer.from(await workbook.xlsx.writeBuffer()), fileName };
  },

  /** The filter's choices: grades and classes the user may see, the school's subjects, and the teachers. */
  async queryData(db: Db, actor: Actor, ruCode: string | undefined): Promise<TWorkCalcQueryData> {
    await assertRuCode(db, actor, ruCode);
    const scope = classScopeOf(actor);
    const [grades, classes, subjects, creators] = await Promise.all([
      classesRepository.gradesOfSchool(db, actor.schoolId),
      classesRepository.list(db, scope),
      workStatisticsRepository.subjects(db, actor.schoolId),
      workStatisticsRepository.creators(db, actor.schoolId),
    ]);
    const gradesWithClasses = new Set(classes.map((c) => c.gradeCode));
    return {
      grades: grades.filter((g) => gradesWithClasses.has(g.gradeCode)).map((g) => ({ gradeCode: g.gradeCode, gradeName: g.gradeName })),
      classes: classes.map((c) => ({ classCode: c.classCode, className: c.name, gradeCode: c.gradeCode })),
      subjects,
      teachers: isSchoolAdmin(actor.role) ? creators : creators.filter((t) => t.teacherId === actor.userId),
    };
  },

  /** The homework of one row of the statistics. */
  async detail(db: Db, actor: Actor, q: StatisticsFilter & { teacherId: number; classCode: string; km: string }): Promise<TWorkStatisticsDetailRow[]> {
    const works = await workStatisticsRepository.worksOfRow(db, await statisticsScope(db, actor, q));
    return works.map((w) => ({
      workGuid: w.workGuid,
      name: w.name,
      startTime: chinaMinute(w.startTime),
      endTime: chinaMinute(w.endTime),
      fullScore: w.fullScore,
      studentCount: w.studentCount,
      submitCount: w.submitCount,
      markedCount: w.markedCount,
      avgScore: meanOf(w.scoreSum, w.submitCount),
      offline: w.offline,
    }));
  },
};
