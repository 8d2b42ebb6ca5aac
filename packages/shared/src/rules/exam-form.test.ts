import { describe, expect, it } from 'vitest';
import { ExamMessages as M } from '../enums/exam.js';
import {
  checkDuration,
  checkExamBasic,
  checkExamQuestions,
  checkPublishedShape,
  defaultExamName,
  defaultExamStart,
  examDeadline,
  examEndTime,
  submitWindowOf,
} from './exam-form.js';

const now = new Date('2026-11-28T02:00:30Z');
const ok = { km: '数学', examName: '数学考试', startTime: new Date('2026-11-28T04:00:00Z'), duration: 120, classCount: 2 };

describe('exam defaults (spec 01 §9)', () => {
  it('names the exam after its subject and starts two hours ahead, to the minute', () => {
    expect(defaultExamName('物理')).toBe('物理考试');
    expect(defaultExamStart(now).toISOString()).toBe('2026-11-28T04:00:00.000Z');
  });
  it('ends at start + duration; answers are taken until end + delay + extension', () => {
    const end = examEndTime(new Date('2026-11-28T04:00:00Z'), 120);
    expect(end.toISOString()).toBe('2026-11-28T06:00:00.000Z');
    expect(examDeadline(end, 15).toISOString()).toBe('2026-11-28T06:15:00.000Z');
    expect(examDeadline(end, 15, 10).toISOString()).toBe('2026-11-28T06:25:00.000Z');
  });
});

describe('checkExamBasic', () => {
  it('accepts a complete step one', () => expect(checkExamBasic(ok, now)).toBeNull());
  it.each([
    [{ km: '' }, M.subjectRequired],
    [{ examName: ' ' }, M.nameRequired],
    [{ startTime: null }, M.startTimeRequired],
    [{ startTime: new Date('2026-11-28T01:59:00Z') }, M.startTimePast],
    [{ duration: '' }, M.durationRequired],
    [{ duration: '九十' }, M.durationNumeric],
    [{ duration: 0 }, M.durationNumeric],
    [{ duration: 2.5 }, M.durationNumeric],
    [{ classCount: 0 }, M.classesRequired],
  ])('%j → its message', (patch, message) => expect(checkExamBasic({ ...ok, ...patch }, now)).toBe(message));
  it('takes a start within the current minute and, once published, a start in the past', () => {
    expect(checkExamBasic({ ...ok, startTime: new Date('2026-11-28T02:00:00Z') }, now)).toBeNull();
    expect(checkExamBasic({ ...ok, startTime: new Date('2026-11-28T01:00:00Z') }, now, { startLocked: true })).toBeNull();
  });
  it('reads a typed duration', () => {
    expect(checkDuration('90')).toBeNull();
    expect(checkDuration(601)).toBe(M.durationTooLong);
  });
});

describe('checkExamQuestions', () => {
  const q = (patch: Record<string, unknown> = {}) => ({ th: 1, type: 1, option: 4, score: 5, answer: 'A', ...patch });
  it('accepts 2 to 8 options and subjective questions without an answer', () => {
    expect(checkExamQuestions([q({ option: 8, answer: 'H' }), q({ th: 2, type: 2, option: 2, answer: 'AB' }), q({ th: 3, type: 3, answer: '' })], 1)).toBeNull();
  });
  it.each([
    [[], M.questionsRequired],
    [[q({ answer: '' })], M.choiceAnswerRequired(1)],
    [[q({ score: null })], M.scoreRequired(1)],
    [[q({ option: 9 })], M.optionsOverEight],
    [[q({ option: 1 })], M.keepTwoOptions],
    [[q({ th: 2.5 })], M.thDecimal],
    [[q(), q()], M.thDuplicate],
    [[q({ score: 0.3 })], M.scoreInvalid(1)],
    [[q({ answer: 'E' })], M.answerOutOfOptions(1)],
    [[q({ answer: 'AB' })], M.singleOneAnswer(1)],
  ])('%j → its message', (list, message) => expect(checkExamQuestions(list as never)).toBe(message));
  it('checks the start number and numbers below it', () => {
    expect(checkExamQuestions([q()], 0)).toBe(M.startNumberInvalid);
    expect(checkExamQuestions([q()], 101)).toBe(M.startNumberTooLarge);
    expect(checkExamQuestions([q({ th: 2 })], 3)).toBe(M.thBelowStart);
  });
});

describe('checkPublishedShape (spec 01 §4)', () => {
  const before = [{ th: 1, type: 1, option: 4 }, { th: 2, type: 3, option: 4 }];
  it('allows the same shape', () => expect(checkPublishedShape(before, before)).toBeNull());
  it('ignores the option count of a subjective question', () => expect(checkPublishedShape(before, [before[0]!, { th: 2, type: 3, option: 7 }])).toBeNull());
  it.each([
    [[{ th: 1, type: 2, option: 4 }, before[1]]],
    [[{ th: 1, type: 1, option: 5 }, before[1]]],
    [[before[0]]],
    [[before[0], { th: 3, type: 3, option: 4 }]],
    [[before[0], { th: 2, type: 1, option: 4 }]],
  ])('refuses %j', (after) => expect(checkPublishedShape(before, after as never)).toBe(M.publishedTypeLocked));
});

describe('submitWindowOf', () => {
  const base = { startTime: new Date('2026-11-28T04:00:00Z'), endTime: new Date('2026-11-28T06:00:00Z'), overdueable: true, examDelay: 15 };
  it('leaves homework as it is', () => {
    const hw = { ...base, examDuration: null };
    expect(submitWindowOf(hw, 30)).toBe(hw);
  });
  it('moves an exam\'s end to end + delay + extension and takes no late answers', () => {
    const w = submitWindowOf({ ...base, examDuration: 120 }, 10);
    expect(w.endTime.toISOString()).toBe('2026-11-28T06:25:00.000Z');
    expect(w.overdueable).toBe(false);
  });
});
