import { describe, expect, it } from 'vitest';
import { decideDigit, decideQuestion, sheetThreshold } from './bubble-decisions.js';

// A sheet: mostly empty bubbles around 4, clear marks around 60.
const sheet = [...Array.from({ length: 90 }, (_, i) => 2 + (i % 5)), ...Array.from({ length: 20 }, (_, i) => 50 + i)];

describe('per-sheet thresholds', () => {
  it('puts the threshold between the paper level and the marks of this sheet', () => {
    const t = sheetThreshold(sheet);
    expect(t.empty).toBeGreaterThanOrEqual(2);
    expect(t.empty).toBeLessThanOrEqual(6);
    expect(t.mark).toBeCloseTo(59.5);
    expect(t.threshold).toBeGreaterThan(25);
    expect(t.threshold).toBeLessThan(40);
    expect(t.low).toBeLessThan(t.threshold);
    expect(t.high).toBeGreaterThan(t.threshold);
  });

  it('follows a dim scan: the same marks 40 % lighter still split from the paper', () => {
    const dim = sheetThreshold(sheet.map((v) => v * 0.6));
    expect(decideQuestion([2, 36, 3, 2], dim).marked).toEqual([1]);
  });

  it('assumes a plausible mark level on a sheet with no clear mark, so a blank sheet reads blank', () => {
    const t = sheetThreshold(Array.from({ length: 100 }, () => 3));
    expect(t.mark).toBeGreaterThanOrEqual(50);
    expect(decideQuestion([3, 4, 3, 5], t)).toEqual({ marked: [], flags: ['blank'] });
  });
});

describe('question decisions', () => {
  const t = sheetThreshold(sheet);
  it('reads one clear mark as the answer with no flag', () => {
    expect(decideQuestion([3, 62, 4, 2], t)).toEqual({ marked: [1], flags: [] });
  });
  it('reports two clear marks as multiple (for the scoring rules), not as a review', () => {
    expect(decideQuestion([58, 62, 4, 2], t)).toEqual({ marked: [0, 1], flags: ['multiple'] });
  });
  it('sends a faint mark or erase residue in the band to review', () => {
    expect(decideQuestion([3, 62, 25, 2], t).flags).toEqual(['ambiguous']);
    expect(decideQuestion([3, 3, 30, 2], t).flags).toContain('ambiguous');
  });
});

describe('student-number columns', () => {
  const t = sheetThreshold(sheet);
  it('gives the digit of a single clear mark', () => {
    expect(decideDigit([3, 3, 3, 60, 3, 3, 3, 3, 3, 3], t)).toEqual({ digit: 3, flag: null });
  });
  it('never guesses: blank, doubled and faint columns give no digit', () => {
    expect(decideDigit(Array.from({ length: 10 }, () => 3), t)).toEqual({ digit: null, flag: 'blank' });
    expect(decideDigit([60, 3, 3, 55, 3, 3, 3, 3, 3, 3], t)).toEqual({ digit: null, flag: 'multiple' });
    expect(decideDigit([3, 3, 3, 60, 3, 3, 3, 25, 3, 3], t)).toEqual({ digit: null, flag: 'ambiguous' });
    // A faint mark under the threshold, or a smudge in the band beside a clear mark, gives no digit either.
    expect(decideDigit([3, 3, 3, t.threshold - 1, 3, 3, 3, 3, 3, 3], t)).toEqual({ digit: null, flag: 'ambiguous' });
    expect(decideDigit([3, 3, 3, 60, 3, t.low + 1, 3, 3, 3, 3], t)).toEqual({ digit: null, flag: 'ambiguous' });
  });
});
