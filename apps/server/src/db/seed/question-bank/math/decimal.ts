import type { Q } from './rational.js';

/** A terminating decimal of a rational whose denominator has only the factors 2 and 5, else null. */
export function decimal(a: Q): string | null {
  let d = a.d;
  let places = 0;
  while (d % 10 === 0) (d /= 10, places++);
  while (d % 2 === 0 || d % 5 === 0) {
    d = d % 2 === 0 ? d / 2 : d / 5;
    places++;
  }
  if (d !== 1) return null;
  const scaled = Math.round((a.n * 10 ** places) / a.d);
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const out = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return sign + out.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}
