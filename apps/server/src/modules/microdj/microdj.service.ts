import {
  MICRODJ_LOOK_BACK_WORKS,
  MICRODJ_MAX_POINTS,
  MICRODJ_RECENT_DAYS,
  MICRODJ_WEAK_RATE,
  gradeInfo,
  type TMicrodjOverview,
  type TMicrodjPoint,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { chinaMinute } from '../school-reports/school-reports.scope.js';
import { microdjRepository as repo, type StudentQuestionRow } from './microdj.repository.js';

export const MicrodjMessages = {
  classNotFound: '所选班级不存在',
  notTeacher: '您不是所选班级的任课老师',
} as const;

const DAY_MS = 86_400_000;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

interface Link { itemGuid: string; guid: string; name: string; sort: number }

/**
 * The weakest points of the rows (the rule of MICRODJ_RULES.points and .students): per knowledge point the class's
 * points got ÷ full marks on the questions testing it, lowest first; per student the same on their own answers.
 * A question testing two points counts for both. Points with equal rates keep the bank's order.
 */
export function weakestPoints(rows: readonly StudentQuestionRow[], links: readonly Link[]): Omit<TMicrodjPoint, 'practicedBy'>[] {
  const pointsOf = new Map<string, Link[]>();
  for (const l of links) pointsOf.set(l.itemGuid, [...(pointsOf.get(l.itemGuid) ?? []), l]);
  const points = new Map<string, { link: Link; got: number; full: number; works: Set<string>; questions: Set<string>;
    students: Map<string, { studentGuid: string; name: string; buddies: string; got: number; full: number }> }>();
  for (const r of rows) {
    if (!r.itemGuid || r.fullScore <= 0) continue;
    for (const link of pointsOf.get(r.itemGuid) ?? []) {
      const p = points.get(link.guid) ?? { link, got: 0, full: 0, works: new Set(), questions: new Set(), students: new Map() };
      p.got += r.got;
      p.full += r.fullScore;
      p.works.add(r.workGuid);
      p.questions.add(`${r.workGuid}:${r.th}`);
      const st = p.students.get(r.studentGuid) ?? { studentGuid: r.studentGuid, name: r.name, buddies: r.buddies, got: 0, full: 0 };
      st.got += r.got;
      st.full += r.fullScore;
      p.students.set(r.studentGuid, st);
      points.set(link.guid, p);
    }
  }
  return [...points.values()]
    .map((p) => ({ p, rate: p.got / p.full }))
    .sort((a, b) => a.rate - b.rate || a.p.link.sort - b.p.link.sort)
    .slice(0, MICRODJ_MAX_POINTS)
    .map(({ p, rate }) => ({
      knowledgeGuid: p.link.guid,
      knowledgeName: p.link.name,
      rate: round4(rate),
      weak: rate < MICRODJ_WEAK_RATE,
      workCount: p.works.size,
      questionCount: p.questions.size,
      students: [...p.students.values()]
        .map((s) => ({ studentGuid: s.studentGuid, name: s.name, buddies: s.buddies, rate: round4(s.got / s.full) }))
        .filter((s) => s.rate < MICRODJ_WEAK_RATE)
        .sort((a, b) => a.rate - b.rate || a.buddies.localeCompare(b.buddies)),
    }));
}

/** A class of the session's school the actor may see (a teacher: the classes they teach). */
async function requireClass(db: Db, actor: Actor, classCode: string) {
  const [visible] = await classesRepository.list(db, classScopeOf(actor), { classCodes: [classCode] });
  if (visible) return visible;
  const [inSchool] = await classesRepository.list(db, schoolScope(actor.schoolId), { classCodes: [classCode] });
  if (!inSchool) throw notFound(MicrodjMessages.classNotFound);
  throw forbidden(MicrodjMessages.notTeacher);
}

/** 精准教学 (/microdj): the weak points of a class's recent homework, who needs them, and the practices sent. */
export const microdjService = {
  async overview(db: Db, actor: Actor, q: { classCode: string; km: string }, now = new Date()): Promise<TMicrodjOverview> {
    const cls = await requireClass(db, actor, q.classCode);
    const period = gradeInfo(cls.gradeCode)?.period ?? '';
    const scope = { schoolId: actor.schoolId, classGuid: cls.guid, km: q.km, period };
    const works = await repo.endedWorks(db, { ...scope, now, limit: MICRODJ_LOOK_BACK_WORKS });
    const rows = await repo.studentQuestions(db, { ...scope, workGuids: works.map((w) => w.guid) });
    const recent = await repo.recentWorks(db, { ...scope, since: new Date(now.getTime() - MICRODJ_RECENT_DAYS * DAY_MS) });
    const recentItems = await repo.workItems(db, actor.schoolId, recent.map((w) => w.guid));
    const links = await repo.knowledgeOf(db, [...new Set([...rows, ...recentItems].flatMap((r) => (r.itemGuid ? [r.itemGuid] : [])))]);
    const points = weakestPoints(rows, links);
    const listed = new Map(points.map((p) => [p.knowledgeGuid, p.knowledgeName]));
    const counted = new Set(works.map((w) => w.guid));
    // Which listed points each recent homework tests, through the knowledge of its questions' bank items.
    const tested = new Map<string, Set<string>>();
    for (const wi of recentItems) {
      for (const l of links) {
        if (l.itemGuid !== wi.itemGuid || !listed.has(l.guid)) continue;
        tested.set(wi.workGuid, (tested.get(wi.workGuid) ?? new Set()).add(l.guid));
      }
    }
    const practices = recent.map((w) => ({
      workGuid: w.guid,
      name: w.name,
      startTime: chinaMinute(w.startTime),
      endTime: chinaMinute(w.endTime),
      ended: w.endTime < now,
      studentCount: cls.studentCount,
      submitCount: Number(w.submitCount ?? 0),
      knowledgeNames: [...(tested.get(w.guid) ?? [])].map((g) => listed.get(g)!),
    }));
    return {
      classCode: cls.classCode,
      className: cls.name,
      gradeCode: cls.gradeCode,
      period,
      km: q.km,
      studentCount: cls.studentCount,
      works: works.map((w) => ({ workGuid: w.guid, name: w.name, startTime: chinaMinute(w.startTime) })),
      points: points.map((p) => ({
        ...p,
        // Homework already counted in the rates diagnosed the point; only what is not counted yet is practice on it.
        practicedBy: recent.filter((w) => !counted.has(w.guid) && tested.get(w.guid)?.has(p.knowledgeGuid)).map((w) => w.name),
      })),
      practices,
    };
  },
};
