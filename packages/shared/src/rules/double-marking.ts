/**
 * Double marking (双评, issue 11 item 6): a subjective question may be marked twice by two different reviewers; when the
 * two marks differ by more than the tolerance the answer goes to arbitration, otherwise the final score is their mean.
 */

/** Round 1 and 2 are the independent marks; round 3 the arbiter's. */
export const MarkRound = { First: 1, Second: 2, Arbitration: 3 } as const;
export type TMarkRound = (typeof MarkRound)[keyof typeof MarkRound];

export interface DoubleMark {
  round: number;
  userId: number;
  score: number;
}

/** Where an answer stands: waiting for its first mark, its second mark, the arbiter, or done with a final score. */
export type DoubleMarkState =
  | { state: 'first'; score: null }
  | { state: 'second'; score: null }
  | { state: 'arbitration'; score: null }
  | { state: 'done'; score: number };

/** The mean of two marks, to one decimal (the precision of a stored score), halves rounded up. */
export function meanOfMarks(a: number, b: number): number {
  return Math.round(((a + b) / 2) * 10 + 1e-9) / 10;
}

/** Whether two marks are close enough to be averaged: a difference equal to the tolerance still is. */
export function withinTolerance(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= tolerance + 1e-9;
}

/** The state of an answer from its marks: the arbiter's score wins, then the mean of two marks within the tolerance. */
export function doubleMarkState(marks: readonly DoubleMark[], tolerance: number): DoubleMarkState {
  const arbiter = marks.find((m) => m.round === MarkRound.Arbitration);
  if (arbiter) return { state: 'done', score: arbiter.score };
  const first = marks.find((m) => m.round === MarkRound.First);
  const second = marks.find((m) => m.round === MarkRound.Second);
  if (!first) return { state: 'first', score: null };
  if (!second) return { state: 'second', score: null };
  if (withinTolerance(first.score, second.score, tolerance)) return { state: 'done', score: meanOfMarks(first.score, second.score) };
  return { state: 'arbitration', score: null };
}

/**
 * Which mark a reviewer gives next on an answer: their own round again when they already marked it (a revisit, while the
 * answer is not finished), the first or second mark otherwise; null when the answer is not theirs to mark (two marks
 * by others already, or finished).
 */
export function nextRoundFor(marks: readonly DoubleMark[], userId: number, tolerance: number): TMarkRound | null {
  const state = doubleMarkState(marks, tolerance);
  const own = marks.find((m) => m.userId === userId && m.round !== MarkRound.Arbitration);
  if (state.state === 'done' && marks.some((m) => m.round === MarkRound.Arbitration)) return null;
  if (own) return own.round === MarkRound.First ? MarkRound.First : MarkRound.Second;
  if (state.state === 'first') return MarkRound.First;
  if (state.state === 'second') return MarkRound.Second;
  return null;
}

/** Whether a user may arbitrate: the named arbiter, or the exam's creator when no arbiter is named. */
export function mayArbitrate(userId: number, creatorUserId: number, arbiterUserId: number | null): boolean {
  return arbiterUserId === null ? userId === creatorUserId : userId === arbiterUserId || userId === creatorUserId;
}

/** A tolerance is 0 to the question's full score in steps of 0.5. */
export function validateTolerance(tolerance: number, fullScore: number): string | null {
  if (!Number.isFinite(tolerance) || tolerance < 0 || tolerance > fullScore || Math.round(tolerance * 2) !== tolerance * 2) {
    return `误差须为0.5的整数倍，且在0到${fullScore}分之间`;
  }
  return null;
}
