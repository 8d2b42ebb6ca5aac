/**
 * Grade levels by rank (spec 03 §9: A top 15%, B 16–50%, C 51–75%, D 76–99%, E last 1%).
 *
 * Precisely: among the n scored students, a student's rank r is 1 + the number of students with a strictly higher
 * score (competition ranking, so equal scores share a rank and therefore a level). The student gets the first level
 * whose share of n, rounded up to whole students, reaches r: A when r ≤ ⌈0.15·n⌉, B when r ≤ ⌈0.50·n⌉, C when
 * r ≤ ⌈0.75·n⌉, D when r ≤ ⌈0.99·n⌉, else E. Rounding up means a lone student is A (not E), and E — 'the last
 * 1%' — only exists once 1% is at least one student (n ≥ 100); below that nobody is put in a band meant for a
 * hundredth of the class. Equivalently: the share of students strictly ahead, (r − 1) / n, is below the boundary.
 */
export const SCORE_LEVELS = ['A', 'B', 'C', 'D', 'E'] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];

/** Upper boundary of each level except E, as a share of the scored students. */
export const SCORE_LEVEL_BOUNDARIES: readonly { level: ScoreLevel; upTo: number }[] = [
  { level: 'A', upTo: 0.15 },
  { level: 'B', upTo: 0.5 },
  { level: 'C', upTo: 0.75 },
  { level: 'D', upTo: 0.99 },
];

/** Shown instead of a level for a student without a score (not submitted). */
export const NO_LEVEL = '-';

/**
 * The last rank of A, B, C and D among `count` scored students (⌈share·count⌉); ranks after the last D are E.
 * Two equal boundaries mean the level between them is empty.
 */
export function levelBoundaries(count: number): number[] {
  // The epsilon keeps 0.15 × 100 = 15.000000000000002 from rounding up to 16.
  return SCORE_LEVEL_BOUNDARIES.map(({ upTo }) => Math.ceil(upTo * count - 1e-9));
}

/** The level of competition rank `rank` (1-based) among `count` scored students. */
export function levelForRank(rank: number, count: number): ScoreLevel {
  if (!Number.isInteger(rank) || rank < 1 || rank > count) throw new RangeError(`rank ${rank} outside 1..${count}`);
  const index = levelBoundaries(count).findIndex((last) => rank <= last);
  return index === -1 ? 'E' : SCORE_LEVEL_BOUNDARIES[index]!.level;
}

/** Competition ranks (1224) of scores, highest first, in the order the scores were given. */
export function competitionRanks(scores: readonly number[]): number[] {
  const sorted = [...scores].sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  sorted.forEach((score, i) => {
    if (!firstIndex.has(score)) firstIndex.set(score, i);
  });
  return scores.map((score) => firstIndex.get(score)! + 1);
}

/** The level of every score, in the order given. */
export function levelsByRank(scores: readonly number[]): ScoreLevel[] {
  return competitionRanks(scores).map((rank) => levelForRank(rank, scores.length));
}

/** How many scored students share one score: the shape a database returns a GROUP BY in. */
export interface ScoreCount {
  score: number;
  count: number;
}

/**
 * The level of any score among the scored students summarised by `counts` (one row per distinct score), so a page of
 * a large report gets its levels from a short summary instead of ranking every student. Unknown scores rank as if
 * they were there.
 */
export function levelLookup(counts: readonly ScoreCount[]): (score: number) => ScoreLevel {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const ranks = new Map<number, number>();
  let ahead = 0;
  for (const { score, count } of [...counts].sort((a, b) => b.score - a.score)) {
    ranks.set(score, ahead + 1);
    ahead += count;
  }
  return (score) => {
    const rank = ranks.get(score) ?? 1 + counts.reduce((sum, c) => sum + (c.score > score ? c.count : 0), 0);
    return levelForRank(Math.min(rank, Math.max(total, 1)), Math.max(total, 1));
  };
}
