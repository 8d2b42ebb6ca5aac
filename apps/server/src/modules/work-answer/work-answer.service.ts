import {
  HomeworkLimits,
  itemStatisticsOfMatrix,
  lettersOfMask,
  QuestionType,
  scoreMatrixOf,
  subsectionScore,
  type ScoreMatrix,
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
import { answerSheetsRepository, type AnswerMatrix } from '../submissions/answer-sheets.repository.js';
import { workAnswerAggregates, workAnswerRepository } from './work-answer.repository.js';

export interface Page {
  pageIndex: number;
  pageSize: number;
}

/** A submitted student's sheet with the class name, as the tables take it. */
export interface LoadedSheet {
  studentGuid: string;
  name: string;
  /** 学号 ('' when the school gave none). */
  buddies: string;
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
    bySheet.set(s.guid, { studentGuid: s.studentGuid, name: s.name, buddies: s.buddies, className: classNames.get(s.classGuid) ?? '', totalScore: s.totalScore, answers: new Map() });
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
  return itemStatisticsOfMatrix(questions, scoreMatrixOf(questions, students));
}

const rate = (n: number) => Math.round(n * 10_000) / 10_000;
const score2 = (n: number) => Math.round(n * 100) / 100;
/** A multiple-choice answer in letter order, so 'CA' and 'AC' count as one answer (as the shared rules do). */
const normalise = (answer: string) => [...new Set(answer.replace(/[^A-Z]/gi, '').toUpperCase())].sort().join('');

/** The questions of the work with their per-question figures over the chosen classes' submitted sheets. */
interface Aggregated {
  questions: WorkAnswerQuestion[];
  sheets: number;
  byTh: Map<number, QuestionAggregate>;
  /** th → normalised non-blank answer → how many sheets gave it (objective questions only). */
  counts: Map<number, Map<string, number>>;
}

/** A question's sum of scores (unmarked or blank counts 0) and its marked answers by score-rate band. */
interface QuestionAggregate {
  scoreSum: number;
  marked: number;
  /** Below 0.4, 0.4–0.6, 0.6–0.8, from 0.8 of the full score. */
  bands: [number, number, number, number];
}

const SUBJECTIVE_BANDS = [0.4, 0.6, 0.8] as const;

/** The work, its questions and the chosen classes' sheets as one matrix (a column per question), read afresh. */
async function loadMatrix(db: Db, actor: Actor, ref: WorkRef): Promise<{ questions: WorkAnswerQuestion[]; matrix: AnswerMatrix }> {
  const { work, classes } = await requireReport(db, actor, ref);
  const questions = workAnswerRepository
    .questions(db, actor.schoolId, work.guid)
    .then((rows) => rows.map((q) => ({ th: q.th, type: q.type, score: q.score, answer: q.answer, optionCount: q.optionCount, knowledge: q.knowledge })));
  const matrix = await answerSheetsRepository.matrix(db, actor.schoolId, work.guid, classes.map((c) => c.guid), questions.then((qs) => qs.map((q) => q.th)));
  return { questions: await questions, matrix };
}

/**
 * Folds the matrix into per-question figures: the sum and count of the marked scores with their bands (score ÷ full
 * score, as the shared rule bands them) and, for the objective questions, how many sheets gave each answer.
 */
function aggregatesOf(questions: readonly WorkAnswerQuestion[], m: ScoreMatrix): Aggregated {
  const k = questions.length;
  const byTh = new Map<number, QuestionAggregate>();
  const counts = new Map<number, Map<string, number>>();
  const [b40, b60, b80] = SUBJECTIVE_BANDS;
  questions.forEach((q, j) => {
    const agg: QuestionAggregate = { scoreSum: 0, marked: 0, bands: [0, 0, 0, 0] };
    // Only the subjective analysis reads the bands.
    const banded = q.score > 0 && !isObjective(q);
    for (let i = 0; i < m.students; i++) {
      const score = m.scores[i * k + j]!;
      if (Number.isNaN(score)) continue;
      agg.scoreSum += score;
      agg.marked += 1;
      if (banded) {
        const r = score / q.score;
        agg.bands[r < b40 ? 0 : r < b60 ? 1 : r < b80 ? 2 : 3] += 1;
      }
    }
    byTh.set(q.th, agg);
    if (!isObjective(q)) return;
    // An answer normalised is its ASCII letters in order (normalise): counted by their mask, named once.
    const given = new Map<number, number>();
    for (let i = 0; i < m.students; i++) {
      const letters = m.letters[i * k + j]!;
      if (letters !== 0) given.set(letters, (given.get(letters) ?? 0) + 1);
    }
    counts.set(q.th, new Map([...given].map(([letters, n]) => [lettersOfMask(letters), n])));
  });
  return { questions: [...questions], sheets: m.students, byTh, counts };
}

async function loadAggregates(db: Db, actor: Actor, ref: WorkRef): Promise<Aggregated> {
  const { questions, matrix } = await loadMatrix(db, actor, ref);
  return aggregatesOf(questions, matrix);
}

const isObjective = (q: WorkAnswerQuestion) => q.type !== QuestionType.Subjective;
const meanOf = (a: Aggregated, th: number) => (a.sheets === 0 ? 0 : (a.byTh.get(th)?.scoreSum ?? 0) / a.sheets);

/** The figures of the shared rules (work-answer-analysis.ts), from the per-question aggregates of the matrix. */
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

  objective(a: Aggregated): TObjectiveAnalysisRow[] {
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

  options(a: Aggregated): TObjectiveOptionRow[] {
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
    return fromAggregates.objective(await loadAggregates(db, actor, ref));
  },

  async objectiveOptions(db: Db, actor: Actor, ref: WorkRef, page: Page): Promise<TObjectiveOptionAnalysis> {
    const rows = fromAggregates.options(await loadAggregates(db, actor, ref));
    return { list: pageOf(rows, page), total: rows.length };
  },

  async subjective(db: Db, actor: Actor, ref: WorkRef): Promise<TSubjectiveAnalysisRow[]> {
    return fromAggregates.subjective(await loadAggregates(db, actor, ref));
  },

  /** Tier two of the item statistics: P, D, bands, options, α and SEM, with the verdicts of tier one. */
  async itemStatistics(db: Db, actor: Actor, ref: WorkRef): Promise<TItemStatistics> {
    const { questions, matrix } = await loadMatrix(db, actor, ref);
    return itemStatisticsOfMatrix(questions, matrix);
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
    const bySheet = new Map(onPage.map((s) => [s.guid, { name: s.name, buddies: s.buddies, className: s.className, totalScore: s.totalScore, answers: new Map<number, { answer: string; score: number | null }>() }]));
    for (const a of answers) bySheet.get(a.submissionGuid)?.answers.set(a.th, { answer: a.answer, score: a.score });
    const table = subsectionScore(
      questions.map((q) => ({ th: q.th, type: q.type, option: q.optionCount, score: q.score, answer: q.answer })),
      [...bySheet.values()],
    );
    return { Header: table.Header, Items: table.Items, total: sheets.length };
  },
};
