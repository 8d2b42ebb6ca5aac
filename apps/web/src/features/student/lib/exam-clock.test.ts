import { describe, expect, it } from 'vitest';
import { examClockAt, formatRemaining } from './exam-clock';

const end = '2026-11-28T06:00:00.000Z';
const deadline = '2026-11-28T06:15:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('examClockAt', () => {
  it('counts down to the end, then through the delay, then is over', () => {
    expect(examClockAt(end, deadline, at('2026-11-28T05:58:30Z'))).toEqual({ phase: 'exam', remainingMs: 90_000 });
    expect(examClockAt(end, deadline, at('2026-11-28T06:05:00Z'))).toEqual({ phase: 'delay', remainingMs: 600_000 });
    expect(examClockAt(end, deadline, at('2026-11-28T06:15:00Z'))).toEqual({ phase: 'over', remainingMs: 0 });
  });
  it('follows the server clock when the phone is wrong', () => {
    // The phone runs 2 minutes slow: the server says 05:59:00 while the phone says 05:57:00.
    expect(examClockAt(end, deadline, at('2026-11-28T05:57:00Z'), 120_000)).toEqual({ phase: 'exam', remainingMs: 60_000 });
  });
  it('formats the time left', () => {
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
