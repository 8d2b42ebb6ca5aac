import { percentOf, rollUpKnowledge, type TKnowledgePoint, type TKnowledgePointDetail } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { chinaDay, chinaMidnight } from './school-reports.scope.js';
import { knowledgePointRepository, type KnowledgePointScope } from './knowledge-point.repository.js';

const DAY_MS = 86_400_000;

interface Filter { ruCode?: string; km: string; gradeCode: string; classCodes: string[]; startDay: string; endDay: string }

/**
 * The classes of the request: the ones named (each of the session's school, and for a teacher one they teach), or
 * else every class the user may see, of the grade when one is chosen.
 */
async function chosenClasses(db: Db, actor: Actor, f: Filter) {
  await assertRuCode(db, actor, f.ruCode);
  const scope = classScopeOf(actor);
  if (f.classCodes.length === 0) {
    return classesRepository.list(db, scope, f.gradeCode ? { gradeCode: f.gradeCode } : {});
  }
  const codes = [...new Set(f.classCodes)];
  const inSchool = await classesRepository.list(db, schoolScope(actor.schoolId), { classCodes: codes });
  if (inSchool.length < codes.length) throw notFound('所选班级不存在');
  const visible = await classesRepository.list(db, scope, { classCodes: codes });
  if (visible.length < codes.length) throw forbidden('您不是所选班级的任课老师');
  return visible;
}

async function scopeOf(db: Db, actor: Actor, f: Filter) {
  const classes = await chosenClasses(db, actor, f);
  const scope: KnowledgePointScope = {
    schoolId: actor.schoolId,
    classGuids: classes.map((c) => c.guid),
    km: f.km,
    from: chinaMidnight(f.startDay),
    to: new Date(chinaMidnight(f.endDay).getTime() + DAY_MS),
  };
  return { classes, scope, codeOf: new Map(classes.map((c) => [c.guid, c])) };
}

/** 知识点分析 (spec 03 §2.1 /reports/knowlege-point): mastery per knowledge point over many homework, computed live. */
export const knowledgePointService = {
  async tree(db: Db, actor: Actor, f: Filter): Promise<TKnowledgePoint> {
    const { classes, scope, codeOf } = await scopeOf(db, actor, f);
    const [sums, links] = await Promise.all([knowledgePointRepository.questionSums(db, scope), knowledgePointRepository.questionLinks(db, scope)]);
    const nodes = await knowledgePointRepository.withAncestors(db, [...new Set(links.map((l) => l.knowledgeGuid))]);
    const questionSums = sums.map(({ classGuid, ...s }) => ({ ...s, classCode: codeOf.get(classGuid)!.classCode }));
    return {
      classes: classes.map((c) => ({ classCode: c.classCode, className: c.name })),
      points: rollUpKnowledge(nodes, links, questionSums, classes.map((c) => c.classCode)),
    };
  },

  async detail(db: Db, actor: Actor, f: Filter & { knowledgeGuid: string }): Promise<TKnowledgePointDetail> {
    const { scope, codeOf } = await scopeOf(db, actor, f);
    if (!(await knowledgePointRepository.exists(db, f.knowledgeGuid))) throw notFound('知识点不存在');
    const [questions, students] = await Promise.all([
      knowledgePointRepository.questions(db, scope, f.knowledgeGuid),
      knowledgePointRepository.students(db, scope, f.knowledgeGuid),
    ]);
    return {
      questions: questions.map((q) => ({
        workGuid: q.workGuid,
        workName: q.workName,
        day: chinaDay(q.startTime),
        th: q.th,
        fullScore: q.fullScore,
        submitCount: q.submitCount,
        rate: percentOf(q.got, q.fullScore * q.submitCount),
        lostCount: q.lostCount,
      })),
      students: students.map((s) => {
        const c = codeOf.get(s.classGuid)!;
        return {
          studentGuid: s.studentGuid,
          studentName: s.studentName,
          classCode: c.classCode,
          className: c.name,
          questionCount: s.questionCount,
          got: s.got,
          possible: s.possible,
          rate: percentOf(s.got, s.possible),
        };
      }),
    };
  },
};
