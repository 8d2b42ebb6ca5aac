import { describe, expect, it } from 'vitest';
import {
  decideSubmission,
  isAnswerVisible,
  parseChoiceAnswer,
  SubmissionMessages,
  summariseScores,
  validateMark,
  type SubmitWindow,
} from './submission.js';

const hour = 3600_000;
const now = new Date('2026-11-22T08:00:00Z');
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * hour);

const work = (patch: Partial<SubmitWindow> = {}): SubmitWindow => ({
  workType: 1,
  startTime: at(-2),
  endTime: at(2),
  overdueable: false,
  releaseType: 0,
  releaseTime: null,
  ...patch,
});

describe('isAnswerVisible', () => {
  it('keeps answers after scoring hidden while the homework is open, even for a fully marked submission', () => {
    expect(isAnswerVisible(work(), { isFullyMarked: true }, now)).toBe(false);
  });

  it('shows answers after scoring once the homework has ended and the student’s own submission is fully marked', () => {
    const ended = work({ startTime: at(-4), endTime: at(-1) });
    expect(isAnswerVisible(ended, null, now)).toBe(false);
    expect(isAnswerVisible(ended, { isFullyMarked: false }, now)).toBe(false);
    expect(isAnswerVisible(ended, { isFullyMarked: true }, now)).toBe(true);
  });

  it('shows timed answers from the release time on, submitted or not', () => {
    expect(isAnswerVisible(work({ releaseType: 1, releaseTime: at(1) }), { isFullyMarked: true }, now)).toBe(false);
    expect(isAnswerVisible(work({ releaseType: 1, releaseTime: at(0) }), null, now)).toBe(true);
  });

  it('never shows timed answers without a release time', () => {
    expect(isAnswerVisible(work({ releaseType: 1, releaseTime: null }), { isFullyMarked: true }, now)).toBe(false);
  });
});

describe('decideSubmission', () => {
  it('accepts a first submission before the end as submitted', () => {
    expect(decideSubmission(work(), null, now)).toEqual({ allowed: true, status: 1, isOverdue: false });
  });

  it('refuses before the start and for homework answered on paper', () => {
    expect(decideSubmission(work({ startTime: at(1) }), null, now)).toEqual({ allowed: false, reason: SubmissionMessages.notStarted });
    expect(decideSubmission(work({ workType: 4 }), null, now)).toEqual({ allowed: false, reason: SubmissionMessages.notOnline });
  });

  it('refuses a first submission after the end unless overdue submission is on, then records it as overdue', () => {
    expect(decideSubmission(work({ endTime: at(-1) }), null, now)).toEqual({ allowed: false, reason: '作业已结束，无法提交' });
    expect(decideSubmission(work({ endTime: at(-1), overdueable: true }), null, now)).toEqual({ allowed: true, status: 2, isOverdue: true });
  });

  it('lets a resubmission replace the answers only before the end and before the answers are shown', () => {
    expect(decideSubmission(work(), { isFullyMarked: false }, now)).toMatchObject({ allowed: true, status: 1 });
    expect(decideSubmission(work({ endTime: at(-1), overdueable: true }), { isFullyMarked: false }, now)).toEqual({
      allowed: false,
      reason: SubmissionMessages.endedNoResubmit,
    });
    // A fully scored objective-only submission may still be replaced while the homework is open (answers after scoring).
    expect(decideSubmission(work(), { isFullyMarked: true }, now)).toMatchObject({ allowed: true, status: 1 });
    const timedOpen = work({ releaseType: 1, releaseTime: at(-1) });
    expect(decideSubmission(timedOpen, { isFullyMarked: false }, now)).toEqual({ allowed: false, reason: SubmissionMessages.answersPublished });
  });
});

describe('parseChoiceAnswer', () => {
  const single = { th: 3, type: 1, optionCount: 4 };
  const multiple = { th: 5, type: 2, optionCount: 5 };

  it.each([
    ['c', 'C'],
    ['', ''],
    ['  ', ''],
  ])('reads the single choice %j as %j', (raw, letters) => {
    expect(parseChoiceAnswer(single, raw)).toEqual({ letters });
  });

  it('sorts multiple-choice letters and drops separators and repeats', () => {
    expect(parseChoiceAnswer(multiple, 'e, a、C，a')).toEqual({ letters: 'ACE' });
  });

  it.each([
    [single, 'E', '第3题的答案只能是A-D'],
    [single, 'AB', '第3题是单选题，只能选一个选项'],
    [multiple, 'A1', '第5题的答案只能填写字母'],
    [multiple, 'ABF', '第5题的答案只能是A-E'],
  ])('refuses %j answered %j', (q, raw, error) => {
    expect(parseChoiceAnswer(q, raw)).toEqual({ error });
  });
});

describe('summariseScores', () => {
  it('adds objective and marked subjective scores and is fully marked when every subjective answer has a score', () => {
    expect(summariseScores([{ type: 1, score: 2 }, { type: 2, score: 1 }, { type: 3, score: 7.5 }])).toEqual({
      objectiveScore: 3,
      subjectiveScore: 7.5,
      totalScore: 10.5,
      isFullyMarked: true,
    });
  });

  it('is not fully marked while a subjective answer waits for a teacher', () => {
    expect(summariseScores([{ type: 1, score: 2 }, { type: 3, score: null }, { type: 3, score: 4 }])).toEqual({
      objectiveScore: 2,
      subjectiveScore: 4,
      totalScore: 6,
      isFullyMarked: false,
    });
  });

  it('avoids floating-point sums such as 0.1 + 0.2', () => {
    expect(summariseScores([{ type: 1, score: 0.1 }, { type: 1, score: 0.2 }]).totalScore).toBe(0.3);
  });
});

describe('validateMark', () => {
  it.each([0, 0.5, 9.5, 10])('accepts %d out of 10', (score) => {
    expect(validateMark(score, 10)).toBeNull();
  });

  it.each([
    [-0.5, '分数须在0到10之间'],
    [10.5, '分数须在0到10之间'],
    [3.3, '分数须为0.5的整数倍'],
    [Number.NaN, '分数须在0到10之间'],
  ])('refuses %d out of 10', (score, message) => {
    expect(validateMark(score, 10)).toBe(message);
  });
});
