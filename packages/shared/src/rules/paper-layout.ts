/**
 * Pure rules of the paper layout (组卷排版, spec 02 §3 "Paper structure for saving", §5): scores in half points, the
 * live total, section scores and answer areas, shared by the layout page and the server that checks it. Question
 * numbers follow rules/paper-print (numberItems, questionCount).
 */
import { DEFAULT_ANSWER_AREA_HEIGHT } from '../enums/paper-layout.js';
import { itemTypeInfo } from '../enums/question.js';

/** Scores move in steps of 0.5 (spec 02 §5, §9: one decimal, step 0.5). */
export const LAYOUT_SCORE_STEP = 0.5;
/** The highest score of one question the layout accepts. */
export const LAYOUT_MAX_ITEM_SCORE = 100;

/** Messages of the layout (spec 02 §5 where it gives them). */
export const PaperLayoutMessages = {
  selectFirst: '请先选择试题！',
  scoreStep: '分值须为0.5的整数倍',
  scoreRange: `每题分值须在0到${LAYOUT_MAX_ITEM_SCORE}分之间`,
  markMismatch: '总分与各题分值之和不一致，请刷新后重试',
  duplicate: '试卷中有重复的试题',
  otherType: '试题不在其题型中，请刷新后重试',
  multOnlyMultiple: '只有多选题可以设置多选得分规则',
  saved: '保存成功！',
  updated: '更新成功！',
  notMine: '试卷不存在',
  titleRequired: '请输入试卷标题',
} as const;

export const isHalfStep = (n: number) => Number.isFinite(n) && Math.abs(n * 2 - Math.round(n * 2)) < 1e-9;

/** A score to one decimal, as the spec keeps them. */
export const roundScore = (n: number) => Math.round(n * 10) / 10;

/** The problem with one question's score, or null. */
export function scoreProblem(score: number): string | null {
  if (!Number.isFinite(score) || score < 0 || score > LAYOUT_MAX_ITEM_SCORE) return PaperLayoutMessages.scoreRange;
  if (!isHalfStep(score)) return PaperLayoutMessages.scoreStep;
  return null;
}

interface ScoredGroup { items: readonly { score: number }[] }

/** The paper's total: the sum of every question's score. */
export function layoutTotal(groups: readonly ScoredGroup[]): number {
  return roundScore(groups.reduce((sum, g) => sum + g.items.reduce((s, i) => s + i.score, 0), 0));
}

/** A section's total. */
export const sectionTotal = (group: ScoredGroup) => roundScore(group.items.reduce((s, i) => s + i.score, 0));

/**
 * A section score given to the whole section: every question gets it (so a section of 4 at 5 totals 20).
 * Returns the items with the score set; refuses a score that is not a half step.
 */
export function applySectionScore<T extends { score: number }>(items: readonly T[], score: number): T[] {
  const problem = scoreProblem(score);
  if (problem) throw new Error(problem);
  return items.map((i) => ({ ...i, score }));
}

/** Moves one element of a list from one index to another (drag and drop); a copy. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Whether a question type prints an answer area under it: the subjective ones (filled in by hand). */
export function hasAnswerArea(itemType: number): boolean {
  return !(itemTypeInfo(itemType)?.isObjective ?? true);
}

/**
 * The answer-area height a question prints with: its own, else the default; none for an objective question. The PDF
 * (rules/paper-print.ts) prints the same, so the layout page and the paper agree.
 */
export function answerAreaHeightOf(itemType: number, height: number | null | undefined): number {
  if (!hasAnswerArea(itemType)) return 0;
  return height ?? DEFAULT_ANSWER_AREA_HEIGHT;
}
