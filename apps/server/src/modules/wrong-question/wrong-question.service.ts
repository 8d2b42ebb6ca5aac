import {
  DifficultyNames,
  GrindSort,
  MAX_GRIND_WORKS,
  QuestionType,
  WorkTypeNames,
  WrongGrindMessages,
  difficultyOfScoreRate,
  gradeInfo,
  itemTypeInfo,
  rateInRange,
  type DifficultyLevel,
  type TBankItem,
  type TGrindItem,
  type TGrindItems,
  type TRecommendItems,
  type TViewWrongQuestions,
  type TWrongStudentList,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { bankItemsService } from '../question-bank/bank-items.service.js';
import { treesRepository } from '../question-bank/trees.repository.js';
import { chinaMidnight, chinaMinute } from '../school-reports/school-reports.scope.js';
import { wrongQuestionRepository as repo, type EndedWorksFilter, type QuestionFigureRow } from './wrong-question.repository.js';

const DAY_MS = 86_400_000;
/** How many ended works of a class the recommendation and the detail look back on. */
const LOOK_BACK_WORKS = 200;

export const WrongQuestionMessages = {
  classNotFound: '所选班级不存在',
  notTeacher: '您不是所选班级的任课老师',
  workNotFound: '作业不存在',
  workNotEnded: '所选作业还未结束',
  workNotOfClass: '所选班级没有布置该作业',
  knowledgeNotFound: '知识点不存在',
  questionNotFound: '作业中没有这道题',
} as const;

/** A class of the session's school the actor may see, by code (another school's looks missing; one not taught is refused). */
export async function requireClass(db: Db, actor: Actor, classCode: string) {
  const [visible] = await classesRepository.list(db, classScopeOf(actor), { classCodes: [classCode] });
  if (visible) return visible;
  const [inSchool] = await classesRepository.list(db, schoolScope(actor.schoolId), { classCodes: [classCode] });
  if (!inSchool) throw notFound(WrongQuestionMessages.classNotFound);
  throw forbidden(WrongQuestionMessages.notTeacher);
}

async function visibleClassGuids(db: Db, actor: Actor) {
  return (await classesRepository.list(db, classScopeOf(actor))).map((c) => c.guid);
}

/** Each work of the session's school and ended; another school's work looks missing. */
async function requireEndedWorks(db: Db, actor: Actor, workGuids: readonly string[], now = new Date()) {
  const guids = [...new Set(workGuids)];
  const works = await repo.worksOf(db, actor.schoolId, guids);
  if (works.length < guids.length) throw notFound(WrongQuestionMessages.workNotFound);
  if (works.some((w) => w.endTime >= now)) throw notFound(WrongQuestionMessages.workNotEnded);
  return works;
}

/** The class (seen by the actor) and the works (ended, of the school, given to the class). */
async function requireClassWorks(db: Db, actor: Actor, q: { ruCode?: string; classCode: string; workGuids: readonly string[] }) {
  await assertRuCode(db, actor, q.ruCode);
  const works = await requireEndedWorks(db, actor, q.workGuids);
  const cls = await requireClass(db, actor, q.classCode);
  const given = await repo.classesGiven(db, actor.schoolId, works.map((w) => w.guid), [cls.guid]);
  if (!given.has(cls.guid)) throw notFound(WrongQuestionMessages.workNotOfClass);
  return { cls, works };
}

const rateOf = (r: QuestionFigureRow) => (r.fullScore > 0 && r.submitCount > 0 ? r.got / (r.fullScore * r.submitCount) : null);
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The type of a question: its bank item's, else from the work's question type. */
function typeOf(r: QuestionFigureRow): number {
  if (r.itemType !== null) return r.itemType;
  if (r.questionType === QuestionType.Single) return 1;
  if (r.questionType === QuestionType.Multiple) return 2;
  return 5;
}

/** Bank items (as the bank lists them) behind the rows, by guid. */
async function bankItemsOf(db: Db, actor: Actor, rows: readonly QuestionFigureRow[]) {
  const out = new Map<string, TBankItem>();
  const byScope = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.itemGuid) continue;
    const key = `${r.periodCode}|${r.km}`;
    byScope.set(key, [...(byScope.get(key) ?? []), r.itemGuid]);
  }
  for (const [key, guids] of byScope) {
    const [period, km] = key.split('|') as [string, string];
    const itemRows = await repo.itemRows(db, actor.schoolId, [...new Set(guids)]);
    for (const item of await bankItemsService.decorate(db, actor, { period, km }, itemRows)) out.set(item.itemGuid, item);
  }
  return out;
}

function toGrindItem(r: QuestionFigureRow, item: TBankItem | undefined): TGrindItem {
  const type = typeOf(r);
  return {
    workGuid: r.workGuid,
    workName: r.workName,
    paperGuid: r.paperGuid,
    itemNumber: r.th,
    itemTypeGuid: type,
    itemTypeName: itemTypeInfo(type)?.name ?? '',
    fullScore: r.fullScore,
    clsScoreRate: round4(rateOf(r) ?? 0),
    submitCount: r.submitCount,
    wrongCount: r.wrongCount,
    startTime: chinaMinute(r.startTime),
    item: item ?? null,
  };
}

const byTime = (a: QuestionFigureRow, b: QuestionFigureRow) =>
  b.startTime.getTime() - a.startTime.getTime() || a.workGuid.localeCompare(b.workGuid) || a.th - b.th;

/** Rows of the items testing one of the points (given with their descendants). */
async function withKnowledge(db: Db, rows: QuestionFigureRow[], knowledgeGuids: readonly string[]) {
  if (knowledgeGuids.length === 0) return rows;
  const points = new Set(await treesRepository.descendantsOfAll(db, 'knowledgePoints', knowledgeGuids));
  const links = await repo.knowledgeOf(db, [...new Set(rows.flatMap((r) => (r.itemGuid ? [r.itemGuid] : [])))]);
  const tested = new Set(links.filter((l) => points.has(l.guid)).map((l) => l.itemGuid));
  return rows.filter((r) => r.itemGuid && tested.has(r.itemGuid));
}

interface GrindFilter {
  ruCode?: string;
  workGuids: string[];
  classCode: string;
  studentGuids: string[];
  knowledgeGuids: string[];
  minRate: number;
  maxRate: number;
}

/** The questions of the works whose class rate lies in the range (questions nobody submitted are left out). */
async function grindRows(db: Db, actor: Actor, f: GrindFilter) {
  const { cls } = await requireClassWorks(db, actor, f);
  const rows = await repo.questionFigures(db, { schoolId: actor.schoolId, workGuids: f.workGuids, classGuid: cls.guid, studentGuids: f.studentGuids });
  const inRange = rows.filter((r) => {
    const rate = rateOf(r);
    return rate !== null && rateInRange(rate, f.minRate, f.maxRate);
  });
  return { cls, rows: await withKnowledge(db, inRange, f.knowledgeGuids) };
}

/** 错题打磨 (spec 03 §2.5, §7.2) and 推荐练习 / 查看详情 (spec 03 §2.6, §7.3). */
export const wrongQuestionService = {
  /** The grade of the latest ended work and up to 10 latest ended works of that grade; none gives 您还未有已结束的作业！. */
  async initialData(db: Db, actor: Actor, q: { ruCode?: string; km: string; period: string; startDay?: string; endDay?: string }) {
    await assertRuCode(db, actor, q.ruCode);
    const filter: EndedWorksFilter = {
      schoolId: actor.schoolId, classGuids: await visibleClassGuids(db, actor), km: q.km, period: q.period, now: new Date(),
      from: q.startDay ? chinaMidnight(q.startDay) : undefined,
      to: q.endDay ? new Date(chinaMidnight(q.endDay).getTime() + DAY_MS) : undefined,
    };
    const latest = await repo.latestEndedWork(db, filter);
    if (!latest) return { data: { gradeCode: '', gradeName: '', workInfoGuids: [] }, message: WrongGrindMessages.noEndedWork };
    const workInfoGuids = await repo.endedWorkGuids(db, { ...filter, gradeCode: latest.gradeCode }, MAX_GRIND_WORKS);
    return { data: { gradeCode: latest.gradeCode, gradeName: gradeInfo(latest.gradeCode)?.name ?? latest.gradeCode, workInfoGuids }, message: undefined };
  },

  async gradeCode(db: Db, actor: Actor, q: { ruCode?: string; km: string; period: string }) {
    await assertRuCode(db, actor, q.ruCode);
    const latest = await repo.latestEndedWork(db, { schoolId: actor.schoolId, classGuids: await visibleClassGuids(db, actor), km: q.km, period: q.period, now: new Date() });
    return { gradeCode: latest?.gradeCode ?? '' };
  },

  /** Grades of the period in which the actor has a class. */
  async grades(db: Db, actor: Actor, q: { ruCode?: string; period: string }) {
    await assertRuCode(db, actor, q.ruCode);
    const classes = await classesRepository.list(db, classScopeOf(actor));
    const seen = new Map<string, string>();
    for (const c of classes) if (gradeInfo(c.gradeCode)?.period === q.period && !seen.has(c.gradeCode)) seen.set(c.gradeCode, c.gradeName);
    return [...seen].map(([gradeCode, gradeName]) => ({ gradeCode, gradeName }));
  },

  async workList(db: Db, actor: Actor, q: { ruCode?: string; km: string; period: string; gradeCode?: string; startDay?: string; endDay?: string; pageIndex: number; pageSize: number }) {
    await assertRuCode(db, actor, q.ruCode);
    const filter: EndedWorksFilter = {
      schoolId: actor.schoolId, classGuids: await visibleClassGuids(db, actor), km: q.km, period: q.period, gradeCode: q.gradeCode, now: new Date(),
      from: q.startDay ? chinaMidnight(q.startDay) : undefined,
      to: q.endDay ? new Date(chinaMidnight(q.endDay).getTime() + DAY_MS) : undefined,
    };
    const [total, rows] = await Promise.all([
      repo.countEndedWorks(db, filter),
      repo.endedWorkPage(db, filter, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize }),
    ]);
    return {
      total,
      list: rows.map((r) => ({
        workGuid: r.guid, name: r.name, startTime: chinaMinute(r.startTime), workType: r.workType, workTypeName: WorkTypeNames[r.workType] ?? '',
        gradeCode: r.gradeCode, gradeAvg: r.gradeAvg === null ? null : Math.round(r.gradeAvg * 100) / 100, fullScore: r.fullScore, wrongCount: r.wrongCount,
      })),
    };
  },

  /** The classes the actor sees that received one of the works. */
  async classes(db: Db, actor: Actor, q: { ruCode?: string; gradeCode?: string; workGuids: string[] }) {
    await assertRuCode(db, actor, q.ruCode);
    const works = await requireEndedWorks(db, actor, q.workGuids);
    const classes = await classesRepository.list(db, classScopeOf(actor), q.gradeCode ? { gradeCode: q.gradeCode } : {});
    const given = await repo.classesGiven(db, actor.schoolId, works.map((w) => w.guid), classes.map((c) => c.guid));
    return classes.filter((c) => given.has(c.guid)).map((c) => ({ ClassCode: c.classCode, ClassName: c.name }));
  },

  async students(db: Db, actor: Actor, q: { ruCode?: string; classCode: string; workGuids: string[] }) {
    const { cls, works } = await requireClassWorks(db, actor, q);
    const rows = await repo.submittedStudents(db, actor.schoolId, works.map((w) => w.guid), cls.guid);
    return rows.map((r) => ({ guid: r.guid, name: r.name, buddies: r.buddies }));
  },

  /** Knowledge points of the questions in the rate range: how many works test each, how many such questions. */
  async knowledgePoints(db: Db, actor: Actor, f: GrindFilter) {
    const { rows } = await grindRows(db, actor, f);
    const links = await repo.knowledgeOf(db, [...new Set(rows.flatMap((r) => (r.itemGuid ? [r.itemGuid] : [])))]);
    const points = new Map<string, { knowledgeGuid: string; knowledgeName: string; sort: number; works: Set<string>; questions: number }>();
    for (const r of rows) {
      for (const l of links.filter((x) => x.itemGuid === r.itemGuid)) {
        const p = points.get(l.guid) ?? { knowledgeGuid: l.guid, knowledgeName: l.name, sort: l.sort, works: new Set<string>(), questions: 0 };
        p.works.add(r.workGuid);
        p.questions += 1;
        points.set(l.guid, p);
      }
    }
    return {
      list: [...points.values()]
        .sort((a, b) => b.questions - a.questions || a.sort - b.sort)
        .map((p) => ({ knowledgeGuid: p.knowledgeGuid, knowledgeName: p.knowledgeName, workFrequency: p.works.size, highFrequencyErrorNum: p.questions })),
    };
  },

  /** The grinding list: questions in the rate range, by type, sorted by time or by class rate, one page. */
  async items(db: Db, actor: Actor, f: GrindFilter & { itemTypeGuid?: number; sortProp: string; pageIndex: number; pageSize: number }): Promise<TGrindItems> {
    const { cls, rows } = await grindRows(db, actor, f);
    const types = new Map<number, number>();
    for (const r of rows) types.set(typeOf(r), (types.get(typeOf(r)) ?? 0) + 1);
    const chosen = rows.filter((r) => f.itemTypeGuid === undefined || typeOf(r) === f.itemTypeGuid);
    chosen.sort(f.sortProp === GrindSort.Rate ? (a, b) => (rateOf(a) ?? 0) - (rateOf(b) ?? 0) || byTime(a, b) : byTime);
    const page = chosen.slice((f.pageIndex - 1) * f.pageSize, f.pageIndex * f.pageSize);
    const items = await bankItemsOf(db, actor, page);
    const submitted = await repo.submittedStudents(db, actor.schoolId, f.workGuids, cls.guid);
    const students = f.studentGuids.length ? submitted.filter((st) => f.studentGuids.includes(st.guid)).length : submitted.length;
    return {
      list: page.map((r) => toGrindItem(r, r.itemGuid ? items.get(r.itemGuid) : undefined)),
      total: chosen.length,
      all: rows.length,
      students,
      itemTypes: [...types].sort(([a], [b]) => a - b).map(([itemTypeGuid, count]) => ({ itemTypeGuid, itemTypeName: itemTypeInfo(itemTypeGuid)?.name ?? '', count })),
    };
  },

  /** The bank questions behind chosen questions of works (with the class's figures when a class is given). */
  async wrongQuestionList(db: Db, actor: Actor, q: { ruCode?: string; km: string; classCode?: string; itemData: { workInfoGuid: string; th: number }[] }) {
    await assertRuCode(db, actor, q.ruCode);
    const workGuids = [...new Set(q.itemData.map((d) => d.workInfoGuid))];
    const works = await requireEndedWorks(db, actor, workGuids);
    if (works.some((w) => w.km !== q.km)) throw notFound(WrongQuestionMessages.workNotFound);
    const classGuids = q.classCode ? [(await requireClass(db, actor, q.classCode)).guid] : await visibleClassGuids(db, actor);
    const rows: QuestionFigureRow[] = [];
    for (const classGuid of classGuids) {
      rows.push(...await repo.questionFigures(db, { schoolId: actor.schoolId, workGuids, classGuid, ths: q.itemData.map((d) => ({ workGuid: d.workInfoGuid, th: d.th })) }));
    }
    // One row per question: the classes' figures summed.
    const merged = new Map<string, QuestionFigureRow>();
    for (const r of rows) {
      const key = `${r.workGuid}:${r.th}`;
      const m = merged.get(key);
      merged.set(key, m ? { ...m, got: m.got + r.got, submitCount: m.submitCount + r.submitCount, wrongCount: m.wrongCount + r.wrongCount } : r);
    }
    const ordered = q.itemData.flatMap((d) => merged.get(`${d.workInfoGuid}:${d.th}`) ?? []);
    const items = await bankItemsOf(db, actor, ordered);
    return { list: ordered.map((r) => toGrindItem(r, r.itemGuid ? items.get(r.itemGuid) : undefined)) };
  },

  /** 错题名单: the class's submitted students short of full marks, by answer (objective) or by score (subjective). */
  async wrongStudents(db: Db, actor: Actor, q: { ruCode?: string; workGuid: string; th: number; classCode: string }): Promise<TWrongStudentList> {
    const { cls } = await requireClassWorks(db, actor, { ...q, workGuids: [q.workGuid] });
    const question = await repo.question(db, actor.schoolId, q.workGuid, q.th);
    if (!question) throw notFound(WrongQuestionMessages.questionNotFound);
    const answers = await repo.answersOf(db, { schoolId: actor.schoolId, workGuid: q.workGuid, th: q.th, classGuid: cls.guid });
    const full = Number(question.score);
    const lost = answers.filter((a) => (a.score === null ? 0 : Number(a.score)) < full);
    const objective = question.type === QuestionType.Single || question.type === QuestionType.Multiple;
    const groups = new Map<string, TWrongStudentList['optionArry'][number]>();
    for (const a of lost) {
      const score = a.score === null ? null : Number(a.score);
      const option = objective ? (a.answer?.trim() || '未作答') : score === null ? '未评分' : `${score}分`;
      const g = groups.get(option) ?? { option, answerDetail: [] };
      g.answerDetail.push({ studentName: a.name, buddies: a.buddies, studentAnswer: a.answer ?? '', score });
      groups.set(option, g);
    }
    return {
      thStr: `第${q.th}题`,
      fullScore: full,
      rightAnswer: question.answer,
      fullMarksCount: answers.length - lost.length,
      loseMarksCount: lost.length,
      showType: objective ? 0 : 1,
      optionArry: [...groups.values()].sort((a, b) => a.option.localeCompare(b.option)),
    };
  },

  /** Situation 2: the class's questions of a point it lost points on, over the chosen or all its ended works. */
  async viewWrongQuestions(db: Db, actor: Actor, q: { ruCode?: string; km: string; period: string; classCode: string; knowledgeGuid: string; workGuids: string[] }): Promise<TViewWrongQuestions> {
    await assertRuCode(db, actor, q.ruCode);
    const cls = await requireClass(db, actor, q.classCode);
    const point = await repo.knowledgeName(db, q.knowledgeGuid);
    if (!point) throw notFound(WrongQuestionMessages.knowledgeNotFound);
    const workGuids = q.workGuids.length > 0
      ? (await requireClassWorks(db, actor, { classCode: q.classCode, workGuids: q.workGuids })).works.map((w) => w.guid)
      : await repo.endedWorkGuids(db, { schoolId: actor.schoolId, classGuids: [cls.guid], km: q.km, period: q.period, now: new Date() }, LOOK_BACK_WORKS);
    const rows = await withKnowledge(db, await repo.questionFigures(db, { schoolId: actor.schoolId, workGuids, classGuid: cls.guid }), [q.knowledgeGuid]);
    const wrong = rows.filter((r) => r.wrongCount > 0).sort(byTime);
    const items = await bankItemsOf(db, actor, wrong);
    return { knowledgeName: point.name, className: cls.name, list: wrong.map((r) => toGrindItem(r, r.itemGuid ? items.get(r.itemGuid) : undefined)) };
  },

  /**
   * Situation 1: bank questions for a class's point. Candidates test the point (or one under it), are of the period
   * and subject, and neither the school's papers nor its works used them; nearest the difficulty the class's rate
   * calls for come first (the score-rate labels of spec 03 §9; 中等 when the class has no answers on the point).
   */
  async recommend(db: Db, actor: Actor, q: { ruCode?: string; km: string; period: string; classCode: string; knowledgeGuid: string; itemTypeGuid?: number; difficultyGuid?: number; pageIndex: number; pageSize: number }): Promise<TRecommendItems> {
    await assertRuCode(db, actor, q.ruCode);
    const cls = await requireClass(db, actor, q.classCode);
    const point = await repo.knowledgeName(db, q.knowledgeGuid);
    if (!point) throw notFound(WrongQuestionMessages.knowledgeNotFound);
    const workGuids = await repo.endedWorkGuids(db, { schoolId: actor.schoolId, classGuids: [cls.guid], km: q.km, period: q.period, now: new Date() }, LOOK_BACK_WORKS);
    const rows = await withKnowledge(db, await repo.questionFigures(db, { schoolId: actor.schoolId, workGuids, classGuid: cls.guid }), [q.knowledgeGuid]);
    const possible = rows.reduce((s, r) => s + r.fullScore * r.submitCount, 0);
    const classRate = possible > 0 ? round4(rows.reduce((s, r) => s + r.got, 0) / possible) : null;
    const target: DifficultyLevel = classRate === null ? 3 : difficultyOfScoreRate(classRate);
    const points = await treesRepository.descendantsOfAll(db, 'knowledgePoints', [q.knowledgeGuid]);
    const { rows: itemRows, total } = await repo.recommend(db, {
      schoolId: actor.schoolId, period: q.period, km: q.km, knowledgeGuids: points, target,
      type: q.itemTypeGuid, difficulty: q.difficultyGuid, offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize,
    });
    const items = await bankItemsService.decorate(db, actor, { period: q.period, km: q.km }, itemRows);
    const rateText = classRate === null ? '班级在该知识点上还没有作答' : `班级在该知识点的得分率为${(classRate * 100).toFixed(0)}%`;
    return {
      knowledgeName: point.name,
      className: cls.name,
      classRate,
      targetDifficulty: classRate === null ? null : target,
      total,
      list: items.map((item) => {
        const tested = item.knowledges.find((k) => points.includes(k.guid));
        const gap = Math.abs(item.difficulty - target);
        return {
          ...item,
          reasons: [
            `考查同一知识点「${tested?.name ?? point.name}」`,
            gap === 0
              ? `难度${DifficultyNames[item.difficulty as DifficultyLevel] ?? ''}，与${rateText}相当`
              : gap === 1
                ? `难度${DifficultyNames[item.difficulty as DifficultyLevel] ?? ''}，接近${rateText}对应的${DifficultyNames[target]}`
                : `难度${DifficultyNames[item.difficulty as DifficultyLevel] ?? ''}（该知识点暂无更接近${DifficultyNames[target]}的未用试题）`,
            '本校尚未使用过',
          ],
        };
      }),
    };
  },
};
