/**
 * Item statistics of one homework (classical test theory), computed from the students' scores per question:
 * difficulty P, discrimination D by the upper and lower 27 % groups (Kelley), the bank's discrimination band, and per
 * option of an objective question the shares of both groups and the point-biserial correlation with the total; for
 * the whole homework the mean, standard deviation, Cronbach's α and the standard error of measurement.
 * Pure: the screen, the PDF and the bank's update read the same figures.
 */
import { difficultyOfScoreRate, discriminationBand, type DifficultyLevel, type DiscriminationBandName } from '../enums/question.js';
import { HomeworkLimits } from '../enums/homework.js';
import { QuestionType } from './scoring.js';

export const ItemStatisticsRules = {
  /** Share of the students in each of the upper and lower groups (Kelley's 27 %). */
  groupShare: 0.27,
  /** Below this many students the groups are too small for D and the correlations: they are null. */
  minStudents: 10,
  /** P from which a question reads as easy, and below which as hard (spec 02 §9 score-rate cut points 0.9 and 0.2). */
  easyFrom: 0.9,
  hardBelow: 0.2,
  /**
   * A wrong option attracts strong students when its point-biserial correlation with the total is at least this and
   * more of the upper group than of the lower group chose it.
   */
  attractiveDistractorRpb: 0.1,
  /**
   * The bank's per-item score rate, difficulty and discrimination are replaced by figures from real answers once a
   * question has at least this many submitted answers over every homework that used it: with 27 % groups that is 27
   * students a group, below which D swings by more than ±0.1 from one class to the next.
   */
  bankUpdateMinAnswers: 100,
} as const;

export interface StatQuestion {
  th: number;
  type: number;
  score: number;
  answer: string;
  optionCount: number;
}

/** One student: score per question (a blank or unmarked answer counts 0) and the letters chosen per objective question. */
export interface StatStudent {
  scores: ReadonlyMap<number, number>;
  choices: ReadonlyMap<number, string>;
}

export interface OptionStatistics {
  option: string;
  isRight: boolean;
  /** Share of all students who chose it. */
  share: number;
  upperShare: number | null;
  lowerShare: number | null;
  /** Point-biserial correlation of choosing it with the total score; null when everyone or no one chose it. */
  pointBiserial: number | null;
  /** A wrong option the strong students chose more than the weak ones. */
  attractsStrong: boolean;
}

export interface QuestionStatistics {
  th: number;
  fullScore: number;
  mean: number;
  /** P = mean ÷ full score. */
  difficulty: number;
  /** D = (upper group mean − lower group mean) ÷ full score; null with too few students. */
  discrimination: number | null;
  band: DiscriminationBandName | null;
  upperMean: number | null;
  lowerMean: number | null;
  /** Objective questions only. */
  options: OptionStatistics[];
  /** Plain-language verdicts for the teacher (tier one). */
  verdicts: string[];
}

export interface HomeworkStatistics {
  students: number;
  groupSize: number;
  mean: number;
  /** Sample standard deviation of the totals (n − 1). */
  sd: number;
  /** Cronbach's α = k/(k−1) · (1 − Σ item variances ÷ total variance); null with fewer than 2 questions or no spread. */
  alpha: number | null;
  /** SEM = SD · √(1 − α). */
  sem: number | null;
  verdicts: string[];
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;
/** Sample variance (n − 1); 0 for fewer than two values. */
function varianceOf(xs: ArrayLike<number>): number {
  const n = xs.length;
  if (n < 2) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += xs[i]!;
  const m = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (xs[i]! - m) ** 2;
  return squares / (n - 1);
}

/** The ASCII letters of an answer (A–Z in either case) as bits, A = 1, B = 2, C = 4, …; other characters are ignored. */
export function asciiLettersMask(answer: string): number {
  let mask = 0;
  for (let c = 0; c < answer.length; c++) {
    const code = answer.charCodeAt(c) & ~32;
    if (code >= 65 && code <= 90) mask |= 1 << (code - 65);
  }
  return mask;
}

const isAscii = (text: string) => !/[^\u0000-\u007f]/.test(text);

/**
 * The letters an answer chooses, as bits: the A–Z of the answer in upper case. Beyond ASCII, upper-casing may itself
 * give letters (ß → SS), so such an answer is upper-cased first, as the rules always did.
 */
export function lettersMask(answer: string): number {
  return asciiLettersMask(isAscii(answer) ? answer : answer.toUpperCase().replace(/[^A-Z]/g, ''));
}

/** The letters of a mask in alphabetical order ('AC' for 5). */
export function lettersOfMask(mask: number): string {
  let out = '';
  for (let b = 0; b < 26; b++) if (mask & (1 << b)) out += String.fromCharCode(65 + b);
  return out;
}

/** The size of each of the upper and lower groups for n students. */
export function groupSizeOf(n: number): number {
  return n < ItemStatisticsRules.minStudents ? 0 : Math.max(1, Math.round(n * ItemStatisticsRules.groupShare));
}

/** Population standard deviation of the totals, as the point-biserial correlation takes it. */
function populationSdOf(totals: ArrayLike<number>): number {
  const n = totals.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += totals[i]!;
  const m = n === 0 ? 0 : sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (totals[i]! - m) ** 2;
  return Math.sqrt(squares / n);
}

/** (M₁ − M₀) ÷ s · √(p·q) from the sums and counts of the two groups' totals; null when a group is empty or s is 0. */
function biserialOf(sumOnes: number, ones: number, sumZeros: number, zeros: number, s: number): number | null {
  if (ones === 0 || zeros === 0 || s === 0) return null;
  const p = ones / (ones + zeros);
  return ((sumOnes / ones - sumZeros / zeros) / s) * Math.sqrt(p * (1 - p));
}

/**
 * Point-biserial correlation of a 0/1 variable with a score: (M₁ − M₀) ÷ s · √(p·q), with s the population standard
 * deviation of the scores. Null when everyone or no one has the 1, or the scores do not vary.
 */
export function pointBiserial(flags: readonly boolean[], totals: readonly number[]): number | null {
  let sumOnes = 0;
  let ones = 0;
  let sumZeros = 0;
  for (let i = 0; i < totals.length; i++) {
    if (flags[i]) {
      sumOnes += totals[i]!;
      ones++;
    } else sumZeros += totals[i]!;
  }
  if (ones === 0 || ones === totals.length) return null;
  return biserialOf(sumOnes, ones, sumZeros, totals.length - ones, populationSdOf(totals));
}

function questionVerdicts(q: Omit<QuestionStatistics, 'verdicts'>): string[] {
  const out: string[] = [];
  if (q.discrimination !== null) {
    if (q.discrimination < 0) out.push('低分学生反而比高分学生答得好，请检查答案或题目是否有误');
    else if (q.band === '优秀') out.push('这道题区分度好');
    else if (q.band === '良好') out.push('这道题区分度较好');
    else if (q.band === '一般') out.push('这道题区分度一般，可以适当修改');
    else out.push('这道题区分度差，学得好和学得差的学生得分差不多');
  }
  if (q.difficulty >= ItemStatisticsRules.easyFrom) out.push('这道题偏容易，绝大多数学生都做对了');
  else if (q.difficulty < ItemStatisticsRules.hardBelow) out.push('这道题偏难，大多数学生没有得分');
  for (const o of q.options) if (o.attractsStrong) out.push(`选项${o.option}吸引了高分学生`);
  return out;
}

/**
 * The students' scores and answers as one dense table, a row per student and a column per question in the order the
 * questions are given: what a homework's analysis reads once (see answerSheetsRepository on the server). Answers are
 * kept as the letters they hold, which is all any figure reads of them.
 */
export interface ScoreMatrix {
  /** How many rows (students). */
  students: number;
  /** Row-major scores; NaN where the question is unanswered or unmarked (the statistics count it 0). */
  scores: Float64Array;
  /** Row-major: the ASCII letters of each given answer (asciiLettersMask); 0 where none. */
  letters: Int32Array;
  /** The given answers holding anything beyond ASCII, by cell (row × questions + column). */
  beyondAscii: ReadonlyMap<number, string>;
}

/** Puts a given answer into a matrix cell. */
export function setMatrixAnswer(m: { letters: Int32Array; beyondAscii: Map<number, string> }, cell: number, answer: string) {
  m.letters[cell] = asciiLettersMask(answer);
  if (!isAscii(answer)) m.beyondAscii.set(cell, answer);
}

/** The letters a cell's answer chooses (lettersMask of the answer). */
export const matrixChoice = (m: ScoreMatrix, cell: number): number => {
  const unusual = m.beyondAscii.size === 0 ? undefined : m.beyondAscii.get(cell);
  return unusual === undefined ? m.letters[cell]! : lettersMask(unusual);
};

/** The matrix of students given as maps (the order of `questions` is the order of the columns). */
export function scoreMatrixOf(questions: readonly StatQuestion[], students: readonly StatStudent[]): ScoreMatrix {
  const k = questions.length;
  const m = { students: students.length, scores: new Float64Array(students.length * k), letters: new Int32Array(students.length * k), beyondAscii: new Map<number, string>() };
  students.forEach((s, i) => {
    questions.forEach((q, j) => {
      m.scores[i * k + j] = s.scores.get(q.th) ?? 0;
      setMatrixAnswer(m, i * k + j, s.choices.get(q.th) ?? '');
    });
  });
  return m;
}

/**
 * Every figure of the item statistics in one pass over the matrix: the questions in question order and the homework.
 * Sums run in the order of the students and of the questions as given, so the figures do not depend on how the
 * students were handed in beyond the order of ties at the group boundary.
 */
export function itemStatisticsOfMatrix(questions: readonly StatQuestion[], m: ScoreMatrix): { homework: HomeworkStatistics; questions: QuestionStatistics[] } {
  const k = questions.length;
  const n = m.students;
  const cell = new Float64Array(n * k);
  const totals = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (let j = 0; j < k; j++) {
      const v = m.scores[i * k + j]!;
      const x = Number.isNaN(v) ? 0 : v;
      cell[i * k + j] = x;
      total += x;
    }
    totals[i] = total;
  }
  const column = (j: number) => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = cell[i * k + j]!;
    return out;
  };
  return { homework: homeworkFigures(questions, totals, column), questions: questionFigures(questions, m, cell, totals) };
}

function homeworkFigures(questions: readonly StatQuestion[], totals: Float64Array, column: (j: number) => Float64Array): HomeworkStatistics {
  const n = totals.length;
  const k = questions.length;
  const totalVariance = varianceOf(totals);
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += varianceOf(column(j));
  const alpha = k >= 2 && totalVariance > 0 ? (k / (k - 1)) * (1 - itemVariances / totalVariance) : null;
  const sd = Math.sqrt(totalVariance);
  const sem = alpha === null ? null : sd * Math.sqrt(Math.max(0, 1 - alpha));
  const verdicts: string[] = [];
  if (alpha !== null) {
    if (alpha >= 0.8) verdicts.push('整份作业的信度高，成绩能稳定反映学生的水平');
    else if (alpha >= 0.6) verdicts.push('整份作业的信度尚可');
    else verdicts.push('整份作业的信度偏低，成绩受偶然因素影响较大，题目可能太少或彼此关联不大');
  }
  let sum = 0;
  for (let i = 0; i < n; i++) sum += totals[i]!;
  return {
    students: n,
    groupSize: groupSizeOf(n),
    mean: round(n === 0 ? 0 : sum / n, 2),
    sd: round(sd, 2),
    alpha: alpha === null ? null : round(alpha),
    sem: sem === null ? null : round(sem, 2),
    verdicts,
  };
}

function questionFigures(questions: readonly StatQuestion[], m: ScoreMatrix, cell: Float64Array, totals: Float64Array): QuestionStatistics[] {
  const k = questions.length;
  const n = m.students;
  // Best first; ties keep the given order, so the groups are the same on every call.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => totals[b]! - totals[a]! || a - b);
  const g = groupSizeOf(n);
  const upper = order.slice(0, g);
  const lower = order.slice(n - g);
  const sd = populationSdOf(totals);
  const masks = new Int32Array(n);
  // 1 upper group, 2 lower group (they never overlap: g ≤ n / 2).
  const group = new Int8Array(n);
  for (const i of upper) group[i] = 1;
  for (const i of lower) group[i] = 2;
  const meanOver = (rows: readonly number[], j: number) => {
    let sum = 0;
    for (const i of rows) sum += cell[i * k + j]!;
    return sum / rows.length;
  };
  const columns = questions.map((q, j) => ({ q, j })).sort((a, b) => a.q.th - b.q.th);
  return columns.map(({ q, j }) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += cell[i * k + j]!;
    const mean = n === 0 ? 0 : sum / n;
    const upperMean = g > 0 ? meanOver(upper, j) : null;
    const lowerMean = g > 0 ? meanOver(lower, j) : null;
    const discrimination = upperMean !== null && lowerMean !== null && q.score > 0 ? round((upperMean - lowerMean) / q.score) : null;
    let options: OptionStatistics[] = [];
    if (q.type !== QuestionType.Subjective) {
      for (let i = 0; i < n; i++) masks[i] = matrixChoice(m, i * k + j);
      const right = lettersMask(q.answer);
      options = HomeworkLimits.optionLetters.slice(0, Math.max(q.optionCount, 1)).split('').map((option) => {
        const bit = lettersMask(option);
        let ones = 0;
        let sumOnes = 0;
        let sumZeros = 0;
        let inUpper = 0;
        let inLower = 0;
        for (let i = 0; i < n; i++) {
          if (masks[i]! & bit) {
            ones++;
            sumOnes += totals[i]!;
            if (group[i] === 1) inUpper++;
            else if (group[i] === 2) inLower++;
          } else sumZeros += totals[i]!;
        }
        const upperShare = g > 0 ? round(inUpper / g) : null;
        const lowerShare = g > 0 ? round(inLower / g) : null;
        const rpb = g > 0 ? biserialOf(sumOnes, ones, sumZeros, n - ones, sd) : null;
        const isRight = (right & bit) !== 0;
        return {
          option,
          isRight,
          share: n === 0 ? 0 : round(ones / n),
          upperShare,
          lowerShare,
          pointBiserial: rpb === null ? null : round(rpb),
          attractsStrong: !isRight && rpb !== null && rpb >= ItemStatisticsRules.attractiveDistractorRpb && (upperShare ?? 0) > (lowerShare ?? 0),
        };
      });
    }
    const stats = {
      th: q.th,
      fullScore: q.score,
      mean: round(mean, 2),
      difficulty: q.score > 0 ? round(mean / q.score) : 0,
      discrimination,
      band: discrimination === null ? null : discriminationBand(discrimination),
      upperMean: upperMean === null ? null : round(upperMean, 2),
      lowerMean: lowerMean === null ? null : round(lowerMean, 2),
      options,
    };
    return { ...stats, verdicts: questionVerdicts(stats) };
  });
}

/** Statistics of every question, in question order, from the students' scores and choices. */
export function questionStatistics(questions: readonly StatQuestion[], students: readonly StatStudent[]): QuestionStatistics[] {
  return itemStatisticsOfMatrix(questions, scoreMatrixOf(questions, students)).questions;
}

/** Mean, SD, Cronbach's α and SEM of the homework's totals. */
export function homeworkStatistics(questions: readonly StatQuestion[], students: readonly StatStudent[]): HomeworkStatistics {
  return itemStatisticsOfMatrix(questions, scoreMatrixOf(questions, students)).homework;
}

/** One answer to a bank item in some homework: its score, the question's full score, and the sheet's total ÷ full marks. */
export interface PooledAnswer {
  score: number;
  fullScore: number;
  relativeTotal: number;
}

export interface BankItemFigures {
  answers: number;
  /** P over every answer: Σ score ÷ Σ full score. */
  scoreRate: number;
  /** D: upper 27 % minus lower 27 % of the answers ranked by their sheet's relative total, in shares of full score. */
  discrimination: number;
  /** The bank's 1–5 difficulty level of that score rate (spec 02 §9 cut points). */
  difficulty: DifficultyLevel;
}

/**
 * The figures a bank item gets from real answers pooled over every homework that used it, or null below
 * `minAnswers` (ItemStatisticsRules.bankUpdateMinAnswers): the author's estimate stays until then.
 */
export function bankItemFigures(answers: readonly PooledAnswer[], minAnswers: number = ItemStatisticsRules.bankUpdateMinAnswers): BankItemFigures | null {
  if (answers.length === 0 || answers.length < minAnswers) return null;
  const full = answers.reduce((s, a) => s + a.fullScore, 0);
  if (full <= 0) return null;
  const scoreRate = answers.reduce((s, a) => s + a.score, 0) / full;
  const ranked = [...answers].sort((a, b) => b.relativeTotal - a.relativeTotal);
  const g = Math.max(1, Math.round(answers.length * ItemStatisticsRules.groupShare));
  const rateOf = (xs: readonly PooledAnswer[]) => xs.reduce((s, a) => s + a.score, 0) / xs.reduce((s, a) => s + a.fullScore, 0);
  const discrimination = Math.max(-1, Math.min(1, rateOf(ranked.slice(0, g)) - rateOf(ranked.slice(ranked.length - g))));
  return { answers: answers.length, scoreRate: round(scoreRate), discrimination: round(discrimination), difficulty: difficultyOfScoreRate(scoreRate) };
}
