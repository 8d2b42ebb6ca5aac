import type { MathCheck } from '../../src/db/seed/question-bank/types.js';
import { close, evalLatex, evaluate, formulas, latexToAscii } from './math-eval.js';
import { assignments, checkEquation, checkInequality, quadraticOf, solutionSet } from './math-solve.js';

/**
 * Whether an answer text satisfies a generated item's problem, decided by recomputing the problem here. A choice item
 * is right when exactly its correct option satisfies; a fill-in or worked answer when its answer does.
 */
export function satisfies(check: MathCheck, text: string): boolean {
  try {
    return decide(check, text);
  } catch {
    return false;
  }
}

const one = (text: string) => {
  const f = formulas(text);
  if (f.length !== 1) throw new Error(`one formula expected in ${text}`);
  return f[0]!;
};
const numbersOf = (text: string) => formulas(text).flatMap((f) => f.split(/,|，/)).map((f) => evalLatex(f));

/** Fractions in lowest terms and square roots simplified: a value answer must be in simplest form. */
function isSimplest(tex: string): boolean {
  for (const m of tex.matchAll(/\\frac\{(\d+)\}\{(\d+)\}/g)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b === 1 || evaluate(`gcd(${a},${b})`) !== 1) return false;
  }
  for (const m of tex.matchAll(/\\sqrt\{(\d+)\}/g)) {
    const n = Number(m[1]);
    for (let f = 2; f * f <= n; f++) if (n % (f * f) === 0) return false;
  }
  const ratio = /^(\d+):(\d+)$/.exec(tex.trim());
  return !ratio || evaluate(`gcd(${ratio[1]},${ratio[2]})`) === 1;
}

function decide(check: MathCheck, text: string): boolean {
  switch (check.kind) {
    case 'value': {
      const tex = one(text).replace(/(\d+)\^\\circ\s*(\d+)'/, '($1+$2/60)');
      return isSimplest(tex) && close(evalLatex(tex.replace(':', '/')), evaluate(check.expr));
    }
    case 'scientific': {
      const m = /^(-?\d+(?:\.\d+)?)\\times 10\^\{(-?\d+)\}$/.exec(one(text));
      if (!m) return false;
      const a = Number(m[1]);
      return Math.abs(a) >= 1 && Math.abs(a) < 10 && close(a * 10 ** Number(m[2]), check.n);
    }
    case 'defined': {
      const m = /^([a-z])\\neq\s*(.+)$/.exec(one(text));
      return !!m && m[1] === check.variable && close(evaluate(check.denominator, { [check.variable]: evalLatex(m[2]!) }), 0);
    }
    case 'sqrt-range': {
      const [a, b] = numbersOf(text);
      return b === a! + 1 && a! * a! < check.n && check.n < b * b;
    }
    case 'equation':
      return checkEquation(check, text);
    case 'identity': {
      let tex = one(text).replace(/^[a-z]\s*=/, '');
      if (check.form === 'product' && !isProduct(latexToAscii(tex))) return false;
      for (let t = 0; t < 6; t++) {
        const vars = Object.fromEntries(check.vars.map((v, j) => [v, 0.37 + t * 0.61 + j * 1.13]));
        if (!close(evalLatex(tex, vars), evaluate(check.expr, vars), 1e-7)) return false;
      }
      return true;
    }
    case 'inequality':
      return checkInequality(check, text);
    case 'root-condition': {
      const claimed = solutionSet(text, check.param);
      for (let k = -40; k <= 40; k += 0.125) {
        const [a, b, c] = quadraticOf(check.f.replaceAll(check.param, `(${k})`));
        const disc = b * b - 4 * a * c;
        const truth = check.want === 'two' ? disc > 1e-9 : check.want === 'real' ? disc > -1e-9 : disc < -1e-9;
        if (claimed(k) !== truth) return false;
      }
      return true;
    }
    case 'vieta': {
      const [a, b, c] = quadraticOf(check.f);
      const d = Math.sqrt(b * b - 4 * a * c);
      const [m, n] = [(-b + d) / (2 * a), (-b - d) / (2 * a)];
      return close(evalLatex(one(text)), evaluate(check.expr, { m, n }), 1e-7);
    }
    case 'quadratic': {
      const [a, b, c] = quadraticOf(check.f);
      const h = -b / (2 * a);
      const k = c - (b * b) / (4 * a);
      if (check.ask === 'vertex') {
        const m = /^\((.+),(.+)\)$/.exec(one(text));
        return !!m && close(evalLatex(m[1]!), h) && close(evalLatex(m[2]!), k);
      }
      if (check.ask === 'axis') {
        const m = /^x=(.+)$/.exec(one(text));
        return !!m && close(evalLatex(m[1]!), h);
      }
      return (check.ask === 'max' ? a < 0 : a > 0) && close(evalLatex(one(text)), k);
    }
    case 'function': {
      const k = check.ask === 'monotonic' ? evaluate(check.f, { x: 1 }) - evaluate(check.f, { x: 0 }) : 0;
      if (check.ask === 'monotonic') return (/增大而(增大|减小)/.exec(text)?.[1] ?? text.trim()) === (k > 0 ? '增大' : '减小');
      const visited = new Set<number>();
      for (let x = -1000; x <= 1000; x += 0.25) {
        if (x === 0) continue;
        const y = evaluate(check.f, { x });
        if (Math.abs(y) > 1e-12) visited.add(x > 0 ? (y > 0 ? 1 : 4) : y > 0 ? 2 : 3);
      }
      const named = quadrantsNamed(text);
      if (check.ask === 'quadrants') return sameSet(named, [...visited]);
      return named.length === 1 && [1, 2, 3, 4].filter((n) => !visited.has(n)).join() === named.join();
    }
    case 'line-through': {
      const tex = one(text).replace(/^y\s*=/, '');
      const [a] = quadraticOf(latexToAscii(tex));
      return Math.abs(a) < 1e-12 && check.points.every(([x, y]) => close(evalLatex(tex, { x }), y));
    }
    case 'parallel': {
      // The transversal meets both lines at the same angle θ; at a crossing the upper-right and lower-left angles are θ.
      const theta = /ur|ll/.test(check.givenAt) ? check.given : 180 - check.given;
      const want = /ur|ll/.test(check.askedAt) ? theta : 180 - theta;
      return close(evalLatex(one(text)), want);
    }
    case 'right-triangle-set': {
      const sides = numbersOf(text).sort((a, b) => a - b);
      return sides.length === 3 && close(sides[0]! ** 2 + sides[1]! ** 2, sides[2]! ** 2);
    }
    case 'stats':
      return close(evalLatex(one(text)), statistic(check.data, check.stat));
    case 'probability': {
      let p: number;
      if (check.model === 'balls') p = check.counts[check.target]! / check.counts.reduce((s, x) => s + x, 0);
      else {
        let hits = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === check.sum) hits++;
        p = hits / 36;
      }
      const tex = one(text);
      return isSimplest(tex) && close(evalLatex(tex), p);
    }
    case 'set': {
      const got = /varnothing|emptyset/.test(text) ? [] : numbersOf(text.replace(/\\\{|\\\}/g, ''));
      const want = check.op === 'union' ? [...new Set([...check.a, ...check.b])] : check.a.filter((x) => check.b.includes(x));
      return sameSet(got, want);
    }
    case 'sequence': {
      let term = check.first;
      let sum = 0;
      for (let i = 1; i <= check.n; i++) {
        sum += term;
        if (i < check.n) term = check.type === 'arithmetic' ? term + check.step : term * check.step;
      }
      return close(evalLatex(one(text)), check.ask === 'term' ? term : sum);
    }
    case 'derivative': {
      const h = 1e-5;
      const d = (evaluate(check.f, { x: check.at + h }) - evaluate(check.f, { x: check.at - h })) / (2 * h);
      return close(evalLatex(one(text)), d, 1e-5);
    }
    case 'complex': {
      const [a, b] = [check.a, check.b];
      const result =
        check.op === 'add' ? [a[0] + b[0], a[1] + b[1]]
        : check.op === 'sub' ? [a[0] - b[0], a[1] - b[1]]
        : check.op === 'mul' ? [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]]
        : [(a[0] * b[0] + a[1] * b[1]) / (b[0] ** 2 + b[1] ** 2), (a[1] * b[0] - a[0] * b[1]) / (b[0] ** 2 + b[1] ** 2)];
      const tex = one(text);
      const re = evalLatex(tex, { i: 0 });
      const im = evalLatex(tex, { i: 1 }) - re;
      return close(re, result[0]!) && close(im, result[1]!);
    }
    case 'point-quadrant': {
      const want = check.x > 0 ? (check.y > 0 ? 1 : 4) : check.y > 0 ? 2 : 3;
      return quadrantsNamed(text).join() === String(want);
    }
    case 'symmetric': {
      const [x, y] = check.point;
      const [wx, wy] = check.about === 'x' ? [x, -y] : check.about === 'y' ? [-x, y] : [-x, -y];
      const got = assignments(text, ['x', 'y'])[0]!;
      return close(got.x!, wx) && close(got.y!, wy);
    }
    default:
      throw new Error(`no checker for ${check.kind}`);
  }
}

function isProduct(ascii: string): boolean {
  let depth = 0;
  for (let i = 0; i < ascii.length; i++) {
    const c = ascii[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && (c === '+' || c === '-') && i > 0) return false;
  }
  return true;
}

function sameSet(a: number[], b: number[]): boolean {
  const [x, y] = [[...new Set(a)].sort((m, n) => m - n), [...new Set(b)].sort((m, n) => m - n)];
  return x.length === y.length && x.every((v, i) => close(v, y[i]!));
}

const NUMERALS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4 };
/** Quadrants named in Chinese: 第一、二、四象限 → [1, 2, 4]. */
function quadrantsNamed(text: string): number[] {
  const m = /第([一二三四、]+)象限/.exec(text);
  return m ? [...m[1]!].filter((c) => c in NUMERALS).map((c) => NUMERALS[c]!).sort() : [];
}

function statistic(data: number[], stat: string): number {
  const sorted = [...data].sort((a, b) => a - b);
  const mean = data.reduce((s, x) => s + x, 0) / data.length;
  if (stat === 'mean') return mean;
  if (stat === 'median') {
    const mid = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  }
  if (stat === 'mode') {
    const counts = new Map<number, number>();
    data.forEach((x) => counts.set(x, (counts.get(x) ?? 0) + 1));
    const best = Math.max(...counts.values());
    const modes = [...counts].filter(([, c]) => c === best);
    if (modes.length !== 1) throw new Error('no single mode');
    return modes[0]![0];
  }
  if (stat === 'range') return sorted[sorted.length - 1]! - sorted[0]!;
  return data.reduce((s, x) => s + (x - mean) ** 2, 0) / data.length;
}

