import { describe, expect, it } from 'vitest';
import { formatScore } from './score-format.js';

describe('formatScore', () => {
  it('shows whole scores without a decimal', () => {
    expect(formatScore(2)).toBe('2');
    expect(formatScore(10.0)).toBe('10');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(-0)).toBe('0');
  });

  it('keeps one decimal where there is one', () => {
    expect(formatScore(2.5)).toBe('2.5');
    expect(formatScore(0.5)).toBe('0.5');
    expect(formatScore(99.9)).toBe('99.9');
  });

  it('rounds sums of half points and float noise to one decimal', () => {
    expect(formatScore(0.1 + 0.2)).toBe('0.3');
    expect(formatScore(2.04)).toBe('2');
    expect(formatScore(2.96)).toBe('3');
  });

  it('shows nothing for a missing score', () => {
    expect(formatScore(Number.NaN)).toBe('');
  });
});
