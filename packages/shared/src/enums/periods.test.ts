import { describe, expect, it } from 'vitest';
import { GRADES, gradeInfo, gradesOfPeriod } from './periods.js';
import { canUseGuardedAction } from './permissions.js';

describe('grades and periods', () => {
  it('maps A1–A6 to X1–X6 and A7–A9 to C1–C3 (spec 03 §9)', () => {
    expect(gradesOfPeriod('X').map((g) => [g.code, g.alias])).toEqual([
      ['A1', 'X1'], ['A2', 'X2'], ['A3', 'X3'], ['A4', 'X4'], ['A5', 'X5'], ['A6', 'X6'],
    ]);
    expect(gradesOfPeriod('C').map((g) => [g.code, g.alias])).toEqual([['A7', 'C1'], ['A8', 'C2'], ['A9', 'C3']]);
  });

  it('puts G1–G3 in the senior period', () => {
    expect(gradesOfPeriod('G').map((g) => g.code)).toEqual(['G1', 'G2', 'G3']);
    expect(gradeInfo('G2')?.name).toBe('高二');
  });

  it('has twelve grades in school order', () => {
    expect(GRADES).toHaveLength(12);
    expect(gradeInfo('A7')?.name).toBe('七年级');
  });
});

describe('guarded actions', () => {
  it('are allowed only while the membership is enabled and the service usable', () => {
    expect(canUseGuardedAction({ isdisable: false, serverstatus: 0 })).toBe(true);
    expect(canUseGuardedAction({ isdisable: true, serverstatus: 0 })).toBe(false);
    expect(canUseGuardedAction({ isdisable: false, serverstatus: 2 })).toBe(false);
  });
});
