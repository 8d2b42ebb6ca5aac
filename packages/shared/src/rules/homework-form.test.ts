import { describe, expect, it } from 'vitest';
import { HomeworkMessages as M } from '../enums/homework.js';
import {
  checkWorkFiles,
  checkWorkQuestions,
  checkWorkSchedule,
  cnDate,
  defaultWorkName,
  defaultWorkTimes,
  normalizeAnswer,
  parseWorkTime,
} from './homework-form.js';

const ok = [{ th: 1, type: 1, option: 4, score: 2, answer: 'A' }, { th: 2, type: 3, option: 4, score: 10, answer: '' }];

describe('defaults of spec 01 §5', () => {
  it('names the work by its China date, even late at night UTC', () => {
    expect(defaultWorkName('数学', new Date('2026-11-21T17:30:00Z'))).toBe('11月22日数学作业');
  });

  it('starts two hours from now and ends at 16:00 China time the next day', () => {
    const now = new Date('2026-11-22T02:00:00Z'); // 10:00 in China
    const { startTime, endTime } = defaultWorkTimes(now);
    expect(startTime.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(endTime.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });

  it('never ends before it starts, late in the evening', () => {
    const { startTime, endTime } = defaultWorkTimes(new Date('2026-11-23T07:30:00Z'));
    expect(endTime >= startTime).toBe(true);
  });
});

describe('parseWorkTime', () => {
  it.each([
    ['2026-11-22 08:30', '2026-11-22T00:30:00.000Z'],
    ['2026-11-22T08:30:15', '2026-11-22T00:30:15.000Z'],
    ['2026-11-22T00:30:00Z', '2026-11-22T00:30:00.000Z'],
    ['2026-11-22T08:30:00+08:00', '2026-11-22T00:30:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseWorkTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['2026-02-30 10:00', '2026-11-22 24:00', 'tomorrow', '2026-11-22', '1700000000'])('refuses %s', (text) => {
    expect(parseWorkTime(text)).toBeNull();
  });

  it('builds China wall-clock dates', () => {
    expect(cnDate(2026, 8, 1).toISOString()).toBe('2026-07-31T16:00:00.000Z');
  });
});

describe('checkWorkQuestions', () => {
  it('accepts a valid list', () => {
    expect(checkWorkQuestions(ok)).toBeNull();
    expect(checkWorkQuestions([{ th: 5, type: 2, option: 7, score: 99.5, answer: 'g,a' }], 5)).toBeNull();
  });

  it.each([
    [[], undefined, M.questionCountZero],
    [Array.from({ length: 101 }, (_, i) => ({ ...ok[0]!, th: i + 1 })), undefined, M.questionCountTooMany],
    [ok, 0, M.startNumberInvalid],
    [ok, 101, M.startNumberTooLarge],
    [[{ ...ok[0]!, th: 2.5 }], undefined, M.thDecimal],
    [[{ ...ok[0]!, th: 200 }], undefined, M.thMax],
    [[{ ...ok[0]!, th: 0 }], undefined, M.thBelowStart],
    [[ok[0]!, ok[0]!], undefined, M.thDuplicate],
    [[{ ...ok[0]!, option: 1 }], undefined, M.keepTwoOptions],
    [[{ ...ok[0]!, option: 8 }], undefined, M.maxSevenOptions],
    [[{ ...ok[0]!, score: null }], undefined, M.scoreRequired(1)],
    [[{ ...ok[0]!, score: -1 }], undefined, M.batchScorePositive],
    [[{ ...ok[0]!, score: 100.5 }], undefined, M.batchScoreMax],
    [[{ ...ok[0]!, score: 0.25 }], undefined, M.scoreRequired(1)],
    [[{ ...ok[0]!, answer: ' ' }], undefined, M.answerRequired(1)],
    [[{ ...ok[0]!, option: 2, answer: 'C' }], undefined, M.answerOutOfOptions(1)],
    [[{ ...ok[0]!, answer: '1' }], undefined, M.answerOutOfOptions(1)],
    [[{ ...ok[0]!, answer: 'A,B' }], undefined, M.singleOneAnswer(1)],
  ])('case %# gives its message', (questions, start, message) => {
    expect(checkWorkQuestions(questions, start)).toBe(message);
  });

  it('normalises answers to sorted unique letters', () => {
    expect(normalizeAnswer('c, a、A')).toBe('AC');
    expect(normalizeAnswer(null)).toBe('');
  });
});

describe('checkWorkFiles', () => {
  it.each([
    [['image'], [], null],
    [Array(9).fill('image'), ['image', 'image'], null],
    [['pdf'], ['word'], null],
    [[], [], M.questionFilesRequired],
    [Array(10).fill('image'), [], M.tooManyQuestionImages],
    [['pdf', 'word'], [], M.documentOnce],
    [['image', 'pdf'], [], M.noMixing],
    [['image'], ['image', 'image', 'image'], M.tooManyAnswerImages],
    [['image'], ['pdf', 'image'], M.noMixing],
  ] as const)('papers %j and answers %j give %s', (papers, answers, message) => {
    expect(checkWorkFiles(papers, answers)).toBe(message);
  });
});

describe('checkWorkSchedule', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const start = new Date('2026-11-22T02:00:00Z');
  const end = new Date('2026-11-23T08:00:00Z');

  it('needs start and end for online and offline kinds only', () => {
    expect(checkWorkSchedule({ workType: 1, endTime: end, releaseType: 0 }, now)).toBe(M.startTimeRequired);
    expect(checkWorkSchedule({ workType: 2, startTime: start, releaseType: 0 }, now)).toBe(M.endTimeRequired);
    expect(checkWorkSchedule({ workType: 4, releaseType: 0 }, now)).toBeNull();
  });

  it('refuses a start after the end and a timed release without a future time', () => {
    expect(checkWorkSchedule({ workType: 1, startTime: end, endTime: start, releaseType: 0 }, now)).toBe(M.startAfterEnd);
    expect(checkWorkSchedule({ workType: 3, releaseType: 1 }, now)).toBe(M.releaseTimeRequired);
    const past = new Date('2026-11-21T00:00:00Z');
    expect(checkWorkSchedule({ workType: 3, releaseType: 1, releaseTime: past }, now)).toBe(M.releaseTimePast);
    expect(checkWorkSchedule({ workType: 3, releaseType: 1, releaseTime: past, previousReleaseTime: new Date(past) }, now)).toBeNull();
  });

  it('refuses a start on an earlier day in China time, but not earlier today nor an unchanged saved start', () => {
    // 2026-11-22 09:30 in Beijing.
    const beijingMorning = new Date('2026-11-22T01:30:00Z');
    const earlierToday = new Date('2026-11-21T16:30:00Z'); // 00:30 the same Beijing day
    const yesterday = new Date('2026-11-21T15:59:00Z'); // 23:59 the Beijing day before
    expect(checkWorkSchedule({ workType: 1, startTime: earlierToday, endTime: end, releaseType: 0 }, beijingMorning)).toBeNull();
    expect(checkWorkSchedule({ workType: 1, startTime: yesterday, endTime: end, releaseType: 0 }, beijingMorning)).toBe(M.startBeforeToday);
    expect(checkWorkSchedule({ workType: 1, startTime: yesterday, endTime: end, releaseType: 0, previousStartTime: new Date(yesterday) }, beijingMorning)).toBeNull();
  });
});
