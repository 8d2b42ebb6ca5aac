import { describe, expect, it } from 'vitest';
import { paperDifficulty, paperLevelOf } from './paper-difficulty.js';

describe('paper difficulty', () => {
  it('maps item difficulties 1–5 to the three paper-building levels', () => {
    expect([1, 2, 3, 4, 5].map(paperLevelOf)).toEqual([1, 1, 2, 3, 3]);
  });

  it.each([
    { items: [1, 1, 1], value: 0.9, level: 1, name: '容易' },
    { items: [1, 3], value: 0.75, level: 1, name: '容易' },
    { items: [3, 3, 3], value: 0.6, level: 2, name: '中等' },
    { items: [1, 3, 5], value: 0.57, level: 3, name: '困难' },
    { items: [2, 2, 3, 3], value: 0.75, level: 1, name: '容易' },
    { items: [1, 1, 4], value: 0.67, level: 2, name: '中等' },
    { items: [5, 4], value: 0.2, level: 3, name: '困难' },
  ])('weighs $items as $value, which is $name', ({ items, value, level, name }) => {
    expect(paperDifficulty(items)).toEqual({ value, level, name });
  });

  it('has no difficulty for an empty paper', () => {
    expect(paperDifficulty([])).toBeNull();
  });
});
