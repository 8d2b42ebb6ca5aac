import type { MathCheck } from '../../src/db/seed/question-bank/types.js';
import { close, evalLatex, evaluate, formulas } from './math-eval.js';

/** Equations and inequalities of the seeded items, solved here by substitution and sampling. */
const one = (text: string) => {
  const f = formulas(text);
  if (f.length !== 1) throw new Error(`one formula expected in ${text}`);
  return f[0]!;
};

/** Assignments such as `x=3`, `x_1=2,x_2=-3`, `x_{1}=x_{2}=3`, `x=1,y=2` or a point `(1,2)`. */
export function assignments(text: string, vars: string[]): Record<string, number>[] {
  const src = formulas(text)
    .join(',')
    .replace(/\\begin\{cases\}|\\end\{cases\}/g, '')
    .replace(/\\\\/g, ',');
  const point = /^\((.+),(.+)\)$/.exec(src.trim());
  if (point && vars.length === 2) return [{ [vars[0]!]: evalLatex(point[1]!), [vars[1]!]: evalLatex(point[2]!) }];
  const parts = src
    .split(/,|，/)
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter(Boolean)
    .map((s) => s.split('='));
  if (vars.length === 1) {
    return parts.flatMap((chain) => {
      const value = evalLatex(chain[chain.length - 1]!);
      return chain.length === 1 ? [{ [vars[0]!]: value }] : chain.slice(0, -1).map(() => ({ [vars[0]!]: value }));
    });
  }
  const one: Record<string, number> = {};
  if (parts.every((c) => c.length === 1) && parts.length === vars.length) parts.forEach((c, i) => (one[vars[i]!] = evalLatex(c[0]!)));
  else for (const chain of parts) one[chain[0]!.replace(/_\{?\d\}?/, '').trim()] = evalLatex(chain[1]!);
  return [one];
}

/** Coefficients of f when it is a polynomial of degree ≤ 2, found by sampling. */
export function quadraticOf(f: string, v = 'x'): [number, number, number] {
  const at = (x: number) => evaluate(f, { [v]: x });
  const c = at(0);
  const a = (at(1) + at(-1)) / 2 - c;
  const b = (at(1) - at(-1)) / 2;
  if (!close(a * 4 + b * 2 + c, at(2), 1e-7) || !close(a * 9 - b * 3 + c, at(-3), 1e-7)) throw new Error(`${f} is not quadratic`);
  return [a, b, c];
}

export function checkEquation(check: Extract<MathCheck, { kind: 'equation' }>, text: string): boolean {
  const solutions = assignments(text, check.vars);
  if (!solutions.length) return false;
  for (const sol of solutions) {
    if (check.vars.some((v) => sol[v] === undefined)) return false;
    for (const [l, r] of check.equations) if (!close(evaluate(l, sol), evaluate(r, sol), 1e-9)) return false;
  }
  if (check.vars.length > 1 || check.rational) return solutions.length === 1;
  if (check.positive) {
    // Only the roots that make sense in the problem (a length, a rate, a time) are asked for.
    const [a, b, c] = quadraticOf(`(${check.equations[0]![0]})-(${check.equations[0]![1]})`, check.vars[0]);
    const roots = Math.abs(a) < 1e-12 ? [-c / b] : [(-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a), (-b - Math.sqrt(b * b - 4 * a * c)) / (2 * a)];
    const wanted = [...new Set(roots.filter((r) => r > 0).map((r) => r.toFixed(9)))];
    return solutions.length === wanted.length && solutions.every((s) => wanted.includes(s[check.vars[0]!]!.toFixed(9)));
  }
  // One unknown: as many roots as the polynomial has, counting a double root twice when it is written twice.
  const [l, r] = check.equations[0]!;
  const [a, b, c] = quadraticOf(`(${l})-(${r})`, check.vars[0]);
  const distinct = new Set(solutions.map((s) => s[check.vars[0]!]!.toFixed(9))).size;
  if (Math.abs(a) < 1e-12) return Math.abs(b) > 1e-12 && distinct === 1 && solutions.length === 1;
  const disc = b * b - 4 * a * c;
  return Math.abs(disc) < 1e-9 ? distinct === 1 : distinct === 2 && solutions.length === 2;
}

type Rel = '<' | '>' | '<=' | '>=';
const holds = (a: number, rel: Rel, b: number) =>
  rel === '<' ? a < b - 1e-12 : rel === '>' ? a > b + 1e-12 : rel === '<=' ? a <= b + 1e-12 : a >= b - 1e-12;

/** A solution set written as `x>3`, `-1\lt x\leqslant 3`, or intervals joined by \cup. */
export function solutionSet(text: string, v: string): (x: number) => boolean {
  const tex = formulas(text).join('');
  if (tex.includes('infty') || /^[([]/.test(tex.trim())) {
    const parts = tex.split('\\cup').map((part) => {
      const m = /^([([])(.+),(.+)([)\]])$/.exec(part.trim())!;
      const lo = m[2]!.includes('infty') ? -Infinity : evalLatex(m[2]!);
      const hi = m[3]!.includes('infty') ? Infinity : evalLatex(m[3]!);
      return (x: number) => (m[1] === '[' ? x >= lo - 1e-12 : x > lo + 1e-12) && (m[4] === ']' ? x <= hi + 1e-12 : x < hi - 1e-12);
    });
    return (x) => parts.some((f) => f(x));
  }
  const norm = tex.replace(/\\leqslant|\\leq|\\le/g, '<=').replace(/\\geqslant|\\geq|\\ge/g, '>=').replace(/\\lt/g, '<').replace(/\\gt/g, '>');
  const pieces = norm.split(/(<=|>=|<|>)/).map((s) => s.trim());
  const conds: [string, Rel, string][] = [];
  for (let i = 0; i + 2 < pieces.length; i += 2) conds.push([pieces[i]!, pieces[i + 1] as Rel, pieces[i + 2]!]);
  if (!conds.length) throw new Error(`no inequality in ${text}`);
  return (x) => conds.every(([l, rel, r]) => holds(l === v ? x : evalLatex(l), rel, r === v ? x : evalLatex(r)));
}

export function checkInequality(check: Extract<MathCheck, { kind: 'inequality' }>, text: string): boolean {
  const truth = (x: number) => check.constraints.every(([l, rel, r]) => holds(evaluate(l, { [check.variable]: x }), rel, evaluate(r, { [check.variable]: x })));
  if (check.ask === 'integer-count') {
    let n = 0;
    for (let x = -1000; x <= 1000; x++) if (truth(x)) n++;
    return close(evalLatex(one(text)), n);
  }
  const claimed = solutionSet(text, check.variable);
  for (let x = -40; x <= 40; x += 0.125) if (claimed(x) !== truth(x)) return false;
  return true;
}
