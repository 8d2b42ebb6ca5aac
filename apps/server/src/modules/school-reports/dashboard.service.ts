import { LOW_MASTERY_RATE, meanOf, percentOf, type TDashboard } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { chinaDay, chinaMidnight } from './school-reports.scope.js';
import { dashboardRepository } from './dashboard.repository.js';

const WEAK_LIMIT = 10;
const DAY_MS = 86_400_000;

/** 学情分析 (spec 03 §2.1 /reports/dashboard): one class and subject over the term, computed live from the answers. */
export const dashboardService = {
  async dashboard(db: Db, actor: Actor, q: { ruCode?: string; classCode: string; km: string; startDay: string; endDay: string }): Promise<TDashboard> {
    await assertRuCode(db, actor, q.ruCode);
    const [anyClass] = await classesRepository.list(db, { schoolId: actor.schoolId, teacherId: null }, { classCodes: [q.classCode] });
    if (!anyClass) throw notFound('班级不存在');
    const [visible] = await classesRepository.list(db, classScopeOf(actor), { classCodes: [q.classCode] });
    if (!visible) throw forbidden('您不是该班级的任课老师');
    const scope = { schoolId: actor.schoolId, classGuid: visible.guid, km: q.km, from: chinaMidnight(q.startDay), to: new Date(chinaMidnight(q.endDay).getTime() + DAY_MS) };
    const [works, knowledge] = await Promise.all([dashboardRepository.trend(db, scope), dashboardRepository.knowledge(db, scope)]);

    const trend = works.map((w) => {
      const avgScore = meanOf(w.scoreSum, w.submitCount);
      return {
        workGuid: w.workGuid,
        name: w.name,
        day: chinaDay(w.startTime),
        fullScore: w.fullScore,
        studentCount: w.studentCount,
        submitCount: w.submitCount,
        submitRate: percentOf(w.submitCount, w.studentCount),
        avgScore,
        avgRate: w.fullScore > 0 ? percentOf(w.scoreSum, w.fullScore * w.submitCount) : null,
      };
    });
    const rated = trend.filter((t) => t.avgRate !== null);
    const weakKnowledge = knowledge
      .map((k) => ({ knowledgeGuid: k.knowledgeGuid, knowledgeName: k.knowledgeName, rate: percentOf(k.got, k.possible), workCount: k.workCount }))
      .filter((k) => k.rate !== null && k.rate < LOW_MASTERY_RATE * 100)
      .sort((a, b) => a.rate! - b.rate! || a.knowledgeName.localeCompare(b.knowledgeName, 'zh-CN'))
      .slice(0, WEAK_LIMIT);
    return {
      classCode: visible.classCode,
      className: visible.name,
      gradeCode: visible.gradeCode,
      km: q.km,
      trend,
      submitRate: percentOf(trend.reduce((n, t) => n + t.submitCount, 0), trend.reduce((n, t) => n + t.studentCount, 0)),
      avgRate: meanOf(rated.reduce((n, t) => n + t.avgRate!, 0), rated.length),
      weakKnowledge,
    };
  },
};
