import { PAPER_DIFFICULTY_WEIGHTS, PaperDifficultyNames, paperDifficultyOf, type DifficultyLevel } from '../enums/question.js';

/** Paper-building level of an item difficulty 1–5: 容易/较易 are easy, 中等 medium, 较难/困难 hard (spec 02 §9). */
export function paperLevelOf(difficulty: DifficultyLevel | number): 1 | 2 | 3 {
  if (difficulty <= 2) return 1;
  if (difficulty === 3) return 2;
  return 3;
}

export interface PaperDifficulty {
  /** Weighted mean of the levels' weights 0.9 / 0.6 / 0.2, rounded to two decimals. */
  value: number;
  /** 1 easy, 2 medium, 3 hard: the bank filter's codes. */
  level: 1 | 2 | 3;
  name: string;
}

/** Difficulty of a paper from its items' difficulties 1–5; null for an empty paper. */
export function paperDifficulty(difficulties: readonly number[]): PaperDifficulty | null {
  if (difficulties.length === 0) return null;
  const sum = difficulties.reduce((s, d) => s + PAPER_DIFFICULTY_WEIGHTS[paperLevelOf(d)], 0);
  // Rounding first keeps 0.75 exactly at the boundary instead of 0.7499999 from float sums.
  const value = Math.round((sum / difficulties.length) * 100) / 100;
  const level = paperDifficultyOf(value);
  return { value, level, name: PaperDifficultyNames[level] };
}
