/**
 * 答卷分析 (spec 03 §2.2, §3): knowledge, objective, option and subjective rows built from the submitted answers of
 * the chosen classes. Pure, so the figures are tested by hand without a database and the screen and the PDF agree.
 * Every share is 0–1 rounded to four places; scores are rounded to two.
 */
import type { TKnowledgeAnalysisRow, TObjectiveAnalysisRow, TObjectiveOptionRow, TSubjectiveAnalysisRow } from '../contracts/work-answer.js';
import { HomeworkLimits } from '../enums/homework.js';
import { QuestionType } from './scoring.js';

export interface WorkAnswerQuestion {
  th: number;
  type: number;
  score: number;
  answer: string;
  optionCount: number;
  /** Names of the bank knowledge points of the question (none for an answer-sheet question). */
  knowledge: readonly string[];
}

export interface WorkAnswerSheet {
  /** th → the given answer and its score (null while a subjective answer is unmarked); a missing th is a blank. */
  answers: ReadonlyMap<number, { answer: string; score: number | null }>;
}

const rate = (n: number) => Math.round(n * 10_000) / 10_000;
const score2 = (n: number) => Math.round(n * 100) / 100;
const isObjective = (q: WorkAnswerQuestion) => q.type !== QuestionType.Subjective;
const byTh = (a: { th: number }, b: { th: number }) => a.th - b.th;
/** A multiple-choice answer in letter order, so 'CA' and 'AC' count as one answer. */
const normalise = (answer: string) => [...new Set(answer.replace(/[^A-Z]/gi, '').toUpperCase())].sort().join('');

/** The mean score of the sheets on a question; an unmarked or blank answer counts 0. */
function meanScore(q: WorkAnswerQuestion, sheets: readonly WorkAnswerSheet[]): number {
  if (sheets.length === 0) return 0;
  return sheets.reduce((sum, s) => sum + (s.answers.get(q.th)?.score ?? 0), 0) / sheets.length;
}

/** One row per knowledge point, in the order the points first appear in the questions. */
export function knowledgeAnalysis(questions: readonly WorkAnswerQuestion[], sheets: readonly WorkAnswerSheet[]): TKnowledgeAnalysisRow[] {
  const fullMarks = questions.reduce((s, q) => s + q.score, 0);
  const points = new Map<string, WorkAnswerQuestion[]>();
  for (const q of [...questions].sort(byTh)) {
    for (const name of new Set(q.knowledge)) points.set(name, [...(points.get(name) ?? []), q]);
  }
  return [...points].map(([name, qs]) => {
    const full = qs.reduce((s, q) => s + q.score, 0);
    const avg = qs.reduce((s, q) => s + meanScore(q, sheets), 0);
    return {
      KnowledgeName: name,
      FullScore: full,
      ScorePercentage: fullMarks === 0 ? 0 : rate(full / fullMarks),
      ClassAvg: score2(avg),
      ClassRate: full === 0 ? 0 : rate(avg / full),
      CorrespondingTh: qs.map((q) => q.th).join(','),
    };
  });
}

/** How often each normalised non-blank answer was given to a question. */
function answerCounts(q: WorkAnswerQuestion, sheets: readonly WorkAnswerSheet[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of sheets) {
    const given = normalise(s.answers.get(q.th)?.answer ?? '');
    if (given) counts.set(given, (counts.get(given) ?? 0) + 1);
  }
  return counts;
}

/** Objective questions: scoring rate, the key and the most frequent wrong answer (ties joined by 、). */
export function objectiveAnalysis(questions: readonly WorkAnswerQuestion[], sheets: readonly WorkAnswerSheet[]): TObjectiveAnalysisRow[] {
  return questions.filter(isObjective).sort(byTh).map((q) => {
    const right = normalise(q.answer);
    const wrong = [...answerCounts(q, sheets)].filter(([a]) => a !== right);
    const most = Math.max(0, ...wrong.map(([, n]) => n));
    return {
      Th: q.th,
      Score: q.score,
      ClassRate: q.score === 0 ? 0 : rate(meanScore(q, sheets) / q.score),
      RightAnswer: q.answer,
      ErrorAnswer: wrong.filter(([, n]) => n === most).map(([a]) => a).sort().join('、'),
    };
  });
}

/** Per objective question, each offered letter's count and share of the students, and the blanks. */
export function objectiveOptionRows(questions: readonly WorkAnswerQuestion[], sheets: readonly WorkAnswerSheet[]): TObjectiveOptionRow[] {
  return questions.filter(isObjective).sort(byTh).map((q) => {
    const right = new Set(normalise(q.answer));
    const counts = new Map<string, number>();
    let blank = 0;
    for (const s of sheets) {
      const given = normalise(s.answers.get(q.th)?.answer ?? '');
      if (!given) blank++;
      for (const letter of given) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    const letters = HomeworkLimits.optionLetters.slice(0, Math.max(q.optionCount, 1)).split('');
    return {
      Th: q.th,
      RightAnswer: q.answer,
      Options: letters.map((l) => ({
        Option: l,
        Count: counts.get(l) ?? 0,
        Rate: sheets.length === 0 ? 0 : rate((counts.get(l) ?? 0) / sheets.length),
        IsRight: right.has(l),
      })),
      Unanswered: blank,
      StudentCount: sheets.length,
    };
  });
}

/** The score-rate bands of a subjective row: below 0.4, below 0.6, below 0.8, the rest. */
const SUBJECTIVE_BANDS = [0.4, 0.6, 0.8] as const;

/**
 * Subjective questions over their marked answers: scoring rate and the share of students in each score-rate band
 * (Rate40 below 40 %, Rate60 40–60 %, Rate80 60–80 %, Rate100 from 80 %); every figure is -1 while none is marked.
 */
export function subjectiveAnalysis(questions: readonly WorkAnswerQuestion[], sheets: readonly WorkAnswerSheet[]): TSubjectiveAnalysisRow[] {
  return questions.filter((q) => !isObjective(q)).sort(byTh).map((q) => {
    const scores = sheets.map((s) => s.answers.get(q.th)?.score).filter((x): x is number => x !== null && x !== undefined);
    if (scores.length === 0 || q.score === 0) {
      return { Th: q.th, Score: q.score, ClassRate: -1, Rate40: -1, Rate60: -1, Rate80: -1, Rate100: -1 };
    }
    const bands = [0, 0, 0, 0];
    for (const x of scores) {
      const r = x / q.score;
      const band = SUBJECTIVE_BANDS.findIndex((cut) => r < cut);
      bands[band === -1 ? 3 : band]!++;
    }
    const share = (n: number) => rate(n / scores.length);
    return {
      Th: q.th,
      Score: q.score,
      ClassRate: rate(scores.reduce((a, b) => a + b, 0) / scores.length / q.score),
      Rate40: share(bands[0]!),
      Rate60: share(bands[1]!),
      Rate80: share(bands[2]!),
      Rate100: share(bands[3]!),
    };
  });
}
