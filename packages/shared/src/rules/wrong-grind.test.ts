import { describe, expect, it } from 'vitest';
import { checkScoreRateRange, rateInRange, WrongGrindMessages } from './wrong-grind.js';

describe('checkScoreRateRange', () => {
  it('needs both ends, values in 0–1 and the maximum above the minimum', () => {
    expect(checkScoreRateRange(undefined, 0.5)).toBe('请输入完整得分率自定义区间');
    expect(checkScoreRateRange(0.2, null)).toBe(WrongGrindMessages.customIncomplete);
    expect(checkScoreRateRange(0.5, 0.5)).toBe('最大值需大于最小值');
    expect(checkScoreRateRange(0.6, 0.3)).toBe('最大值需大于最小值');
    expect(checkScoreRateRange(-0.1, 0.3)).toBe(WrongGrindMessages.rateBounds);
    expect(checkScoreRateRange(0, 1.2)).toBe(WrongGrindMessages.rateBounds);
    expect(checkScoreRateRange(0.1, 0.3)).toBeNull();
  });
});

describe('rateInRange', () => {
  it('includes both ends', () => {
    expect(rateInRange(0.4, 0, 0.4)).toBe(true);
    expect(rateInRange(0, 0, 0.4)).toBe(true);
    expect(rateInRange(0.41, 0, 0.4)).toBe(false);
  });
});

