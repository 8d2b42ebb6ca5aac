/**
 * Deciding which bubbles are marked, from their darkness values alone (0–100), so that a page can be decided again
 * with another policy without rescanning (the raw values are kept with every reading). Thresholds are per sheet:
 * the paper level of the sheet's empty bubbles and the level of its clear marks, with a review band between them in
 * which a value is neither a clear mark nor clearly empty (light marks and erase residue look alike there).
 */
export interface SheetThreshold {
  /** Typical darkness of an empty bubble on this sheet. */
  empty: number;
  /** Typical darkness of a clear mark on this sheet (a prior when the sheet has none). */
  mark: number;
  /** At or above: marked. */
  threshold: number;
  /** [low, high): not sure, sent to review. */
  low: number;
  high: number;
}

export interface BandPolicy {
  /** Where the band starts and ends, as fractions of the way from the empty level to the mark level. */
  low: number;
  high: number;
}
export const DEFAULT_BAND: BandPolicy = { low: 0.3, high: 0.6 };

const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The sheet's levels from all its bubbles (most bubbles on a card are empty, so the median is the paper level). */
export function sheetThreshold(values: readonly number[], band: BandPolicy = DEFAULT_BAND): SheetThreshold {
  const empty = median([...values]);
  const clear = values.filter((v) => v >= empty + 20);
  // A sheet with no clear mark at all: assume a pencil mark would be about 55 points darker than its paper.
  const mark = Math.max(empty + 30, clear.length ? median(clear) : empty + 55);
  const span = mark - empty;
  return { empty, mark, threshold: empty + span / 2, low: empty + span * band.low, high: empty + span * band.high };
}

export type QuestionFlag = 'blank' | 'multiple' | 'ambiguous';

export interface QuestionDecision {
  /** Indexes of the bubbles read as marked. */
  marked: number[];
  /** `ambiguous` means review; `blank` and `multiple` are what the sheet shows, for the scoring rules to judge. */
  flags: QuestionFlag[];
}

/** One objective question: marked where darkness ≥ threshold; any value in the band makes it ambiguous. */
export function decideQuestion(values: readonly number[], t: SheetThreshold): QuestionDecision {
  const marked = values.flatMap((v, i) => (v >= t.threshold ? [i] : []));
  const flags: QuestionFlag[] = [];
  if (values.some((v) => v >= t.low && v < t.high)) flags.push('ambiguous');
  if (marked.length === 0) flags.push('blank');
  if (marked.length > 1) flags.push('multiple');
  return { marked, flags };
}

/**
 * One digit column of the student number. Stricter than a question: a digit only when exactly one bubble is darker
 * than the band's bottom and that one is over the threshold, so every other bubble is clearly empty; anything else
 * (blank, two marks, a faint mark, a smudge next to the mark) is null with a flag, never a guess.
 */
export function decideDigit(values: readonly number[], t: SheetThreshold): { digit: number | null; flag: QuestionFlag | null } {
  const inked = values.flatMap((v, i) => (v >= t.low ? [i] : []));
  if (inked.length === 0) return { digit: null, flag: 'blank' };
  if (inked.length === 1 && values[inked[0]!]! >= t.threshold) return { digit: inked[0]!, flag: null };
  const marks = inked.filter((i) => values[i]! >= t.threshold).length;
  return { digit: null, flag: marks > 1 ? 'multiple' : 'ambiguous' };
}
