import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  applyBatch,
  buildQuestions,
  checkCountAndStart,
  newQuestion,
  setOptionCount,
  setQuestionType,
  toggleAnswer,
  validateBatch,
} from './question-rows';

describe('question rows', () => {
  it('numbers new rows from the start number with the defaults (single choice, 4 options, 2 points)', () => {
    expect(buildQuestions(3, 5).map((q) => [q.th, q.type, q.option, q.score])).toEqual([[5, 1, 4, 2], [6, 1, 4, 2], [7, 1, 4, 2]]);
  });

  it('sets the score to 10 when a question becomes subjective and back to 2 when it leaves', () => {
    const subjective = setQuestionType({ ...newQuestion(1), answer: 'B', score: 4 }, 3);
    expect(subjective).toMatchObject({ type: 3, score: 10, answer: '' });
    expect(setQuestionType(subjective, 2)).toMatchObject({ type: 2, score: 2 });
  });

  it('keeps one letter for single choice: choosing another clears the first', () => {
    const q = toggleAnswer(newQuestion(1), 'A');
    expect(toggleAnswer(q, 'C').answer).toBe('C');
    expect(toggleAnswer(toggleAnswer(q, 'C'), 'C').answer).toBe('');
  });

  it('toggles letters of a multiple-choice answer in order', () => {
    const q = { ...newQuestion(1), type: 2 as const };
    expect(toggleAnswer(toggleAnswer(q, 'C'), 'A').answer).toBe('AC');
    expect(toggleAnswer({ ...q, answer: 'AC' }, 'A').answer).toBe('C');
  });

  it('keeps 2 to 7 options and drops answer letters past the count', () => {
    const q = { ...newQuestion(1), type: 2 as const, answer: 'AD' };
    expect(setOptionCount(q, 1).error).toBe('最少要保留2项哦');
    expect(setOptionCount(q, 8).error).toBe('最多只能添加7项哦');
    expect(setOptionCount(q, 3).question).toMatchObject({ option: 3, answer: 'A' });
  });

  it.each([
    [0, 1, '请正确设置题目'],
    [-2, 1, '请正确设置题目'],
    [2.5, 1, '请正确设置题目'],
    [101, 1, '题目数量不能超过100'],
    [5, 0, '起始题数是不能小于1的正整数'],
    [5, 101, '题号数不能超过100'],
    [100, 100, null],
  ])('count %s from %s → %s', (count, start, expected) => {
    expect(checkCountAndStart(count, start)).toBe(expected);
  });

  it('refuses to add past number 199', () => {
    expect(addQuestion([newQuestion(199)]).error).toBe('最大题号为199，无法继续添加');
    expect(addQuestion([newQuestion(3)]).questions.map((q) => q.th)).toEqual([3, 4]);
  });
});

describe('批量设置', () => {
  it.each([
    [{ option: 4 }, 0, '您还未选择需要修改的题目哦~'],
    [{ option: 1 }, 2, '选项数必须在2-7之间'],
    [{ option: 8 }, 2, '选项数必须在2-7之间'],
    [{ score: 100.5 }, 2, '最高分不能超过100'],
    [{ score: 0 }, 2, '分值必须大于0'],
    [{ option: 5, score: 3 }, 2, null],
  ])('%o on %d questions → %s', (input, chosen, expected) => {
    expect(validateBatch(input, chosen)).toBe(expected);
  });

  it('changes only the chosen rows', () => {
    const rows = applyBatch(buildQuestions(3, 1), [1, 3], { option: 6, score: 5 });
    expect(rows.map((q) => [q.option, q.score])).toEqual([[6, 5], [4, 2], [6, 5]]);
  });
});
