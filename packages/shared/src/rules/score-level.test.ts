import { describe, expect, it } from 'vitest';
import { competitionRanks, levelBoundaries, levelForRank, levelLookup, levelsByRank, type ScoreLevel } from './score-level.js';

/** How many of n students with distinct scores get each level. */
function levelCounts(n: number): Record<ScoreLevel, number> {
  const counts: Record<ScoreLevel, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  for (let rank = 1; rank <= n; rank++) counts[levelForRank(rank, n)]++;
  return counts;
}

describe('levelForRank', () => {
  // The documented boundaries: last rank of each level (⌈share·n⌉) and the resulting head counts.
  it.each([
    // n, last rank of A, B, C, D, then counts A..E
    [1, [1, 1, 1, 1], { A: 1, B: 0, C: 0, D: 0, E: 0 }],
    [2, [1, 1, 2, 2], { A: 1, B: 0, C: 1, D: 0, E: 0 }],
    [3, [1, 2, 3, 3], { A: 1, B: 1, C: 1, D: 0, E: 0 }],
    [7, [2, 4, 6, 7], { A: 2, B: 2, C: 2, D: 1, E: 0 }],
    [100, [15, 50, 75, 99], { A: 15, B: 35, C: 25, D: 24, E: 1 }],
    [3000, [450, 1500, 2250, 2970], { A: 450, B: 1050, C: 750, D: 720, E: 30 }],
  ] as const)('with %i students A, B, C and D end at ranks %j', (n, lastRanks, counts) => {
    expect(levelBoundaries(n)).toEqual(lastRanks);
    expect(levelCounts(n)).toEqual(counts);
  });

  it('puts the 16th of 100 in B, the 51st in C, the 76th in D and the 100th in E', () => {
    expect([16, 51, 76, 100].map((r) => levelForRank(r, 100))).toEqual(['B', 'C', 'D', 'E']);
  });

  it('refuses a rank outside the class', () => {
    expect(() => levelForRank(0, 5)).toThrow(RangeError);
    expect(() => levelForRank(6, 5)).toThrow(RangeError);
  });
});

describe('levelsByRank', () => {
  it('ranks equal scores together (1224) and gives them the same level', () => {
    const scores = [90, 95, 90, 80, 95, 70, 60];
    expect(competitionRanks(scores)).toEqual([3, 1, 3, 5, 1, 6, 7]);
    // n = 7: A up to rank 2, B up to 4, C up to 6, D up to 7.
    expect(levelsByRank(scores)).toEqual(['B', 'A', 'B', 'C', 'A', 'C', 'D']);
  });

  it('gives everyone A when everyone has the same score', () => {
    expect(levelsByRank(Array(150).fill(42))).toEqual(Array(150).fill('A'));
  });

  it('lifts a tie that straddles a boundary to the better level', () => {
    // 100 students: ranks 15 and 16 tie, so both share rank 15 and level A.
    const scores = Array.from({ length: 100 }, (_, i) => 100 - i);
    scores[15] = scores[14]!;
    const levels = levelsByRank(scores);
    expect(levels[14]).toBe('A');
    expect(levels[15]).toBe('A');
    expect(levels[16]).toBe('B');
  });

  it('returns nothing for nobody', () => {
    expect(levelsByRank([])).toEqual([]);
  });
});

describe('levelLookup', () => {
  it('gives the same levels from score counts as from the scores themselves', () => {
    const scores = [90, 95, 90, 80, 95, 70, 60, 60, 59.5, 100, 88, 90];
    const counts = [...new Set(scores)].map((score) => ({ score, count: scores.filter((s) => s === score).length }));
    const levelOf = levelLookup(counts);
    expect(scores.map(levelOf)).toEqual(levelsByRank(scores));
  });
});
