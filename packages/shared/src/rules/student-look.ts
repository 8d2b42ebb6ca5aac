/**
 * Pure rules of 学生学情 (spec 03 §2.1 /reports/studentLook): a student's place in the class and the order of their
 * knowledge points.
 */

/** Competition rank of a score among the class's scores (which include it): 1 + how many scored more, ties share. */
export function rankInClass(score: number, classScores: readonly number[]): number {
  return 1 + classScores.filter((s) => s > score).length;
}

/** Weakest first (no rate last), then the class's weaker first, then by name in Chinese order. */
export function weakestFirst<T extends { rate: number | null; classRate: number | null; knowledgeName: string }>(rows: readonly T[]): T[] {
  const key = (r: number | null) => (r === null ? Number.POSITIVE_INFINITY : r);
  return [...rows].sort((a, b) => key(a.rate) - key(b.rate) || key(a.classRate) - key(b.classRate) || a.knowledgeName.localeCompare(b.knowledgeName, 'zh-CN'));
}
