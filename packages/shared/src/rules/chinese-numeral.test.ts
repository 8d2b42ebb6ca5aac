import { describe, expect, it } from 'vitest';
import { toChineseNumeral } from './chinese-numeral.js';

describe('toChineseNumeral', () => {
  it.each([[1, '一'], [3, '三'], [10, '十'], [11, '十一'], [20, '二十'], [21, '二十一'], [99, '九十九']])('writes %i as %s', (n, text) => {
    expect(toChineseNumeral(n)).toBe(text);
  });

  it.each([0, -1, 1.5, 100, Number.NaN])('refuses %s with "Number is wrong!"', (n) => {
    expect(() => toChineseNumeral(n)).toThrow('Number is wrong!');
  });
});
