import { describe, expect, it } from 'vitest';
import { bankItemFigures, homeworkStatistics, pointBiserial, questionStatistics, type StatQuestion, type StatStudent } from './item-statistics.js';

/** 1–4 single choice (A, B, C, D), 5 multiple choice AC, 2 points each; 6 subjective, 10 points. */
const QUESTIONS: StatQuestion[] = [
  { th: 1, type: 1, score: 2, answer: 'A', optionCount: 4 },
  { th: 2, type: 1, score: 2, answer: 'B', optionCount: 4 },
  { th: 3, type: 1, score: 2, answer: 'C', optionCount: 4 },
  { th: 4, type: 1, score: 2, answer: 'D', optionCount: 4 },
  { th: 5, type: 2, score: 2, answer: 'AC', optionCount: 4 },
  { th: 6, type: 3, score: 10, answer: '', optionCount: 0 },
];
/** Ten students (totals 20, 19, 16, 14, 14, 10, 10, 7, 3, 0): [answer, score] per question. */
const SHEETS: Array<Array<[string, number]>> = [
  [['A', 2], ['B', 2], ['C', 2], ['D', 2], ['AC', 2], ['', 10]],
  [['A', 2], ['B', 2], ['C', 2], ['D', 2], ['AC', 2], ['', 9]],
  [['A', 2], ['B', 2], ['C', 2], ['A', 0], ['AC', 2], ['', 8]],
  [['A', 2], ['B', 2], ['B', 0], ['D', 2], ['A', 1], ['', 7]],
  [['A', 2], ['C', 0], ['C', 2], ['D', 2], ['AC', 2], ['', 6]],
  [['A', 2], ['B', 2], ['B', 0], ['A', 0], ['A', 1], ['', 5]],
  [['B', 0], ['B', 2], ['C', 2], ['D', 2], ['', 0], ['', 4]],
  [['A', 2], ['C', 0], ['B', 0], ['D', 2], ['AB', 0], ['', 3]],
  [['B', 0], ['C', 0], ['D', 0], ['A', 0], ['A', 1], ['', 2]],
  [['', 0], ['C', 0], ['B', 0], ['A', 0], ['B', 0], ['', 0]],
];
const toStudents = (sheets: Array<Array<[string, number]>>, questions = QUESTIONS): StatStudent[] =>
  sheets.map((row) => ({
    scores: new Map(row.map(([, s], i) => [questions[i]!.th, s])),
    choices: new Map(row.map(([a], i) => [questions[i]!.th, a])),
  }));
const STUDENTS = toStudents(SHEETS);
const TOTALS = SHEETS.map((r) => r.reduce((s, [, x]) => s + x, 0));

// Independent formulas: Pearson's r from sums of products, and α from the covariances between questions.
function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const sx = xs.reduce((a, b) => a + b, 0);
  const sy = ys.reduce((a, b) => a + b, 0);
  const sxy = xs.reduce((a, x, i) => a + x * ys[i]!, 0);
  const sxx = xs.reduce((a, x) => a + x * x, 0);
  const syy = ys.reduce((a, y) => a + y * y, 0);
  return (n * sxy - sx * sy) / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
}
function covariance(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  return xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / xs.length;
}

describe('questionStatistics', () => {
  const stats = questionStatistics(QUESTIONS, STUDENTS);
  const q = (th: number) => stats.find((s) => s.th === th)!;

  it('gives P as the mean score over the full score', () => {
    // Question 1: seven students scored 2 of 2 → 14 / 20; question 6: 54 of 100.
    expect(stats.map((s) => s.difficulty)).toEqual([0.7, 0.6, 0.5, 0.6, 0.55, 0.54]);
  });

  it('gives D from the upper and lower three students (27 % of ten) and the bank band', () => {
    // Upper: totals 20, 19, 16; lower: 7, 3, 0. Question 1: upper 2, 2, 2; lower 2, 0, 0 → (2 − 2/3) / 2.
    expect(q(1)).toMatchObject({ upperMean: 2, lowerMean: 0.67, discrimination: 0.6667, band: '优秀' });
    // Question 4: upper 2, 2, 0; lower 2, 0, 0 → (4/3 − 2/3) / 2 = 1/3.
    expect(q(4)).toMatchObject({ discrimination: 0.3333, band: '良好' });
    // Question 6: upper 10, 9, 8; lower 3, 2, 0 → (9 − 5/3) / 10.
    expect(q(6)).toMatchObject({ discrimination: 0.7333, band: '优秀', options: [] });
    expect(q(1).verdicts).toContain('这道题区分度好');
  });

  it('gives each option the shares of both groups and the point-biserial correlation with the total', () => {
    const optionA = q(1).options.find((o) => o.option === 'A')!;
    const choseA = SHEETS.map((r) => (r[0]![0].includes('A') ? 1 : 0));
    expect(optionA).toMatchObject({ isRight: true, share: 0.7, upperShare: 1, lowerShare: 0.3333, attractsStrong: false });
    expect(optionA.pointBiserial).toBeCloseTo(pearson(choseA, TOTALS), 4);
    // Question 5's option C (right) was chosen with A by the four students of AC.
    const optionC = q(5).options.find((o) => o.option === 'C')!;
    expect(optionC.pointBiserial).toBeCloseTo(pearson(SHEETS.map((r) => (r[4]![0].includes('C') ? 1 : 0)), TOTALS), 4);
  });

  it('flags a wrong option the strong students chose and says so in words', () => {
    // One question, key B: the three best students (by the other question) chose C.
    const questions: StatQuestion[] = [
      { th: 1, type: 1, score: 2, answer: 'B', optionCount: 4 },
      { th: 2, type: 3, score: 10, answer: '', optionCount: 0 },
    ];
    const sheets: Array<Array<[string, number]>> = [
      [['C', 0], ['', 10]], [['C', 0], ['', 10]], [['C', 0], ['', 9]], [['B', 2], ['', 6]], [['B', 2], ['', 5]],
      [['B', 2], ['', 5]], [['A', 0], ['', 4]], [['B', 2], ['', 2]], [['D', 0], ['', 1]], [['B', 2], ['', 0]],
    ];
    const [first] = questionStatistics(questions, toStudents(sheets, questions));
    const optionC = first!.options.find((o) => o.option === 'C')!;
    expect(optionC).toMatchObject({ isRight: false, upperShare: 1, lowerShare: 0, attractsStrong: true });
    expect(first!.verdicts).toContain('选项C吸引了高分学生');
    // The strong students missed it: D is negative and the teacher is told to check the key.
    expect(first!.discrimination).toBeLessThan(0);
    expect(first!.verdicts[0]).toBe('低分学生反而比高分学生答得好，请检查答案或题目是否有误');
  });

  it('leaves D and the correlations empty for fewer than ten students', () => {
    const [first] = questionStatistics(QUESTIONS, STUDENTS.slice(0, 9));
    expect(first).toMatchObject({ discrimination: null, band: null });
    expect(first!.options.every((o) => o.pointBiserial === null && o.upperShare === null)).toBe(true);
  });
});

describe('pointBiserial', () => {
  it('is null when everyone or no one chose the option', () => {
    expect(pointBiserial([true, true], [1, 2])).toBeNull();
    expect(pointBiserial([false, false], [1, 2])).toBeNull();
  });
});

describe('homeworkStatistics', () => {
  it('gives the mean, the sample SD, Cronbach\'s α and the SEM', () => {
    const h = homeworkStatistics(QUESTIONS, STUDENTS);
    // Mean 113 / 10; squared deviations from 11.3 sum to 390.1 → SD √(390.1 / 9).
    expect(h.mean).toBe(11.3);
    expect(h.sd).toBe(6.58);
    // α from the covariances between different questions: k/(k−1) · Σ_{i≠j} cov(i, j) ÷ var(total).
    const columns = QUESTIONS.map((_, j) => SHEETS.map((r) => r[j]![1]));
    let between = 0;
    for (let i = 0; i < columns.length; i++) for (let j = 0; j < columns.length; j++) if (i !== j) between += covariance(columns[i]!, columns[j]!);
    const alpha = (6 / 5) * (between / covariance(TOTALS, TOTALS));
    expect(h.alpha).toBeCloseTo(alpha, 4);
    expect(h.sem).toBeCloseTo(Math.sqrt(390.1 / 9) * Math.sqrt(1 - alpha), 2);
    expect(h).toMatchObject({ students: 10, groupSize: 3 });
  });

  it('has no α for a single question', () => {
    expect(homeworkStatistics(QUESTIONS.slice(0, 1), STUDENTS)).toMatchObject({ alpha: null, sem: null });
  });
});

describe('bankItemFigures', () => {
  // Answer i of 100 belongs to a sheet with relative total i/100 and scores 1 of 1 from i = 50 on.
  const answers = Array.from({ length: 100 }, (_, i) => ({ score: i >= 50 ? 1 : 0, fullScore: 1, relativeTotal: i / 100 }));

  it('waits for 100 answers before it replaces the author\'s estimate', () => {
    expect(bankItemFigures(answers.slice(1))).toBeNull();
    expect(bankItemFigures([])).toBeNull();
  });

  it('gives the pooled score rate, D of the upper and lower 27 answers, and the 1–5 level', () => {
    // Upper 27 (i = 73..99) all scored, lower 27 (i = 0..26) none: D = 1; P = 50 / 100 → 中等 (3).
    expect(bankItemFigures(answers)).toEqual({ answers: 100, scoreRate: 0.5, discrimination: 1, difficulty: 3 });
    // Half-point answers of a 2-point question count by share of full score: P = 25 / 200.
    const halves = answers.map((a) => ({ ...a, score: a.score / 2, fullScore: 2 }));
    expect(bankItemFigures(halves)).toMatchObject({ scoreRate: 0.125, discrimination: 0.25, difficulty: 5 });
  });
});
