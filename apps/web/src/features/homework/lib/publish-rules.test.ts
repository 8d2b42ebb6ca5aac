import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { cnDate, defaultWorkName } from '@zuoyeben/shared';
import { canSetAllowOthersView, canTurnOffOverdue, defaultPublishTimes, disabledPastDate, disabledPastTime, publishLocks } from './publish-rules';
import { checkPublishTimes, checkWorkName, reviewTypeEffects } from './publish-form-values';

describe('publish defaults', () => {
  it('starts two hours from now and ends at 16:00 the next day', () => {
    const now = cnDate(2026, 11, 22, 10, 30);
    const { startTime, endTime } = defaultPublishTimes(now);
    expect(startTime.valueOf()).toBe(cnDate(2026, 11, 22, 12, 30).getTime());
    expect(endTime.valueOf()).toBe(cnDate(2026, 11, 23, 16, 0).getTime());
  });

  it('names the homework month-day + subject + 作业 when the server cannot', () => {
    expect(defaultWorkName('数学', cnDate(2026, 3, 5, 9))).toBe('3月5日数学作业');
  });

  it('refuses past days and, today, past hours and minutes', () => {
    const now = dayjs('2026-11-22T10:30:00');
    expect(disabledPastDate(dayjs('2026-11-21T23:59:00'), now)).toBe(true);
    expect(disabledPastDate(dayjs('2026-11-22T00:00:00'), now)).toBe(false);
    const today = disabledPastTime(now, now);
    expect(today.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(today.disabledMinutes(10)).toHaveLength(30);
    expect(today.disabledMinutes(11)).toEqual([]);
    expect(disabledPastTime(dayjs('2026-11-23T08:00:00'), now).disabledHours()).toEqual([]);
  });
});

describe('publish form checks', () => {
  it('needs a name that is not blank once cleaned', () => {
    expect(checkWorkName('')).toBe('请填写作业名称');
    expect(checkWorkName('  ')).toBe('作业名称不能为空');
    expect(checkWorkName('11月22日数学作业')).toBeNull();
  });

  it('checks the times with the shared schedule rule', () => {
    const start = dayjs('2026-11-22T12:00:00');
    const base = { startTime: start, endTime: start.add(1, 'day'), releaseType: 0 as const, releaseTime: null };
    const now = new Date('2026-11-22T00:00:00');
    expect(checkPublishTimes({ ...base, startTime: null }, 1, null, now)).toBe('请选择开始时间');
    expect(checkPublishTimes({ ...base, endTime: start.subtract(1, 'hour') }, 1, null, now)).toBe('开始时间不能晚于结束时间');
    expect(checkPublishTimes({ ...base, releaseType: 1 }, 3, null, now)).toBe('请选择发布时间');
    expect(checkPublishTimes({ ...base, releaseType: 1, releaseTime: dayjs('2026-11-21T08:00:00') }, 3, null, now)).toBe('发布时间不能早于当前时间');
    // An unchanged release time that has passed since it was saved is kept.
    const saved = dayjs('2026-11-21T08:00:00');
    expect(checkPublishTimes({ ...base, releaseType: 1, releaseTime: saved }, 3, saved.toISOString(), now)).toBeNull();
    expect(checkPublishTimes({ ...base, startTime: null, endTime: null }, 4, null, now)).toBeNull();
  });

  it('applies the review-type effects: 1 scores with points, 0 takes the preference and turns the assistant off', () => {
    expect(reviewTypeEffects(1, { scoreType: 1 })).toEqual({ reviewType: 1, scoreType: 0 });
    expect(reviewTypeEffects(0, { scoreType: 1 })).toEqual({ reviewType: 0, scoreType: 1, mathWitMarking: false });
  });
});

describe('state locks of an edit (spec 01 §4)', () => {
  it.each([
    [{ isEdit: false, state: 2, workType: 1 }, { name: false, startTime: false, endTime: false, classes: 'free' }],
    [{ isEdit: true, state: 0, workType: 1 }, { name: false, startTime: false, endTime: false, classes: 'free' }],
    [{ isEdit: true, state: 1, workType: 1 }, { name: true, startTime: true, endTime: false, classes: 'keep' }],
    [{ isEdit: true, state: 2, workType: 1 }, { name: true, startTime: true, endTime: true, classes: 'all' }],
    [{ isEdit: true, state: 2, workType: 4 }, { name: true, startTime: true, endTime: true, classes: 'keep' }],
    [{ isEdit: true, state: 2, workType: 3 }, { name: true, startTime: true, endTime: true, classes: 'keep' }],
  ])('%o locks %o', (edit, locks) => {
    expect(publishLocks(edit)).toEqual(locks);
  });

  it('keeps overdue submission on once a published work has it', () => {
    expect(canTurnOffOverdue({ isEdit: true, state: 1, originalOverdue: true })).toBe(false);
    expect(canTurnOffOverdue({ isEdit: true, state: 0, originalOverdue: true })).toBe(true);
    expect(canTurnOffOverdue({ isEdit: true, state: 1, originalOverdue: false })).toBe(true);
    expect(canTurnOffOverdue({ isEdit: false, state: 0, originalOverdue: false })).toBe(true);
  });

  it('offers 允许他人查看 to the creator and administrators only', () => {
    expect(canSetAllowOthersView('Teacher', true)).toBe(true);
    expect(canSetAllowOthersView('Teacher', false)).toBe(false);
    expect(canSetAllowOthersView('Salesman', false)).toBe(true);
    expect(canSetAllowOthersView('Collector', false)).toBe(true);
  });
});
