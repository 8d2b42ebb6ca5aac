import { describe, expect, it } from 'vitest';
import { answerAreaHeightOf, applySectionScore, hasAnswerArea, layoutTotal, moveInList, PaperLayoutMessages, scoreProblem, sectionTotal } from './paper-layout.js';

const groups = [
  { items: [{ itemGuid: 'a', score: 2 }, { itemGuid: 'b', score: 2.5 }] },
  { items: [{ itemGuid: 'c', score: 10 }] },
];

describe('paper layout rules', () => {
  it('keeps the total and section totals to one decimal', () => {
    expect(layoutTotal(groups)).toBe(14.5);
    expect(sectionTotal(groups[0]!)).toBe(4.5);
    expect(layoutTotal([])).toBe(0);
  });

  it('accepts half-point scores and refuses others with the spec step message', () => {
    expect(scoreProblem(0)).toBeNull();
    expect(scoreProblem(3.5)).toBeNull();
    expect(scoreProblem(3.3)).toBe(PaperLayoutMessages.scoreStep);
    expect(scoreProblem(-1)).toBe(PaperLayoutMessages.scoreRange);
    expect(scoreProblem(101)).toBe(PaperLayoutMessages.scoreRange);
    expect(scoreProblem(Number.NaN)).toBe(PaperLayoutMessages.scoreRange);
  });

  it('gives a section score to every question of the section', () => {
    expect(applySectionScore(groups[0]!.items, 5).map((i) => i.score)).toEqual([5, 5]);
    expect(() => applySectionScore(groups[0]!.items, 1.2)).toThrow(PaperLayoutMessages.scoreStep);
  });

  it('moves an element of a list and ignores indexes outside it', () => {
    expect(moveInList(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveInList(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveInList(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('gives subjective questions an answer area of their own height or the default, objective ones none', () => {
    expect([hasAnswerArea(1), hasAnswerArea(2), hasAnswerArea(4), hasAnswerArea(5)]).toEqual([false, false, true, true]);
    expect(answerAreaHeightOf(5, null)).toBe(160);
    expect(answerAreaHeightOf(5, 320)).toBe(320);
    expect(answerAreaHeightOf(4, null)).toBe(160);
    expect(answerAreaHeightOf(4, 0)).toBe(0);
    expect(answerAreaHeightOf(4, 80)).toBe(80);
    expect(answerAreaHeightOf(1, 300)).toBe(0);
  });
});
