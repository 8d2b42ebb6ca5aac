import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MULT_SETTING,
  MultSettingMessages,
  QuestionType,
  scoreObjective,
  validateMultSetting,
  type MultSetting,
  type ScorableQuestion,
} from './scoring.js';

const single: ScorableQuestion = { th: 1, type: QuestionType.Single, score: 2, answer: 'B' };
const multi = (multSetting?: MultSetting): ScorableQuestion => ({ th: 2, type: QuestionType.Multiple, score: 4, answer: 'ACD', multSetting });
const rule = (patch: Partial<MultSetting>): MultSetting => ({ ...DEFAULT_MULT_SETTING, isDefault: false, ...patch });

describe('scoreObjective', () => {
  it.each([
    ['B', 2],
    ['b', 2],
    ['A', 0],
    ['AB', 0],
    ['', 0],
    [null, 0],
  ])('scores a single choice answered %j as %d', (given, expected) => {
    expect(scoreObjective(single, given)).toBe(expected);
  });

  it.each([
    ['ACD', 4, 'all right scores full'],
    ['DCA', 4, 'order does not matter'],
    ['A,C,D', 4, 'separators are ignored'],
    ['AC', 2, 'partly right without a wrong option scores half'],
    ['D', 2, 'one right option scores half'],
    ['ACDB', 0, 'any wrong option scores zero'],
    ['B', 0, 'only wrong scores zero'],
    ['', 0, 'blank scores zero'],
  ])('default rule: %j → %d (%s)', (given, expected) => {
    expect(scoreObjective(multi(), given)).toBe(expected);
    expect(scoreObjective(multi(DEFAULT_MULT_SETTING), given)).toBe(expected);
  });

  it.each([
    [rule({ someRight: 1, unifyScore: 1.5 }), 'AC', 1.5],
    [rule({ someRight: 1, unifyScore: 1.5 }), 'ACD', 4],
    [rule({ someRight: 1, unifyScore: 1.5 }), 'AB', 0],
    [rule({ someRight: 2, someScoceSetting: { A: 1, C: 1.5, D: 1 } }), 'AC', 2.5],
    [rule({ someRight: 2, someScoceSetting: { A: 1, C: 1.5, D: 1 } }), 'D', 1],
    [rule({ someRight: 2, someScoceSetting: { A: 1, C: 1.5, D: 1 } }), 'DE', 0],
    [rule({ someWrong: 2, someRight: 3 }), 'AB', 2],
    [rule({ someWrong: 2, someRight: 2, someScoceSetting: { A: 1, C: 1.5, D: 1 } }), 'ACB', 2.5],
    [rule({ someWrong: 2, someRight: 1, unifyScore: 1 }), 'BE', 0],
    [rule({ someWrong: 2, someRight: 3 }), 'ACDB', 2],
  ])('advanced rule %j scores %j as %d', (setting, given, expected) => {
    expect(scoreObjective(multi(setting), given)).toBe(expected);
  });

  it('never scores a partial answer above the full score', () => {
    const q = multi(rule({ someRight: 2, someScoceSetting: { A: 3, C: 3, D: 3 } }));
    expect(scoreObjective(q, 'AC')).toBe(4);
  });

  it('leaves subjective questions to the teacher', () => {
    expect(scoreObjective({ th: 3, type: QuestionType.Subjective, score: 10, answer: '' }, 'A')).toBeNull();
  });
});

describe('validateMultSetting', () => {
  const q = { score: 4, answer: 'ACD' };

  it('accepts the default and valid advanced settings', () => {
    expect(validateMultSetting(q, DEFAULT_MULT_SETTING)).toBeNull();
    expect(validateMultSetting(q, rule({ someRight: 1, unifyScore: 2.5 }))).toBeNull();
    expect(validateMultSetting(q, rule({ someRight: 2, someScoceSetting: { A: 1, C: 1.5, D: 1.5 } }))).toBeNull();
  });

  it('refuses per-option scores whose sum exceeds the total with the spec message', () => {
    expect(validateMultSetting(q, rule({ someRight: 2, someScoceSetting: { A: 2, C: 1.5, D: 1 } }))).toBe('输入和不能超过总分！');
  });

  it('asks for a score for every answer letter', () => {
    expect(validateMultSetting(q, rule({ someRight: 2, someScoceSetting: { A: 1, C: 1 } }))).toBe(MultSettingMessages.scoreRequired);
  });

  it('refuses a uniform score above the total or off the 0.5 step', () => {
    expect(validateMultSetting(q, rule({ someRight: 1, unifyScore: 5 }))).toBe(MultSettingMessages.outOfRange);
    expect(validateMultSetting(q, rule({ someRight: 1, unifyScore: 1.2 }))).toBe(MultSettingMessages.step);
  });
});
