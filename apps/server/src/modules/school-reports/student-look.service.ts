import { meanOf, percentOf, rankInClass, weakestFirst, type TStudentLook, type TStudentLookStudents } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { chinaDay, chinaMidnight } from './school-reports.scope.js';
import { studentLookRepository } from './student-look.repository.js';

const DAY_MS = 86_400_000;

/** The class if the user may see it: another school's or an unknown code is not found, one they do not teach refused. */
async function visibleClass(db: Db, actor: Actor, q: { ruCode?: string; classCode: string }) {
  await assertRuCode(db, actor, q.ruCode);
  const [anyClass] = await classesRepository.list(db, schoolScope(actor.schoolId), { classCodes: [q.classCode] });
  if (!anyClass) throw notFound('班级不存在');
  const [visible] = await classesRepository.list(db, classScopeOf(actor), { classCodes: [q.classCode] });
  if (!visible) throw forbidden('您不是该班级的任课老师');
  return visible;
}

/** 学生学情 (spec 03 §2.1 /reports/studentLook): one student's works, trend, knowledge mastery and lost questions. */
export const studentLookService = {
  async students(db: Db, actor: Actor, q: { ruCode?: string; classCode: string }): Promise<TStudentLookStudents> {
    const cls = await visibleClass(db, actor, q);
    return studentLookRepository.studentsOfClass(db, actor.schoolId, cls.guid);
  },

  async look(
    db: Db,
    actor: Actor,
    q: { ruCode?: string; classCode: string; stuGuid: string; km: string; startDay?: string; endDay?: string },
  ): Promise<TStudentLook> {
    const cls = await visibleClass(db, actor, q);
    const student = await studentLookRepository.studentInClass(db, actor.schoolId, cls.guid, q.stuGuid);
    if (!student) throw notFound('该学生不在所选班级');
    const scope = {
      schoolId: actor.schoolId,
      classGuid: cls.guid,
      stuGuid: student.guid,
      km: q.km,
      from: q.startDay ? chinaMidnight(q.startDay) : undefined,
      to: q.endDay ? new Date(chinaMidnight(q.endDay).getTime() + DAY_MS) : undefined,
      now: new Date(),
    };
    const [works, knowledge, wrong] = await Promise.all([
      studentLookRepository.works(db, scope),
      studentLookRepository.knowledge(db, scope),
      studentLookRepository.wrongQuestions(db, scope),
    ]);
    return {
      stuGuid: student.guid,
      studentName: student.name,
      classCode: cls.classCode,
      className: cls.name,
      km: q.km,
      works: works.map((w) => {
        const classSum = w.classScores.reduce((a, b) => a + b, 0);
        const count = w.classScores.length;
        return {
          workGuid: w.workGuid,
          name: w.name,
          isExam: w.examDuration !== null,
          day: chinaDay(w.startTime),
          fullScore: w.fullScore,
          isSubmitted: w.score !== null,
          score: w.score,
          rate: w.score === null ? null : percentOf(w.score, w.fullScore),
          classSubmitCount: count,
          classAvgScore: meanOf(classSum, count),
          classAvgRate: w.fullScore > 0 ? percentOf(classSum, w.fullScore * count) : null,
          rank: w.score === null ? null : rankInClass(w.score, w.classScores),
        };
      }),
      knowledge: weakestFirst(knowledge.map((k) => ({
        knowledgeGuid: k.knowledgeGuid,
        knowledgeName: k.knowledgeName,
        got: k.got,
        possible: k.possible,
        rate: percentOf(k.got, k.possible),
        classRate: percentOf(k.classGot, k.classPossible),
        workCount: k.workCount,
      }))),
      wrongQuestions: wrong.map((r) => ({
        workGuid: r.workGuid,
        workName: r.workName,
        day: chinaDay(r.startTime),
        th: r.th,
        score: r.score,
        fullScore: r.fullScore,
        knowledgeNames: r.knowledgeNames,
      })),
    };
  },
};
