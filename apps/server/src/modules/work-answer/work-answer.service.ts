import {
  HomeworkLimits,
  homeworkStatistics,
  QuestionType,
  questionStatistics,
  subsectionScore,
  type StatStudent,
  type TItemStatistics,
  type TKnowledgeAnalysisRow,
  type TObjectiveAnalysisRow,
  type TObjectiveOptionAnalysis,
  type TObjectiveOptionRow,
  type TQuestionAnalysis,
  type TSubjectiveAnalysisRow,
  type WorkAnswerQuestion,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { requireReport, type WorkRef } from '../reports/reports.service.js';
import { workAnswerAggregates, workAnswerRepository, type AnswerCountRow, type ScoreCountRow } from './work-answer.repository.js';

export interface Page {
  pageIndex: number;
  pageSize: number;
}

/** A submitted student's sheet with the class name, as the tables take it. */
export interface LoadedSheet {
  studentGuid: string;
  name: string;
  className: string;
  totalScore: number;
  answers: Map<number, { answer: string; score: number | null }>;
}

export interface LoadedAnalysis {
  work: { guid: string; name: string; km: string; fullScore: number };
  /** The class the request covers, or 全部班级. */
  classLabel: string;
  questions: WorkAnswerQuestion[];
  sheets: LoadedSheet[];
}

/**
 * The work (checked as the score report checks it: same school, the asker's classes) with its questions and the
 * submitted sheets of the chosen classes, read afresh on every call: nothing is kept that could go stale.
 */
export async function loadAnalysis(db: Db, actor: Actor, ref: WorkRef): Promise<LoadedAnalysis> {
  const { work, classes } = await requireReport(db, actor, ref);
  const classGuids = classes.map((c) => c.guid);
  const [questions, sheets, answers] = await Promise.all([
    workAnswerRepository.questions(db, actor.schoolId, work.guid),
    workAnswerRepository.sheets(db, actor.schoolId, work.guid, classGuids),
    workAnswerRepository.answers(db, actor.schoolId, work.guid, classGuids),
  ]);
  const classNames = new Map(classes.map((c) => [c.guid, c.className]));
  const bySheet = new Map<string, LoadedSheet>();
  for (const s of sheets) {
    bySheet.set(s.guid, { studentGuid: s.studentGuid, name: s.name, className: classNames.get(s.classGuid) ?? '', totalScore: s.totalScore, answers: new Map() });
  }
  for (const a of answers) bySheet.get(a.submissionGuid)?.answers.set(a.th, { answer: a.answer, score: a.score });
  return {
    work: { guid: work.guid, name: work.name, km: work.km, fullScore: Number(work.fullScore) },
    classLabel: ref.classCode ? (classes[0]?.className ?? '') : '全部班级',
    questions: questions.map((q) => ({ th: q.th, type: q.type, score: q.score, answer: q.answer, optionCount: q.optionCount, knowledge: q.knowledge })),
    sheets: [...bySheet.values()],
  };
}

/** The item statistics of loaded sheets (an unmarked or blank answer counts 0). */
export function itemStatisticsOf(questions: readonly WorkAnswerQuestion[], sheets: readonly LoadedSheet[]): TItemStatistics {
  const students: StatStudent[] = sheets.map((s) => ({
    scores: new Map([...s.answers].map(([th, a]) => [th, a.score ?? 0])),
    choices: new Map([...s.answers].map(([th, a]) => [th, a.answer])),
  }));
  return { homework: homeworkStatistics(questions, students), questions: questionStatistics(questions, students) };
}

const rate = (n: number) => Math.round(n * 10_000) / 10_000;
const score2 = (n: number) => Math.round(n * 100) / 100;
/** A multiple-choice answer in letter order, so 'CA' and 'AC' count as one answer (as the shared rules do). */
const normalise = (answer: string) => [...new Set(answer.replace(/[^A-Z]/gi, '').toUpperCase())].sort().join('');

/** The questions of the work with their SQL aggregates over the chosen classes' submitted sheets. */
interface Aggregated {
  questions: WorkAnswerQuestion[];
  sheets: number;
  byTh: Map<number, QuestionAggregate>;
}

/** A question's sum of scores (unmarked or blank counts 0) and its marked answers by score-rate band. */
interface QuestionAggregate {
  scoreSum: number;
  marked: number;
  /** Below 0.4, 0.4–0.6, 0.6–0.8, from 0.8 of the full score. */
  bands: [number, number, number, number];
}

const SUBJECTIVE_BANDS = [0.4, 0.6, 0.8] as const;

/** Folds the score counts into per-question figures, banding each score as the shared rule does (score ÷ full score). */
function aggregatesOf(questions: readonly WorkAnswerQuestion[], rows: readonly ScoreCountRow[]): Map<number, QuestionAggregate> {
  const full = new Map(questions.map((q) => [q.th, q.score]));
  const out = new Map<number, QuestionAggregate>();
  for (const r of rows) {
    if (r.th === 0 || r.score === null) continue;
    const agg = out.get(r.th) ?? { scoreSum: 0, marked: 0, bands: [0, 0, 0, 0] };
    agg.scoreSum += r.score * r.count;
    agg.marked += r.count;
    const q = full.get(r.th) ?? 0;
    if (q > 0) {
      const band = SUBJECTIVE_BANDS.findIndex((cut) => r.score! / q < cut);
      agg.bands[band === -1 ? 3 : band]! += r.count;
    }
    out.set(r.th, agg);
  }
  return out;
}

async function loadAggregates(db: Db, actor: Actor, ref: WorkRef, withAnswerCounts = false): Promise<Aggregated & { counts: Map<number, Map<string, number>> }> {
  const { work, classes } = await requireReport(db, actor, ref);
  const questions = await workAnswerRepository.questions(db, actor.schoolId, work.guid);
  const qs = questions.map((q) => ({ th: q.th, type: q.type, score: q.score, answer: q.answer, optionCount: q.optionCount, knowledge: q.knowledge }));
  const answerThs = withAnswerCounts ? qs.filter(isObjective).map((q) => q.th) : [];
  // One pass over the answers: scores per question, and the given answers of the objective questions when asked.
  const rows = await workAnswerAggregates.scoreCounts(db, actor.schoolId, work.guid, classes.map((c) => c.guid), answerThs);
  const answerRows: AnswerCountRow[] = rows.filter((r) => r.th !== 0 && r.answer !== null).map((r) => ({ th: r.th, answer: r.answer!, count: r.count }));
  return { questions: qs, sheets: rows.find((r) => r.th === 0)?.count ?? 0, byTh: aggregatesOf(qs, rows), counts: normalisedCounts(answerRows) };
}

/** th → normalised non-blank answer → how many sheets gave it. */
function normalisedCounts(rows: readonly AnswerCountRow[]): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const given = normalise(r.answer);
    if (!given) continue;
    const counts = out.get(r.th) ?? new Map<string, number>();
    counts.set(given, (counts.get(given) ?? 0) + r.count);
    out.set(r.th, counts);
  }
  return out;
}

const isObjective = (q: WorkAnswerQuestion) => q.type !== QuestionType.Subjective;
const meanOf = (a: Aggregated, th: number) => (a.sheets === 0 ? 0 : (a.byTh.get(th)?.scoreSum ?? 0) / a.sheets);

/** The figures of the shared rules (work-answer-analysis.ts), from the SQL aggregates instead of every answer. */
const fromAggregates = {
  knowledge(a: Aggregated): TKnowledgeAnalysisRow[] {
    const fullMarks = a.questions.reduce((s, q) => s + q.score, 0);
    const points = new Map<string, WorkAnswerQuestion[]>();
    for (const q of a.questions) {
      for (const name of new Set(q.knowledge)) points.set(name, [...(points.get(name) ?? []), q]);
    }
    return [...points].map(([name, qs]) => {
      const full = qs.reduce((s, q) => s + q.score, 0);
      const avg = qs.reduce((s, q) => s + meanOf(a, q.th), 0);
      return {
        KnowledgeName: name,
        FullScore: full,
        ScorePercentage: fullMarks === 0 ? 0 : rate(full / fullMarks),
        ClassAvg: score2(avg),
        ClassRate: full === 0 ? 0 : rate(avg / full),
        CorrespondingTh: qs.map((q) => q.th).join(','),
      };
    });
  },

  objective(a: Aggregated & { counts: Map<number, Map<string, number>> }): TObjectiveAnalysisRow[] {
    return a.questions.filter(isObjective).map((q) => {
      const right = normalise(q.answer);
      const wrong = [...(a.counts.get(q.th) ?? [])].filter(([given]) => given !== right);
      const most = Math.max(0, ...wrong.map(([, n]) => n));
      return {
        Th: q.th,
        Score: q.score,
        ClassRate: q.score === 0 ? 0 : rate(meanOf(a, q.th) / q.score),
        RightAnswer: q.answer,
        ErrorAnswer: wrong.filter(([, n]) => n === most).map(([given]) => given).sort().join('、'),
      };
    });
  },

  options(a: Aggregated & { counts: Map<number, Map<string, number>> }): TObjectiveOptionRow[] {
    return a.questions.filter(isObjective).map((q) => {
      const right = new Set(normalise(q.answer));
      const letters = new Map<string, number>();
      let answered = 0;
      for (const [given, n] of a.counts.get(q.th) ?? []) {
        answered += n;
        for (const l of given) letters.set(l, (letters.get(l) ?? 0) + n);
      }
      return {
        Th: q.th,
        RightAnswer: q.answer,
        Options: HomeworkLimits.optionLetters.slice(0, Math.max(q.optionCount, 1)).split('').map((l) => ({
          Option: l,
          Count: letters.get(l) ?? 0,
          Rate: a.sheets === 0 ? 0 : rate((letters.get(l) ?? 0) / a.sheets),
          IsRight: right.has(l),
        })),
        Unanswered: a.sheets - answered,
        StudentCount: a.sheets,
      };
    });
  },

  subjective(a: Aggregated): TSubjectiveAnalysisRow[] {
    return a.questions.filter((q) => !isObjective(q)).map((q) => {
      const r = a.byTh.get(q.th);
      if (!r || r.marked === 0 || q.score === 0) return { Th: q.th, Score: q.score, ClassRate: -1, Rate40: -1, Rate60: -1, Rate80: -1, Rate100: -1 };
      const [b40, b60, b80, b100] = r.bands;
      // An unmarked answer adds 0 to the sum, so the sum is the marked answers' sum.
      const share = (n: number) => rate(n / r.marked);
      return {
        Th: q.th,
        Score: q.score,
        ClassRate: rate(r.scoreSum / r.marked / q.score),
        Rate40: share(b40),
        Rate60: share(b60),
        Rate80: share(b80),
        Rate100: share(b100),
      };
    });
  },
};

const pageOf = <T>(rows: readonly T[], page: Page) => rows.slice((page.pageIndex - 1) * page.pageSize, page.pageIndex * page.pageSize);

/** 答卷分析 (spec 03 §2.2, §7.1 WorkAnswer). */
export const workAnswerService = {
  async knowledge(db: Db, actor: Actor, ref: WorkRef): Promise<TKnowledgeAnalysisRow[]> {
    return fromAggregates.knowledge(await loadAggregates(db, actor, ref));
  },

  async objective(db: Db, actor: Actor, ref: WorkRef): Promise<TObjectiveAnalysisRow[]> {
    return fromAggregates.objective(await loadAggregates(db, actor, ref, true));
  },

  async objectiveOptions(db: Db, actor: Actor, ref: WorkRef, page: Page): Promise<TObjectiveOptionAnalysis> {
    const rows = fromAggregates.options(await loadAggregates(db, actor, ref, true));
    return { list: pageOf(rows, page), total: rows.length };
  },

  async subjective(db: Db, actor: Actor, ref: WorkRef): Promise<TSubjectiveAnalysisRow[]> {
    return fromAggregates.subjective(await loadAggregates(db, actor, ref));
  },

  /** Tier two of the item statistics: P, D, bands, options, α and SEM, with the verdicts of tier one. */
  async itemStatistics(db: Db, actor: Actor, ref: WorkRef): Promise<TItemStatistics> {
    const { work, classes } = await requireReport(db, actor, ref);
    const classGuids = classes.map((c) => c.guid);
    const [questions, rows] = await Promise.all([
      workAnswerRepository.questions(db, actor.schoolId, work.guid),
      workAnswerAggregates.sheetScoreArrays(db, actor.schoolId, work.guid, classGuids),
    ]);
    // One row per student with the scores as arrays (an unmarked or blank answer counts 0), not one row per answer.
    const students: StatStudent[] = rows.map((r) => ({
      scores: new Map(r.ths.map((th, i) => [th, r.scores[i] === null || r.scores[i] === undefined ? 0 : Number(r.scores[i])])),
      choices: new Map(r.ths.map((th, i) => [th, r.answers[i] ?? ''])),
    }));
    return { homework: homeworkStatistics(questions, students), questions: questionStatistics(questions, students) };
  },

  /** Every submitted student's score per question, best first, one page of them. */
  async questionTable(db: Db, actor: Actor, ref: WorkRef, page: Page): Promise<TQuestionAnalysis> {
    const { work, classes } = await requireReport(db, actor, ref);
    const classGuids = classes.map((c) => c.guid);
    const classNames = new Map(classes.map((c) => [c.guid, c.className]));
    const [questions, sheets] = await Promise.all([
      workAnswerRepository.questions(db, actor.schoolId, work.guid),
      workAnswerRepository.sheets(db, actor.schoolId, work.guid, classGuids),
    ]);
    // Ordered as subsectionScore orders (best first, then class and name in the locale's order), then only the
    // page's answers are read.
    const ordered = sheets
      .map((s) => ({ ...s, className: classNames.get(s.classGuid) ?? '' }))
      .sort((a, b) => b.totalScore - a.totalScore || a.className.localeCompare(b.className) || a.name.localeCompare(b.name));
    const onPage = pageOf(ordered, page);
    const answers = await workAnswerAggregates.answersOf(db, actor.schoolId, work.guid, onPage.map((s) => s.guid));
    const bySheet = new Map(onPage.map((s) => [s.guid, { name: s.name, className: s.className, totalScore: s.totalScore, answers: new Map<number, { answer: string; score: number | null }>() }]));
    for (const a of answers) bySheet.get(a.submissionGuid)?.answers.set(a.th, { answer: a.answer, score: a.score });
    const table = subsectionScore(
      questions.map((q) => ({ th: q.th, type: q.type, option: q.optionCount, score: q.score, answer: q.answer })),
      [...bySheet.values()],
    );
    return { Header: table.Header, Items: table.Items, total: sheets.length };
  },
};
