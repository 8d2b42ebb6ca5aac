import { describe, expect, it } from 'vitest';
import { CorrectionState, correctionRate, correctionStateOf, defaultRevisedRange, isLost } from './corrections.js';

describe('correctionStateOf', () => {
  it('is 未订正 before the student submits, whatever the verdicts', () => {
    expect(correctionStateOf(false, [true])).toBe(CorrectionState.NotSubmitted);
  });
  it('is 订正有误 when any question is wrong again, even with others waiting', () => {
    expect(correctionStateOf(true, [true, null, false])).toBe(CorrectionState.WrongAgain);
  });
  it('waits for the teacher while a subjective question is unmarked', () => {
    expect(correctionStateOf(true, [true, null])).toBe(CorrectionState.AwaitingMark);
  });
  it('is 已订正 when every question is right', () => {
    expect(correctionStateOf(true, [true, true])).toBe(CorrectionState.Corrected);
  });
});

describe('correctionRate', () => {
  it('is a percentage with two decimals', () => {
    expect(correctionRate(1, 3)).toBe('33.33%');
    expect(correctionRate(3, 3)).toBe('100.00%');
  });
  it('is -- with nobody to correct', () => {
    expect(correctionRate(0, 0)).toBe('--');
  });
});

describe('isLost', () => {
  it('counts a marked score below full as lost, and an unmarked one not', () => {
    expect(isLost(1, 2)).toBe(true);
    expect(isLost(2, 2)).toBe(false);
    expect(isLost(null, 2)).toBe(false);
  });
});

it('the revised list defaults to the last 6 months', () => {
  const { start, end } = defaultRevisedRange(new Date('2026-11-29T00:00:00Z'));
  expect(end.toISOString()).toBe('2026-11-29T00:00:00.000Z');
  expect(start.getUTCMonth()).toBe(4);
});
