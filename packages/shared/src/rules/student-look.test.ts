import { describe, expect, it } from 'vitest';
import { rankInClass, weakestFirst } from './student-look.js';

describe('rankInClass', () => {
  it('counts the classmates who scored more, so ties share a rank and the next one skips', () => {
    const scores = [20, 16, 16, 8];
    expect(rankInClass(20, scores)).toBe(1);
    expect(rankInClass(16, scores)).toBe(2);
    expect(rankInClass(8, scores)).toBe(4);
  });

  it('ranks a lone submission first', () => {
    expect(rankInClass(0, [0])).toBe(1);
  });
});

describe('weakestFirst', () => {
  it('puts the lowest rate first, a point without a rate last, and breaks ties by the class rate', () => {
    const rows = [
      { knowledgeName: '甲', rate: 80, classRate: 70 },
      { knowledgeName: '乙', rate: null, classRate: 50 },
      { knowledgeName: '丙', rate: 40, classRate: 60 },
      { knowledgeName: '丁', rate: 40, classRate: 30 },
    ];
    expect(weakestFirst(rows).map((r) => r.knowledgeName)).toEqual(['丁', '丙', '甲', '乙']);
  });
});
