/** Small LaTeX formatters for generated items. */

/** A number after an operator: negative numbers in parentheses. */
export const p = (n: number) => (n < 0 ? `(${n})` : String(n));

/** A signed constant to append: `+3`, `-3`, or nothing for 0. */
export const signed = (n: number) => (n === 0 ? '' : n > 0 ? `+${n}` : String(n));

/** A monomial `c·v` to place first (`first`) or after others: 1x → x, -1x → -x, 0 → nothing. */
export function term(c: number, v: string, first = false): string {
  if (c === 0) return '';
  const sign = c < 0 ? '-' : first ? '' : '+';
  const abs = Math.abs(c);
  if (!v) return `${sign}${abs}`;
  return `${sign}${abs === 1 ? '' : abs}${v}`;
}

/** A polynomial from [coefficient, variable] pairs, dropping zero terms; `0` when all vanish. */
export function poly(terms: [number, string][]): string {
  let out = '';
  for (const [c, v] of terms) out += term(c, v, out === '');
  return out || '0';
}

/** ASCII of a polynomial for check expressions, e.g. [[3,'x'],[5,'']] → 3*x+5. */
export function polyAscii(terms: [number, string][]): string {
  return terms.map(([c, v]) => `${c < 0 ? '-' : '+'}${Math.abs(c)}${v ? `*${v.replace(/\^\{?(\d+)\}?/, '^$1')}` : ''}`).join('') || '0';
}

/** `x-h` with the sign folded: x-(-2) → x+2. */
export const shift = (v: string, h: number) => (h === 0 ? v : `${v}${h > 0 ? '-' : '+'}${Math.abs(h)}`);

/** Degrees in LaTeX. */
export const deg = (n: number | string) => `${n}^\\circ`;

/** Lines of an explanation, one per paragraph. */
export const lines = (...ls: (string | false | undefined)[]) => ls.filter(Boolean).join('<br>');
