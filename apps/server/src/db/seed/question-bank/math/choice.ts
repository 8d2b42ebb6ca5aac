import { CHOICE_LETTERS, type ItemOption } from '@zuoyeben/shared';

export type Rand = () => number;

export const int = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
export const nonZero = (rand: Rand, lo: number, hi: number) => {
  for (;;) {
    const v = int(rand, lo, hi);
    if (v !== 0) return v;
  }
};

export function shuffle<T>(rand: Rand, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A choice candidate: `key` identifies its value so that equal values written differently count once. */
export interface Candidate {
  key: string;
  text: string;
}

/**
 * Options of a single choice: the correct candidate and three distractors (common mistakes first, then `fallback`
 * values), deduplicated by value and shuffled so the answer letter varies.
 */
export function makeChoice(
  rand: Rand,
  correct: Candidate,
  mistakes: Candidate[],
  fallback: (attempt: number) => Candidate,
  count = 4,
): { options: ItemOption[]; answer: string[] } {
  const chosen: Candidate[] = [correct];
  const seen = new Set([correct.key]);
  const consider = (c: Candidate) => {
    if (chosen.length < count && !seen.has(c.key) && !chosen.some((x) => x.text === c.text)) {
      seen.add(c.key);
      chosen.push(c);
    }
  };
  mistakes.forEach(consider);
  for (let attempt = 0; chosen.length < count; attempt++) {
    if (attempt > 200) throw new Error(`not enough distractors for ${correct.text}`);
    consider(fallback(attempt));
  }
  const order = shuffle(rand, chosen);
  return {
    options: order.map((c, i) => ({ label: CHOICE_LETTERS[i]!, text: c.text })),
    answer: [CHOICE_LETTERS[order.indexOf(correct)]!],
  };
}

/** A numeric candidate shown as a formula. */
export const numeric = (value: number, text = String(value)): Candidate => ({ key: String(value), text: `$${text}$` });
