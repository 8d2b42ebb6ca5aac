import { describe, expect, it } from 'vitest';
import { ExamMessages as M } from '@zuoyeben/shared';
import {
  addExamQuestion,
  applyExamBatch,
  buildExamQuestions,
  checkExamCountAndStart,
  newExamQuestion,
  setExamOptionCount,
  setExamType,
  toggleExamAnswer,
  validateExamBatch,
} from './exam-questions';

const single = { ...newExamQuestion(1), answer: 'B' };

describe('exam question rows (spec 01 §4, §5, §9)', () => {
  it('builds single-choice rows with 4 options and 2 points from the start number', () => {
    expect(buildExamQuestions(3, 5).map((q) => [q.th, q.type, q.option, q.score])).toEqual([[5, 1, 4, 2], [6, 1, 4, 2], [7, 1, 4, 2]]);
  });
  it('checks count and start with the exam messages', () => {
    expect(checkExamCountAndStart(0, 1)).toBe(M.questionCountRequired);
    expect(checkExamCountAndStart(101, 1)).toBe(M.questionCountTooMany);
    expect(checkExamCountAndStart(5, null)).toBe(M.startNumberRequired);
    expect(checkExamCountAndStart(5, 0)).toBe(M.startNumberInvalid);
    expect(checkExamCountAndStart(5, 101)).toBe(M.startNumberTooLarge);
    expect(checkExamCountAndStart(5, 1)).toBeNull();
  });
  it('toggles subjective with the score reset to 10, and back to objective at 2', () => {
    const subj = setExamType(single, 3, false).question;
    expect(subj).toMatchObject({ type: 3, score: 10, answer: '' });
    expect(setExamType(subj, 1, false).question).toMatchObject({ type: 1, score: 2 });
  });
  it('refuses any type change on a published exam', () => {
    expect(setExamType(single, 2, true)).toEqual({ question: single, error: M.publishedTypeLocked });
    expect(setExamType(single, 3, true).error).toBe(M.publishedTypeLocked);
  });
  it('keeps 2 to 8 options, and none change once published', () => {
    expect(setExamOptionCount({ ...single, option: 2 }, 1, false).error).toBe(M.keepTwoOptions);
    expect(setExamOptionCount({ ...single, option: 8 }, 9, false).error).toBe(M.maxEightOptions);
    expect(setExamOptionCount({ ...single, option: 7 }, 8, false).question.option).toBe(8);
    expect(setExamOptionCount({ ...single, option: 4, answer: 'D' }, 3, false).question.answer).toBe('');
    expect(setExamOptionCount(single, 5, true).error).toBe(M.publishedTypeLocked);
  });
  it('a single-choice click replaces the answer; on a published exam a second click keeps it', () => {
    expect(toggleExamAnswer(single, 'C', false).answer).toBe('C');
    expect(toggleExamAnswer(single, 'B', false).answer).toBe('');
    expect(toggleExamAnswer(single, 'B', true).answer).toBe('B');
    expect(toggleExamAnswer(single, 'D', true).answer).toBe('D');
    const multi = { ...single, type: 2 as const, answer: 'B' };
    expect(toggleExamAnswer(multi, 'A', true).answer).toBe('AB');
    expect(toggleExamAnswer({ ...multi, answer: 'AB' }, 'A', false).answer).toBe('B');
  });
  it('adds the next number up to 199', () => {
    expect(addExamQuestion(buildExamQuestions(2, 1)).list.map((q) => q.th)).toEqual([1, 2, 3]);
    expect(addExamQuestion([newExamQuestion(199)]).error).toBe(M.thMax);
  });
  it('batch edit: questions chosen first, options 2–8, scores 0.5–100 in half steps', () => {
    expect(validateExamBatch({ score: 3 }, 0)).toBe(M.batchNoneChosen);
    expect(validateExamBatch({ option: 9 }, 1)).toBe(M.optionsOverEight);
    expect(validateExamBatch({ option: 1 }, 1)).toBe(M.keepTwoOptions);
    expect(validateExamBatch({ score: 0.3 }, 1)).not.toBeNull();
    expect(validateExamBatch({ score: 100.5 }, 1)).not.toBeNull();
    expect(validateExamBatch({ option: 8, score: 2.5 }, 1)).toBeNull();
    const list = buildExamQuestions(3, 1);
    expect(applyExamBatch(list, [2, 3], { option: 6, score: 4 }, false).map((q) => [q.option, q.score])).toEqual([[4, 2], [6, 4], [6, 4]]);
    expect(applyExamBatch(list, [2], { option: 6, score: 4 }, true)[1]).toMatchObject({ option: 4, score: 4 });
  });
});
