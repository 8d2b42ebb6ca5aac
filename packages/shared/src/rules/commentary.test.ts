import { describe, expect, it } from 'vitest';
import { commentaryLevelOf, commentaryLevels, nextCommentarySort, questionFigures, splitScoreIndex } from './commentary.js';

describe('commentary levels', () => {
  it('puts a rate in the level whose range closes above it (0.4 is 很差, 0.41 较差, 0.8 一般, 0.81 良好)', () => {
    expect([0, 0.4, 0.41, 0.6, 0.61, 0.8, 0.81, 1].map(commentaryLevelOf)).toEqual([
      'veryPoor', 'veryPoor', 'poor', 'poor', 'average', 'average', 'good', 'good',
    ]);
    expect(commentaryLevelOf(null)).toBe('unscored');
  });

  it('offers 未评分 first only for the oral type', () => {
    expect(commentaryLevels(2).map((l) => l.name)).toEqual(['很差', '较差', '一般', '良好']);
    expect(commentaryLevels(5).map((l) => l.name)).toEqual(['未评分', '很差', '较差', '一般', '良好']);
  });
});

describe('split score ranges', () => {
  it('uses half-open ranges of full marks with full marks in the last one', () => {
    // Full marks 10: 3.9 → [0,40%), 4 → [40%,60%), 7.9 → [60%,80%), 8 and 10 → [80%,100%].
    expect([0, 3.9, 4, 5.9, 6, 7.9, 8, 10].map((s) => splitScoreIndex(s, 10))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('question figures', () => {
  it('averages only the marked answers', () => {
    // Scores 2, 0, 2, unmarked of a 2-point question: mean 4/3 = 1.33, rate 0.67, two full, one lost.
    expect(questionFigures([2, 0, 2, null], 2)).toEqual({ scoringRate: 0.67, classAvgScore: 1.33, fullMarksCount: 2, loseMarksCount: 1 });
  });

  it('has no rate and average -1 before anything is marked', () => {
    expect(questionFigures([null], 5)).toEqual({ scoringRate: null, classAvgScore: -1, fullMarksCount: 0, loseMarksCount: 0 });
  });
});

describe('sort icon', () => {
  it('cycles none → ascending → descending → none', () => {
    expect([nextCommentarySort('none'), nextCommentarySort('asc'), nextCommentarySort('desc')]).toEqual(['asc', 'desc', 'none']);
  });
});
