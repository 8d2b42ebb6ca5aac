import { describe, expect, it } from 'vitest';
import { eachScoreOfCells, objectiveCountsOfCells } from './exam-analysis.cells.js';

function scoresOfCells(text: string | null) {
  const ths: number[] = [];
  const scores: (number | null)[] = [];
  eachScoreOfCells(text, (th, score) => {
    ths.push(th);
    scores.push(score);
  });
  return { ths, scores };
}

/** The exam analysis reads each submission's answers as one text of "th:score:answer" cells (migration 20261130T0200). */
describe('eachScoreOfCells', () => {
  it('reads numbers and numeric(5, 1) scores as PostgreSQL writes them, an empty score as unmarked', () => {
    expect(scoresOfCells('1:2.0:A,2::,10:-1.5:*,3:12.5:AB,4:0.0:,30:0.3:')).toEqual({ ths: [1, 2, 10, 3, 4, 30], scores: [2, null, -1.5, 12.5, 0, 0.3] });
    expect(scoresOfCells('7::')).toEqual({ ths: [7], scores: [null] });
  });
  it('reads no answers as empty', () => {
    expect(scoresOfCells(null)).toEqual({ ths: [], scores: [] });
    expect(scoresOfCells('')).toEqual({ ths: [], scores: [] });
  });
  it('gives the same numbers as Number() for every score of one decimal', () => {
    const scores = Array.from({ length: 2001 }, (_, i) => ((i - 1000) / 10).toFixed(1));
    expect(scoresOfCells(scores.map((s, i) => `${i + 1}:${s}:B`).join(',')).scores).toEqual(scores.map(Number));
  });
});

describe('objectiveCountsOfCells', () => {
  it('counts each letter an answer holds, the answers given and the scores of the questions asked', () => {
    const counts = objectiveCountsOfCells(['1:2.0:B,2:6.0:AC,3:8.0:*', '1:0.0:A,2:3.0:A,3::', null, '2:0.0:ACE,1:0.1:', '1:0.2:B,2:3.0:C'], [1, 2])!;
    expect(counts.get(1)).toMatchObject({ answered: 3, scoreSum: 2.3 });
    expect(Object.fromEntries(counts.get(1)!.letters)).toMatchObject({ A: 1, B: 2, C: 0, H: 0 });
    expect(counts.get(2)).toMatchObject({ answered: 4, scoreSum: 12 });
    expect(Object.fromEntries(counts.get(2)!.letters)).toMatchObject({ A: 3, C: 3, E: 1, B: 0 });
  });
  it('gives up when an answer of a question asked was not kept in its cell', () => {
    expect(objectiveCountsOfCells(['1:0.0:*'], [1])).toBeUndefined();
    expect(objectiveCountsOfCells(['1:0.0:*'], [2])!.get(2)).toMatchObject({ answered: 0, scoreSum: 0 });
  });
});
