/** The phases of an exam's clock on the phone (issue 11): answering, the extra delay for photos, over. */
export type ExamPhase = 'exam' | 'delay' | 'over';

export interface ExamClockState {
  phase: ExamPhase;
  /** Milliseconds left in the phase (0 when over). */
  remainingMs: number;
}

/**
 * Where the exam stands at the phone's `nowMs`, corrected by `offsetMs` (server clock minus phone clock when the exam
 * was read), so a phone whose clock is wrong still counts down to the server's bell.
 */
export function examClockAt(endTime: string, deadline: string, nowMs: number, offsetMs = 0): ExamClockState {
  const now = nowMs + offsetMs;
  const end = Date.parse(endTime);
  const last = Date.parse(deadline);
  if (now < end) return { phase: 'exam', remainingMs: end - now };
  if (now < last) return { phase: 'delay', remainingMs: last - now };
  return { phase: 'over', remainingMs: 0 };
}

/** 1:05:09 or 05:09. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
