import {
  DifficultyNames,
  MICRODJ_LOOK_BACK_WORKS,
  MICRODJ_WEAK_RATE,
  PracticeLevel,
  PracticeLevelNames,
  PRACTICE_LEVEL_DIFFICULTY,
  type PracticeLevelValue,
  difficultyOfScoreRate,
  gradeInfo,
  practiceLevelOf,
  type DifficultyLevel,
  type TPracticeBuild,
  type TPracticeGroup,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { assertRuCode } from '../homework/ru-code.js';
import { microdjRepository, type StudentQuestionRow } from '../microdj/microdj.repository.js';
import { bankItemsService } from '../question-bank/bank-items.service.js';
import { treesRepository } from '../question-bank/trees.repository.js';
import { wrongQuestionRepository } from './wrong-question.repository.js';
import { requireClass, WrongQuestionMessages } from './wrong-question.service.js';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const pct = (rate: number) => `${Math.round(rate * 100)}%`;
const LEVEL_ORDER = [PracticeLevel.Improve, PracticeLevel.Good, PracticeLevel.Excellent];

interface Tally { got: number; full: number }
const add = (t: Tally | undefined, r: StudentQuestionRow): Tally => ({ got: (t?.got ?? 0) + r.got, full: (t?.full ?? 0) + r.fullScore });
const rateOf = (t: Tally | undefined) => (t && t.full > 0 ? round4(t.got / t.full) : null);

/** Why the question's difficulty: the class's rate on the point, or the level group's aim. */
function difficultyReason(difficulty: number, target: DifficultyLevel, aim: { level: PracticeLevelValue; name: string; rate: number | null } | { rate: number | null }) {
  const name = DifficultyNames[difficulty as DifficultyLevel] ?? '';
  const gap = Math.abs(difficulty - target);
  if (gap > 1) return `难度${name}（该知识点暂无更接近${DifficultyNames[target]}的未用试题）`;
  if ('level' in aim) {
    const who = `${aim.name}组${aim.rate === null ? '' : `（本组在该知识点的得分率${pct(aim.rate)}）`}`;
    return gap === 0 ? `难度${name}，即${who}的目标难度` : `难度${name}，接近${who}的目标难度${DifficultyNames[target]}`;
  }
  if (aim.rate === null) return gap === 0 ? `难度${name}（本班在该知识点还没有作答，按中等选题）` : `难度${name}，接近中等（本班在该知识点还没有作答）`;
  return gap === 0
    ? `难度${name}，与本班在该知识点的得分率${pct(aim.rate)}相当`
    : `难度${name}，接近本班在该知识点的得分率${pct(aim.rate)}对应的${DifficultyNames[target]}`;
}

/**
 * 组合练习 and 薄弱点练习 (spec 03 §2.1; issue 14 item 3): the class's points over its latest ended homework, the
 * chosen (or every weak) point, and per group — the class, or its students by level on those points — the bank
 * questions of each point nearest the difficulty the group's rate on it calls for, each with its reasons.
 */
export const practiceBuilderService = {
  async build(db: Db, actor: Actor, q: { ruCode?: string; km: string; classCode: string; knowledgeGuids?: string[]; perPoint: number; byLevel: boolean }, now = new Date()): Promise<TPracticeBuild> {
    await assertRuCode(db, actor, q.ruCode);
    const cls = await requireClass(db, actor, q.classCode);
    const period = gradeInfo(cls.gradeCode)?.period ?? '';
    const scope = { schoolId: actor.schoolId, classGuid: cls.guid, km: q.km, period };
    const works = await microdjRepository.endedWorks(db, { ...scope, now, limit: MICRODJ_LOOK_BACK_WORKS });
    const rows = await microdjRepository.studentQuestions(db, { ...scope, workGuids: works.map((w) => w.guid) });
    const links = await microdjRepository.knowledgeOf(db, [...new Set(rows.flatMap((r) => (r.itemGuid ? [r.itemGuid] : [])))]);

    // The class on every tested point: each student's answer to each question counts once per point it tests.
    const pointsOf = new Map<string, string[]>();
    for (const l of links) pointsOf.set(l.itemGuid, [...(pointsOf.get(l.itemGuid) ?? []), l.guid]);
    const tested = new Map<string, { name: string; sort: number; tally: Tally; questions: Set<string> }>();
    for (const l of links) if (!tested.has(l.guid)) tested.set(l.guid, { name: l.name, sort: l.sort, tally: { got: 0, full: 0 }, questions: new Set() });
    for (const r of rows) {
      for (const guid of (r.itemGuid ? pointsOf.get(r.itemGuid) : undefined) ?? []) {
        const p = tested.get(guid)!;
        p.tally = add(p.tally, r);
        p.questions.add(`${r.workGuid}:${r.th}`);
      }
    }
    const listed = [...tested.entries()]
      .map(([guid, p]) => ({ knowledgeGuid: guid, knowledgeName: p.name, sort: p.sort, rate: rateOf(p.tally), questionCount: p.questions.size }))
      .sort((a, b) => (a.rate ?? 1) - (b.rate ?? 1) || a.sort - b.sort);

    let chosen: { knowledgeGuid: string; knowledgeName: string; rate: number | null }[];
    if (q.knowledgeGuids) {
      chosen = [];
      for (const guid of new Set(q.knowledgeGuids)) {
        const known = listed.find((p) => p.knowledgeGuid === guid);
        if (known) {
          chosen.push(known);
          continue;
        }
        // A point the works did not test may still be practised, if it is of the class's period and the subject.
        const point = await wrongQuestionRepository.knowledgeName(db, guid);
        if (!point || point.km !== q.km || point.periodCode !== period) throw notFound(WrongQuestionMessages.knowledgeNotFound);
        chosen.push({ knowledgeGuid: guid, knowledgeName: point.name, rate: null });
      }
    } else {
      chosen = listed.filter((p) => p.rate !== null && p.rate < MICRODJ_WEAK_RATE);
    }
    const chosenSet = new Set(chosen.map((p) => p.knowledgeGuid));

    // Each student on the chosen points (a question testing two of them counts once), and on each point.
    const students = new Map<string, { name: string; buddies: string; tally: Tally; byPoint: Map<string, Tally> }>();
    for (const r of rows) {
      const on = ((r.itemGuid ? pointsOf.get(r.itemGuid) : undefined) ?? []).filter((g) => chosenSet.has(g));
      if (on.length === 0) continue;
      const st = students.get(r.studentGuid) ?? { name: r.name, buddies: r.buddies, tally: { got: 0, full: 0 }, byPoint: new Map() };
      st.tally = add(st.tally, r);
      for (const g of on) st.byPoint.set(g, add(st.byPoint.get(g), r));
      students.set(r.studentGuid, st);
    }
    const members = [...students.entries()]
      .flatMap(([studentGuid, s]) => {
        const rate = rateOf(s.tally);
        return rate === null ? [] : [{ studentGuid, name: s.name, buddies: s.buddies, rate, tally: s.tally, byPoint: s.byPoint }];
      })
      .sort((a, b) => a.rate - b.rate || a.buddies.localeCompare(b.buddies));
    const groupsOf = q.byLevel
      ? LEVEL_ORDER.map((level) => ({ key: level as string, level: level as PracticeLevelValue | null, name: PracticeLevelNames[level], members: members.filter((m) => practiceLevelOf(m.rate) === level) }))
        .filter((g) => g.members.length > 0)
      : chosen.length > 0 ? [{ key: 'class', level: null, name: '全班', members }] : [];

    const groups: TPracticeGroup[] = [];
    for (const g of groupsOf) {
      const sum = (pick: (m: (typeof members)[number]) => Tally | undefined) =>
        g.members.reduce<Tally>((t, m) => { const x = pick(m); return x ? { got: t.got + x.got, full: t.full + x.full } : t; }, { got: 0, full: 0 });
      const taken = new Set<string>();
      const items: TPracticeGroup['items'] = [];
      for (const point of chosen) {
        const rate = g.level === null ? point.rate : rateOf(sum((m) => m.byPoint.get(point.knowledgeGuid)));
        const target: DifficultyLevel = g.level !== null ? PRACTICE_LEVEL_DIFFICULTY[g.level] : rate === null ? 3 : difficultyOfScoreRate(rate);
        const under = await treesRepository.descendantsOfAll(db, 'knowledgePoints', [point.knowledgeGuid]);
        const { rows: found } = await wrongQuestionRepository.recommend(db, {
          schoolId: actor.schoolId, period, km: q.km, knowledgeGuids: under, target, offset: 0, limit: q.perPoint + taken.size,
        });
        const fresh = found.filter((r) => !taken.has(r.guid)).slice(0, q.perPoint);
        for (const item of await bankItemsService.decorate(db, actor, { period, km: q.km }, fresh)) {
          taken.add(item.itemGuid);
          const weak = point.rate !== null && point.rate < MICRODJ_WEAK_RATE;
          const classText = point.rate === null ? '' : `（本班得分率${pct(point.rate)}）`;
          items.push({
            ...item,
            knowledgeGuid: point.knowledgeGuid,
            reasons: [
              `考查${weak ? '薄弱' : '所选'}知识点「${point.knowledgeName}」${classText}`,
              difficultyReason(item.difficulty, target, g.level !== null ? { level: g.level, name: g.name, rate } : { rate }),
              '本校尚未使用过',
            ],
          });
        }
      }
      groups.push({
        key: g.key,
        name: g.name,
        rate: rateOf(sum((m) => m.tally)),
        students: g.members.map(({ studentGuid, name, buddies, rate }) => ({ studentGuid, name, buddies, rate })),
        items,
      });
    }

    return {
      classCode: cls.classCode,
      className: cls.name,
      gradeCode: cls.gradeCode,
      period,
      km: q.km,
      workCount: works.length,
      points: listed.map(({ sort: _sort, ...p }) => ({ ...p, weak: p.rate !== null && p.rate < MICRODJ_WEAK_RATE, chosen: chosenSet.has(p.knowledgeGuid) })),
      groups,
    };
  },
};
