/**
 * Pure figures of the reports menu (spec 03 §2.1 /reports): rates as percentages with two decimals, and null when
 * there is nothing to divide by, so a class without submissions reads -- rather than a misleading 0.
 */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** part ÷ whole as a percentage, or null when whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? round2((part * 100) / whole) : null;
}

/** sum ÷ count rounded to two decimals, or null when count is 0. */
export function meanOf(sum: number, count: number): number | null {
  return count > 0 ? round2(sum / count) : null;
}

/** A rate (0–1) as a percentage with two decimals, or null. */
export function rateToPercent(rate: number | null): number | null {
  return rate === null ? null : round2(rate * 100);
}

/** Below this score rate (0–1) a knowledge point counts as poorly mastered (spec 03 §9: low mastery below 0.6). */
export const LOW_MASTERY_RATE = 0.6;

/** How a percentage is shown: two decimals at most and a % sign, -- for none. */
export function formatPercent(value: number | null): string {
  return value === null ? '--' : `${value}%`;
}

/**
 * The first day of the term a day falls in, 'YYYY-MM-DD': the spring term from 1 February, the autumn term from
 * 1 August (the school year starts in August); January belongs to the autumn term of the year before.
 */
export function termStartDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (month >= 8) return `${year}-08-01`;
  if (month >= 2) return `${year}-02-01`;
  return `${year - 1}-08-01`;
}
