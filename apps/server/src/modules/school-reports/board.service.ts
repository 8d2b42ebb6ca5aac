import { isSchoolAdmin, percentOf, type TBoard, type TBoardFigures } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classesRepository } from '../classes/classes.repository.js';
import { statisticsScope } from './school-reports.scope.js';
import { workStatisticsRepository, type StatisticsSums } from './work-statistics.repository.js';

/** Sums of several statistics rows as board figures (rates over all their submissions). */
function figures(rows: readonly StatisticsSums[]): TBoardFigures {
  const add = (key: 'workCount' | 'expectedCount' | 'submitCount' | 'rateSum') => rows.reduce((n, r) => n + r[key], 0);
  const submitCount = add('submitCount');
  return {
    workCount: add('workCount'),
    expectedCount: add('expectedCount'),
    submitCount,
    submitRate: percentOf(submitCount, add('expectedCount')),
    avgRate: percentOf(add('rateSum'), submitCount),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** 数据看板 (spec 03 §2.1 /reports/board): the school administrator's view across grades, classes and subjects. */
export const boardService = {
  async board(db: Db, actor: Actor, q: { ruCode?: string; startDay: string; endDay: string; gradeCode?: string }): Promise<TBoard> {
    if (!isSchoolAdmin(actor.role)) throw forbidden('数据看板仅供学校管理员查看');
    const [sums, grades] = await Promise.all([
      workStatisticsRepository.sums(db, await statisticsScope(db, actor, q)),
      classesRepository.gradesOfSchool(db, actor.schoolId),
    ]);
    // The rows come in grade, class and subject order; a class's teachers of one subject are added together.
    const byClass = groupBy(sums, (r) => r.classCode);
    const byGrade = groupBy(sums, (r) => r.gradeCode);
    return {
      subjects: [...new Set(sums.map((r) => r.km))].sort((a, b) => a.localeCompare(b, 'zh-CN')),
      grades: grades.filter((g) => byGrade.has(g.gradeCode)).map((g) => ({ gradeCode: g.gradeCode, gradeName: g.gradeName, ...figures(byGrade.get(g.gradeCode)!) })),
      classes: [...byClass.values()].map((rows) => ({
        gradeCode: rows[0]!.gradeCode,
        classCode: rows[0]!.classCode,
        className: rows[0]!.className,
        all: figures(rows),
        cells: [...groupBy(rows, (r) => r.km).entries()].map(([km, kmRows]) => ({ km, ...figures(kmRows) })),
      })),
    };
  },
};
