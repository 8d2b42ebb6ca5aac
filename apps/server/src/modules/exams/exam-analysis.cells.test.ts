import { describe, expect, it } from 'vitest';
import { cellsOf } from './exam-analysis.repository.js';

/** 小题分 reads each submission's answers as one text of "th:score" pairs (exam-analysis.repository.ts). */
describe('cellsOf', () => {
  it('reads numbers and numeric(5, 1) scores as PostgreSQL writes them, an empty score as unmarked', () => {
    expect(cellsOf('1:2.0,2:,10:-1.5,3:12.5,4:0.0,30:0.3')).toEqual({ ths: [1, 2, 10, 3, 4, 30], scores: [2, null, -1.5, 12.5, 0, 0.3] });
    expect(cellsOf('7:')).toEqual({ ths: [7], scores: [null] });
  });
  it('reads no answers as empty', () => {
    expect(cellsOf(null)).toEqual({ ths: [], scores: [] });
    expect(cellsOf('')).toEqual({ ths: [], scores: [] });
  });
  it('gives the same numbers as Number() for every score of one decimal', () => {
    const scores = Array.from({ length: 2001 }, (_, i) => ((i - 1000) / 10).toFixed(1));
    expect(cellsOf(scores.map((s, i) => `${i + 1}:${s}`).join(',')).scores).toEqual(scores.map(Number));
  });
});
