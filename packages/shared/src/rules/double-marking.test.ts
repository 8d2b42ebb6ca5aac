import { describe, expect, it } from 'vitest';
import { doubleMarkState, mayArbitrate, meanOfMarks, nextRoundFor, validateTolerance, withinTolerance } from './double-marking.js';

const m = (round: number, userId: number, score: number) => ({ round, userId, score });

describe('double marking rules', () => {
  it('the mean keeps one decimal, halves rounded up', () => {
    expect(meanOfMarks(6, 8)).toBe(7);
    expect(meanOfMarks(6, 6.5)).toBe(6.3);
    expect(meanOfMarks(0, 0.5)).toBe(0.3);
    expect(meanOfMarks(9.5, 10)).toBe(9.8);
  });

  it('a difference equal to the tolerance is within it; one point more is not', () => {
    expect(withinTolerance(6, 8, 2)).toBe(true);
    expect(withinTolerance(8, 6, 2)).toBe(true);
    expect(withinTolerance(5.5, 8, 2)).toBe(false);
    expect(withinTolerance(3, 3, 0)).toBe(true);
    expect(withinTolerance(3, 3.5, 0)).toBe(false);
  });

  it('an answer waits for the first, then the second mark, then is done with the mean or goes to arbitration', () => {
    expect(doubleMarkState([], 2)).toEqual({ state: 'first', score: null });
    expect(doubleMarkState([m(1, 7, 6)], 2)).toEqual({ state: 'second', score: null });
    expect(doubleMarkState([m(1, 7, 6), m(2, 8, 7)], 2)).toEqual({ state: 'done', score: 6.5 });
    expect(doubleMarkState([m(1, 7, 2), m(2, 8, 9)], 2)).toEqual({ state: 'arbitration', score: null });
    expect(doubleMarkState([m(1, 7, 2), m(2, 8, 9), m(3, 1, 4)], 2)).toEqual({ state: 'done', score: 4 });
  });

  it('a reviewer gives the first mark, another the second; nobody marks an answer twice or a third time', () => {
    expect(nextRoundFor([], 7, 2)).toBe(1);
    expect(nextRoundFor([m(1, 7, 6)], 8, 2)).toBe(2);
    // The first reviewer revisits their own mark, never becomes the second one.
    expect(nextRoundFor([m(1, 7, 6)], 7, 2)).toBe(1);
    expect(nextRoundFor([m(1, 7, 6), m(2, 8, 6)], 9, 2)).toBeNull();
    expect(nextRoundFor([m(1, 7, 6), m(2, 8, 6)], 8, 2)).toBe(2);
    // Once arbitrated, the reviewers' marks are closed.
    expect(nextRoundFor([m(1, 7, 2), m(2, 8, 9), m(3, 1, 4)], 7, 2)).toBeNull();
  });

  it('the named arbiter (or the creator) arbitrates; without one, the creator only', () => {
    expect(mayArbitrate(1, 1, null)).toBe(true);
    expect(mayArbitrate(2, 1, null)).toBe(false);
    expect(mayArbitrate(2, 1, 2)).toBe(true);
    expect(mayArbitrate(3, 1, 2)).toBe(false);
  });

  it('a tolerance is 0 to the full score in steps of 0.5', () => {
    expect(validateTolerance(2, 10)).toBeNull();
    expect(validateTolerance(0, 10)).toBeNull();
    expect(validateTolerance(1.2, 10)).toBe('误差须为0.5的整数倍，且在0到10分之间');
    expect(validateTolerance(11, 10)).not.toBeNull();
    expect(validateTolerance(-1, 10)).not.toBeNull();
  });
});
