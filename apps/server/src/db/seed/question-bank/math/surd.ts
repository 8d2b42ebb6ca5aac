/** Square roots in simplest form: √N = k√m with m square-free. */
export function simplifySqrt(n: number): [number, number] {
  let k = 1;
  let m = n;
  for (let f = 2; f * f <= m; f++) {
    while (m % (f * f) === 0) {
      m /= f * f;
      k *= f;
    }
  }
  return [k, m];
}

/** LaTeX of c√m: 0, an integer, √m, -√m or c√m. */
export function texSurd(c: number, m: number): string {
  if (c === 0) return '0';
  if (m === 1) return String(c);
  if (c === 1) return `\\sqrt{${m}}`;
  if (c === -1) return `-\\sqrt{${m}}`;
  return `${c}\\sqrt{${m}}`;
}

/** Value key of c√m for de-duplicating choices. */
export const surdKey = (c: number, m: number) => (c * Math.sqrt(m)).toFixed(9);
