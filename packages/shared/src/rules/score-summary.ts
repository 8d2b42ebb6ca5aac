/**
 * The summary a teacher reads above a score report, per class: 平均分、最高分、最低分、及格率、优秀率. Rates are of the
 * students who submitted (a student who has not submitted has no score, not 0 points).
 *
 * Thresholds as shares of full marks, from spec 03 §9's score-rate levels: E is 'below 0.60', so a score rate of at
 * least 0.60 passes (及格); A is '0.90–1.00', so at least 0.90 is excellent (优秀).
 */
export const ScoreSummaryThresholds = {
  /** 及格: at least this share of full marks. */
  pass: 0.6,
  /** 优秀: at least this share of full marks. */
  excellent: 0.9,
} as const;

export interface ScoreSummary {
  /** Students of the class (or classes). */
  studentCount: number;
  /** Students with a submitted score. */
  submitCount: number;
  /** Mean of the submitted scores, two decimals; null when nobody submitted. */
  average: number | null;
  highest: number | null;
  lowest: number | null;
  /** Percent of the submitted with at least 60 % of full marks, two decimals; null when nobody submitted. */
  passRate: number | null;
  /** Percent of the submitted with at least 90 % of full marks, two decimals; null when nobody submitted. */
  excellentRate: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Floating error must not drop a score that sits exactly on a line (54 of 90 is 60 %). */
const EPSILON = 1e-9;

/** The lowest score that passes and the lowest that is excellent, for a work of `fullScore` points. */
export function scoreLines(fullScore: number): { passLine: number; excellentLine: number } {
  return { passLine: round2(fullScore * ScoreSummaryThresholds.pass), excellentLine: round2(fullScore * ScoreSummaryThresholds.excellent) };
}

/** The summary of `scores` (one per student who submitted) among `studentCount` students, for `fullScore` points. */
export function summarizeScores(scores: readonly number[], fullScore: number, studentCount: number): ScoreSummary {
  const n = scores.length;
  if (n === 0) {
    return { studentCount, submitCount: 0, average: null, highest: null, lowest: null, passRate: null, excellentRate: null };
  }
  const atLeast = (share: number) => scores.filter((s) => s + EPSILON >= fullScore * share).length;
  const rate = (count: number) => (fullScore > 0 ? round2((count * 100) / n) : null);
  return {
    studentCount,
    submitCount: n,
    average: round2(scores.reduce((a, b) => a + b, 0) / n),
    highest: Math.max(...scores),
    lowest: Math.min(...scores),
    passRate: rate(atLeast(ScoreSummaryThresholds.pass)),
    excellentRate: rate(atLeast(ScoreSummaryThresholds.excellent)),
  };
}
