/**
 * Homework commentary (作业讲评, spec 03 §2.4, §9): the scoring-rate level of a question, the score range of a
 * subjective answer, and what a question's class figures are. Pure, so the server's figures and the screen's filter
 * agree.
 */

/** Scoring-rate levels of the commentary; 'unscored' only exists for the oral type (workType 5). */
export const CommentaryLevel = { Unscored: 'unscored', VeryPoor: 'veryPoor', Poor: 'poor', Average: 'average', Good: 'good' } as const;
export type CommentaryLevelKey = (typeof CommentaryLevel)[keyof typeof CommentaryLevel];

export interface CommentaryLevelInfo {
  key: CommentaryLevelKey;
  name: string;
  /** The range of the class scoring rate, as shown: 0–0.4 is closed, the others open below. */
  range: string;
}

/** 0–0.4 很差, >0.4–0.6 较差, >0.6–0.8 一般, >0.8–1 良好 (spec 03 §9). */
export const COMMENTARY_RATE_LEVELS: readonly CommentaryLevelInfo[] = [
  { key: CommentaryLevel.VeryPoor, name: '很差', range: '0-0.4' },
  { key: CommentaryLevel.Poor, name: '较差', range: '0.4-0.6' },
  { key: CommentaryLevel.Average, name: '一般', range: '0.6-0.8' },
  { key: CommentaryLevel.Good, name: '良好', range: '0.8-1' },
];
export const UNSCORED_LEVEL: CommentaryLevelInfo = { key: CommentaryLevel.Unscored, name: '未评分', range: '--' };

/** The oral type whose commentary has the extra level 未评分 first (spec 03 §9: workType 5). */
export const ORAL_WORK_TYPE = 5;

/** The levels a work's commentary offers: four, or five with 未评分 first for the oral type. */
export function commentaryLevels(workType: number): CommentaryLevelInfo[] {
  return workType === ORAL_WORK_TYPE ? [UNSCORED_LEVEL, ...COMMENTARY_RATE_LEVELS] : [...COMMENTARY_RATE_LEVELS];
}

/** The level of a class scoring rate; null (nobody scored yet) is 未评分. */
export function commentaryLevelOf(rate: number | null): CommentaryLevelKey {
  if (rate === null) return CommentaryLevel.Unscored;
  if (rate <= 0.4) return CommentaryLevel.VeryPoor;
  if (rate <= 0.6) return CommentaryLevel.Poor;
  if (rate <= 0.8) return CommentaryLevel.Average;
  return CommentaryLevel.Good;
}

/** Shown for a missing rate or average (spec 03 §9: -1 displays '--'). */
export const NO_FIGURE = '--';

/** Subjective score ranges by share of full marks: [0,0.4), [0.4,0.6), [0.6,0.8), [0.8,1.0] (spec 03 §9). */
export const SPLIT_SCORE_RANGES = [
  { name: '0-40%', from: 0, to: 0.4 },
  { name: '40%-60%', from: 0.4, to: 0.6 },
  { name: '60%-80%', from: 0.6, to: 0.8 },
  { name: '80%-100%', from: 0.8, to: 1 },
] as const;

/** Index into SPLIT_SCORE_RANGES of a score; the last range is closed, so full marks fall in it. */
export function splitScoreIndex(score: number, fullScore: number): number {
  if (fullScore <= 0) return 0;
  const share = score / fullScore;
  const index = SPLIT_SCORE_RANGES.findIndex((r) => share >= r.from - 1e-9 && share < r.to - 1e-9);
  return index === -1 ? SPLIT_SCORE_RANGES.length - 1 : index;
}

/** Class figures of one question from the scores of the students who answered it (null: not marked yet). */
export interface QuestionFigures {
  /** Mean score ÷ full marks, two decimals; null when no answer has a score. */
  scoringRate: number | null;
  /** Mean score, two decimals; -1 when no answer has a score. */
  classAvgScore: number;
  fullMarksCount: number;
  loseMarksCount: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a database sums up of one question's marked answers: how many, their total, how many have full marks. */
export interface ScoreTotals {
  scored: number;
  sum: number;
  full: number;
}

/** The class figures from the totals of the marked answers. */
export function figuresFromTotals({ scored, sum, full }: ScoreTotals, fullScore: number): QuestionFigures {
  if (scored === 0 || fullScore <= 0) return { scoringRate: null, classAvgScore: -1, fullMarksCount: 0, loseMarksCount: 0 };
  return {
    scoringRate: round2(sum / scored / fullScore),
    classAvgScore: round2(sum / scored),
    fullMarksCount: full,
    loseMarksCount: scored - full,
  };
}

export function questionFigures(scores: readonly (number | null)[], fullScore: number): QuestionFigures {
  const scored = scores.filter((s): s is number => s !== null);
  return figuresFromTotals(
    { scored: scored.length, sum: scored.reduce((a, b) => a + b, 0), full: scored.filter((s) => s >= fullScore).length },
    fullScore,
  );
}

/** The order of the commentary list: by question number or by class scoring rate; none keeps the number order. */
export type CommentarySort = 'none' | 'asc' | 'desc';
/** The sort icon cycles none → ascending → descending → none (spec 03 §4). */
export function nextCommentarySort(sort: CommentarySort): CommentarySort {
  return sort === 'none' ? 'asc' : sort === 'asc' ? 'desc' : 'none';
}
