/** Exact rational numbers for generators: answers with fractions are computed, never rounded. */
export interface Q {
  n: number;
  d: number;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export const lcm = (a: number, b: number) => Math.abs(a * b) / gcd(a, b);

export function q(n: number, d = 1): Q {
  if (d === 0) throw new Error('division by zero');
  const g = gcd(n, d);
  const s = d < 0 ? -1 : 1;
  return { n: (s * n) / g || 0, d: (s * d) / g };
}

export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q) => q(-a.n, a.d);
export const eq = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
export const isInt = (a: Q) => a.d === 1;
export const key = (a: Q) => `${a.n}/${a.d}`;

/** LaTeX of a rational: `5`, `-\frac{3}{4}`. */
export function tex(a: Q): string {
  if (a.d === 1) return String(a.n);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
}

/** LaTeX with parentheses around a negative value, for use after an operator. */
export function texP(a: Q): string {
  return a.n < 0 ? `\\left(${tex(a)}\\right)` : tex(a);
}

/** ASCII of a rational for check expressions. */
export function ascii(a: Q): string {
  return a.d === 1 ? `(${a.n})` : `(${a.n}/${a.d})`;
}
