import { describe, expect, it } from 'vitest';
import { analysePaper, layoutButtonOf } from './paper-detail.js';

const base = { creatorPhone: '13800000001', userPhone: '13800000001', role: 'Teacher' as const, isClickable: true, km: '数学' };

describe('layoutButtonOf (spec 02 §6)', () => {
  it('offers 排版 to the creator of a usable paper of a single subject', () => {
    expect(layoutButtonOf(base)).toBe('layout');
  });
  it('hides it from another teacher, on the comprehensive subject and while the paper is handled manually', () => {
    expect(layoutButtonOf({ ...base, userPhone: '13800000002' })).toBeNull();
    expect(layoutButtonOf({ ...base, km: '理综' })).toBeNull();
    expect(layoutButtonOf({ ...base, isClickable: false })).toBeNull();
    expect(layoutButtonOf({ ...base, creatorPhone: null, userPhone: '13800000002' })).toBeNull();
  });
  it('always shows a Collector the view-mode button', () => {
    expect(layoutButtonOf({ ...base, userPhone: '13800000004', role: 'Collector' })).toBe('view');
    expect(layoutButtonOf({ ...base, km: '综合', role: 'Collector' })).toBe('view');
  });
});

describe('analysePaper', () => {
  it('numbers questions across sections, counts difficulty slices easiest first and totals the scores', () => {
    const a = analysePaper([
      { itemTypeName: '单选题', list: [
        { itemTypeName: '单选题', score: 3, difficulty: 3, knowledgeNames: ['有理数'] },
        { itemTypeName: '单选题', score: 3, difficulty: 1, knowledgeNames: [] },
      ] },
      { itemTypeName: '解答题', list: [{ itemTypeName: '解答题', score: 8, difficulty: 3, knowledgeNames: ['方程', '去括号'] }] },
    ]);
    expect(a.difficulty).toEqual([
      { level: 1, name: '容易', count: 1, score: 3 },
      { level: 3, name: '中等', count: 2, score: 11 },
    ]);
    expect(a.rows.map((r) => [r.number, r.itemTypeName, r.difficultyName, r.knowledgeNames.join('、')])).toEqual([
      [1, '单选题', '中等', '有理数'], [2, '单选题', '容易', ''], [3, '解答题', '中等', '方程、去括号'],
    ]);
    expect(a.types).toEqual([{ itemTypeName: '单选题', count: 2, score: 6 }, { itemTypeName: '解答题', count: 1, score: 8 }]);
    expect(a.totalScore).toBe(14);
  });
  it('gives an empty analysis for an empty paper', () => {
    expect(analysePaper([])).toEqual({ difficulty: [], rows: [], types: [], totalScore: 0 });
  });
});
