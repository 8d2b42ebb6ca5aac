import { describe, expect, it } from 'vitest';
import { checkClassChange, checkEndTimeMove, checkStudentExtension, studentEndTime, WorkAdjustMessages as M } from './work-adjust.js';

const H = 3600_000;
const now = new Date('2026-11-29T08:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * H);
const started = { workType: 1, startTime: at(-2), endTime: at(5), releaseType: 0, releaseTime: null };
const ended = { ...started, endTime: at(-1) };

describe('work adjustment rules', () => {
  it('moves the end of a started homework, not before start, not into the past, never after the end', () => {
    expect(checkEndTimeMove(started, at(24), now)).toBeNull();
    expect(checkEndTimeMove(started, at(1), now)).toBeNull();
    expect(checkEndTimeMove(started, at(-3), now)).toBe(M.endBeforeStart);
    expect(checkEndTimeMove(started, at(-1), now)).toBe(M.endInPast);
    expect(checkEndTimeMove(ended, at(24), now)).toBe(M.endTimeEnded);
  });

  it('changes classes before the end; after it only adds to paper kinds and never removes', () => {
    expect(checkClassChange(started, ['a'], ['a', 'b'], now)).toBeNull();
    expect(checkClassChange(started, ['a', 'b'], ['a'], now)).toBeNull();
    expect(checkClassChange(started, ['a'], [], now)).toBe(M.keepOneClass);
    expect(checkClassChange(started, ['a'], ['a'], now)).toBe(M.nothingChanged);
    expect(checkClassChange(ended, ['a'], ['a', 'b'], now)).toBe(M.classesEnded);
    expect(checkClassChange({ ...ended, workType: 3 }, ['a'], ['a', 'b'], now)).toBeNull();
    expect(checkClassChange({ ...ended, workType: 3 }, ['a', 'b'], ['a'], now)).toBe(M.removeEnded);
  });

  it('extends one student who has not submitted a started or ended phone homework', () => {
    expect(checkStudentExtension(ended, false, at(24), now)).toBeNull();
    expect(checkStudentExtension(started, false, at(24), now)).toBeNull();
    expect(checkStudentExtension(started, false, at(4), now)).toBe(M.extendBeforeEnd);
    expect(checkStudentExtension(ended, false, at(-0.5), now)).toBe(M.extendInPast);
    expect(checkStudentExtension(ended, true, at(24), now)).toBe(M.extendSubmitted);
    expect(checkStudentExtension({ ...ended, workType: 2 }, false, at(24), now)).toBe(M.extendNotOnline);
    expect(checkStudentExtension({ ...started, startTime: at(1) }, false, at(24), now)).toBe(M.extendNotStarted);
    expect(checkStudentExtension({ ...ended, releaseType: 1, releaseTime: at(-0.5) }, false, at(24), now)).toBe(M.extendAnswersPublished);
    expect(checkStudentExtension({ ...ended, releaseType: 1, releaseTime: at(48) }, false, at(24), now)).toBeNull();
  });

  it("a student's window ends at the later of the homework's end and their extension", () => {
    expect(studentEndTime(at(1), at(5))).toEqual(at(5));
    expect(studentEndTime(at(1), at(-5))).toEqual(at(1));
    expect(studentEndTime(at(1), null)).toEqual(at(1));
  });
});
