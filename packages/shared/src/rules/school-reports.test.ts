import { describe, expect, it } from 'vitest';
import { formatPercent, meanOf, percentOf, rateToPercent, termStartDay } from './school-reports.js';

describe('report figures', () => {
  it('gives a percentage with two decimals, and none when there is nothing to divide by', () => {
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(3, 0)).toBeNull();
  });

  it('averages to two decimals, and none of nothing', () => {
    expect(meanOf(31, 2)).toBe(15.5);
    expect(meanOf(10, 3)).toBe(3.33);
    expect(meanOf(0, 0)).toBeNull();
  });

  it('turns a rate into a percentage and shows -- for none', () => {
    expect(rateToPercent(0.12345)).toBe(12.35);
    expect(formatPercent(null)).toBe('--');
    expect(formatPercent(62.5)).toBe('62.5%');
  });
});

describe('term start', () => {
  it('starts the autumn term on 1 August and the spring term on 1 February', () => {
    expect(termStartDay('2026-11-28')).toBe('2026-08-01');
    expect(termStartDay('2027-01-15')).toBe('2026-08-01');
    expect(termStartDay('2026-02-01')).toBe('2026-02-01');
    expect(termStartDay('2026-07-31')).toBe('2026-02-01');
  });
});
