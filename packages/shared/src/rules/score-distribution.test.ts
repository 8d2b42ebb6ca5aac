import { describe, expect, it } from 'vitest';
import {
  bandIndex,
  bandEdgeNote,
  bandIntervals,
  bandLabels,
  checkDistributionRange,
  checkMaxScore,
  checkMinScore,
  checkStepSize,
  distributeScores,
  parseDistributionRange,
  ScoreDistributionMessages as M,
} from './score-distribution.js';

describe('score distribution form checks (spec 03 §5)', () => {
  it.each([
    ['', M.stepRequired],
    [undefined, M.stepRequired],
    ['0', M.stepRequired],
    [0, M.stepRequired],
    ['abc', M.notNumber],
    ['2.5', M.notNumber],
    ['-5', M.stepPositive],
    ['5', null],
    [' 10 ', null],
  ])('分数间隔 %j → %s', (value, message) => {
    expect(checkStepSize(value)).toBe(message);
  });

  it.each([
    ['', '0', M.maxRequired],
    ['0', '0', M.maxRequired],
    ['x', '0', M.notNumber],
    ['99.5', '0', M.notNumber],
    ['-3', '0', M.maxPositive],
    ['40', '50', M.maxBelowMin],
    ['50', '50', null],
    ['100', '', null],
    ['100', 'x', null],
  ])('最高分 %j with 最低分 %j → %s', (max, min, message) => {
    expect(checkMaxScore(max, min)).toBe(message);
  });

  it.each([
    ['', '100', M.minRequired],
    [null, '100', M.minRequired],
    ['0', '100', null],
    ['a', '100', M.notNumber],
    ['-1', '100', M.minNonNegative],
    ['60', '50', M.minAboveMax],
    ['60', '', null],
  ])('最低分 %j with 最高分 %j → %s', (min, max, message) => {
    expect(checkMinScore(min, max)).toBe(message);
  });

  it('reports every field at once and refuses more than 200 bands', () => {
    expect(checkDistributionRange({ maxScore: '10', minScore: '20', stepSize: '0' })).toEqual({
      stepSize: M.stepRequired,
      maxScore: M.maxBelowMin,
      minScore: M.minAboveMax,
    });
    expect(checkDistributionRange({ maxScore: 1000, minScore: 0, stepSize: 1 })).toEqual({ stepSize: M.tooManyBands });
    expect(parseDistributionRange({ maxScore: '100', minScore: '0', stepSize: '5' })).toEqual({
      ok: true,
      range: { maxScore: 100, minScore: 0, stepSize: 5 },
    });
  });
});

describe('score bands', () => {
  it('labels bands from the lowest score and closes the last one at the highest', () => {
    expect(bandLabels({ minScore: 0, maxScore: 20, stepSize: 5 })).toEqual(['0-5', '5-10', '10-15', '15-20']);
    expect(bandLabels({ minScore: 0, maxScore: 22, stepSize: 5 })).toEqual(['0-5', '5-10', '10-15', '15-20', '20-22']);
    expect(bandLabels({ minScore: 60, maxScore: 60, stepSize: 5 })).toEqual(['60-60']);
  });

  it('states the bands as intervals: the lower edge in, the upper out, the last band closed', () => {
    expect(bandIntervals({ minScore: 0, maxScore: 20, stepSize: 5 })).toEqual(['[0,5)', '[5,10)', '[10,15)', '[15,20]']);
    expect(bandIntervals({ minScore: 0, maxScore: 22, stepSize: 5 })).toEqual(['[0,5)', '[5,10)', '[10,15)', '[15,20)', '[20,22]']);
    expect(bandIntervals({ minScore: 60, maxScore: 60, stepSize: 5 })).toEqual(['[60,60]']);
    // 10 lies in [10,15), as bandIndex counts it; 20 in the closed last band.
    const r = { minScore: 0, maxScore: 20, stepSize: 5 };
    expect(bandIntervals(r)[bandIndex(10, r)!]).toBe('[10,15)');
    expect(bandIntervals(r)[bandIndex(20, r)!]).toBe('[15,20]');
    expect(bandEdgeNote({ minScore: 0, maxScore: 100, stepSize: 10 })).toBe('分数段含下限、不含上限，最后一段含最高分：如 10 分计入 [10,20)。');
    expect(bandEdgeNote({ minScore: 60, maxScore: 60, stepSize: 5 })).toBe('分数段含最高分：[60,60]。');
  });

  it.each([
    [0, 0],
    [4.5, 0],
    [5, 1],
    [19.5, 3],
    [20, 3],
    [20.5, null],
    [-1, null],
  ])('score %d falls in band %j of 0-20 by 5', (score, band) => {
    expect(bandIndex(score, { minScore: 0, maxScore: 20, stepSize: 5 })).toBe(band);
  });
});

describe('distributeScores', () => {
  const classes = [
    { classCode: 'A701', className: '七年级1班' },
    { classCode: 'A702', className: '七年级2班' },
    { classCode: 'A703', className: '七年级3班' },
  ];

  it('draws one series per class with percentages of its scored students and head counts', () => {
    const d = distributeScores(
      classes,
      [
        { classCode: 'A701', score: 20, count: 1 },
        { classCode: 'A701', score: 12, count: 2 },
        { classCode: 'A702', score: 3, count: 1 },
        { classCode: 'A702', score: 30, count: 2 },
      ],
      { minScore: 0, maxScore: 20, stepSize: 5 },
    );
    expect(d.XData).toEqual(['0-5', '5-10', '10-15', '15-20']);
    expect(d.num).toEqual([
      { classCode: 'A701', className: '七年级1班', data: [0, 0, 2, 1] },
      { classCode: 'A702', className: '七年级2班', data: [1, 0, 0, 0] },
      { classCode: 'A703', className: '七年级3班', data: [0, 0, 0, 0] },
    ]);
    // A702's two scores above the range still count in its denominator: 1 of 3 is 33.33%.
    expect(d.YData.map((s) => s.data)).toEqual([
      [0, 0, 66.67, 33.33],
      [33.33, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });
});
