import { describe, expect, it } from 'vitest';
import { scoreLines, ScoreSummaryThresholds, summarizeScores } from './score-summary.js';

describe('score summary', () => {
  it('gives the mean, highest, lowest and the pass and excellent rates of the submitted scores', () => {
    // Full marks 100: 95 and 90 are excellent, 60 passes on the line, 59.5 does not.
    expect(summarizeScores([95, 90, 72, 60, 59.5], 100, 40)).toEqual({
      studentCount: 40,
      submitCount: 5,
      average: 75.3,
      highest: 95,
      lowest: 59.5,
      passRate: 80,
      excellentRate: 40,
    });
  });

  it('counts a score exactly on a line despite floating error (54 of 90 is 60 %, 81 of 90 is 90 %)', () => {
    expect(summarizeScores([54, 81, 53.5], 90, 3)).toMatchObject({ passRate: 66.67, excellentRate: 33.33 });
  });

  it('has no figures for a class where nobody submitted, rather than zeros', () => {
    expect(summarizeScores([], 100, 45)).toEqual({
      studentCount: 45,
      submitCount: 0,
      average: null,
      highest: null,
      lowest: null,
      passRate: null,
      excellentRate: null,
    });
  });

  it('states its lines: 60 % and 90 % of full marks', () => {
    expect(ScoreSummaryThresholds).toEqual({ pass: 0.6, excellent: 0.9 });
    expect(scoreLines(20)).toEqual({ passLine: 12, excellentLine: 18 });
    expect(scoreLines(150)).toEqual({ passLine: 90, excellentLine: 135 });
  });
});
