import type { SeedItem } from '../types.js';
import { BLANK, level, repeat, shaped } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, nonZero, pick, type Candidate, type Rand } from './choice.js';
import { lines, poly, polyAscii, signed, term } from './latex.js';

type Rel = '<' | '>' | '<=' | '>=';
const TEX: Record<Rel, string> = { '<': '\\lt', '>': '\\gt', '<=': '\\leqslant', '>=': '\\geqslant' };
const FLIP: Record<Rel, Rel> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
const sol = (rel: Rel, r: number): Candidate => ({ key: `${rel}${r}`, text: `$x${TEX[rel]} ${r}$` });

/** 一元一次不等式 (七年级下册 9.2): the sign flips when both sides are divided by a negative number. */
export function linearInequalities(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const r = int(rand, -8, 8);
    const a = nonZero(rand, -7, 7);
    let c = nonZero(rand, -7, 7);
    if (c === a) c = -a;
    const b = int(rand, -12, 12);
    const d = (a - c) * r + b;
    const rel = pick(rand, ['<', '>', '<=', '>='] as const);
    const k = a - c;
    const result: Rel = k > 0 ? rel : FLIP[rel];
    const ineq = `${poly([[a, 'x'], [b, '']])}${TEX[rel]} ${poly([[c, 'x'], [d, '']])}`;
    const steps = [`移项，得 $${term(a, 'x', true)}${term(-c, 'x')}${TEX[rel]} ${d}${signed(-b)}$，`, `合并同类项，得 $${poly([[k, 'x']])}${TEX[rel]} ${d - b}$，`,
      k > 0 ? `两边都除以 $${k}$，得 $x${TEX[result]} ${r}$。` : `两边都除以 $${k}$，不等号的方向改变，得 $x${TEX[result]} ${r}$。`];
    const at = { grade: 'A7', chapters: [rj('9.2'), bsd('8b', '2.4')], knowledge: ['一元一次不等式的解法'] };
    return shaped(rand, `math-c-inequality-${i}`, at, shape, {
      choiceStem: `不等式 $${ineq}$ 的解集是`,
      fillStem: `不等式 $${ineq}$ 的解集是${BLANK}。`,
      answerStem: `解不等式：$${ineq}$。`,
      answer: sol(result, r).text,
      correctKey: `${result}${r}`,
      mistakes: [sol(FLIP[result], r), sol(result, -r), sol(FLIP[result], -r)],
      fallback: (t) => sol(result, r + t + 1),
      explanation: lines(...steps),
      difficulty: level(k < 0 ? 3 : 2),
      check: { kind: 'inequality', variable: 'x', constraints: [[polyAscii([[a, 'x'], [b, '']]), rel, polyAscii([[c, 'x'], [d, '']])]], ask: 'solution' },
    });
  });
}

/** One inequality of a system whose solution is x ≷ bound, written as a·x + b ≷ c. */
function piece(rand: Rand, bound: number, lower: boolean, strict: boolean) {
  const a = nonZero(rand, -4, 4);
  const b = int(rand, -9, 9);
  const want: Rel = lower ? (strict ? '>' : '>=') : strict ? '<' : '<=';
  const rel: Rel = a > 0 ? want : FLIP[want];
  const c = a * bound + b;
  return { tex: `${poly([[a, 'x'], [b, '']])}${TEX[rel]} ${c}`, ascii: [polyAscii([[a, 'x'], [b, '']]), rel, String(c)] as [string, Rel, string], a, b, c, rel, want };
}

/** 一元一次不等式组 (七年级下册 9.3): the common part of two solution sets, and its integer solutions. */
export function inequalitySystems(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const lo = int(rand, -6, 3);
    const hi = lo + int(rand, 2, 6);
    const first = piece(rand, lo, true, rand() < 0.5);
    const second = piece(rand, hi, false, rand() < 0.5);
    const system = `\\begin{cases}${first.tex}\\\\${second.tex}\\end{cases}`;
    const solve = (s: typeof first, bound: number, n: string) =>
      `解不等式${n}，得 $x${TEX[s.want]} ${bound}$${s.a < 0 ? '（两边除以负数，不等号方向改变）' : ''}；`;
    const range = `${lo}${first.want === '>' ? '\\lt' : '\\leqslant'} x${second.want === '<' ? '\\lt' : '\\leqslant'} ${hi}`;
    const integers: number[] = [];
    for (let x = lo; x <= hi; x++) if ((first.want === '>=' || x > lo) && (second.want === '<=' || x < hi)) integers.push(x);
    const asksCount = i % 2 === 1;
    const explanation = lines(solve(first, lo, '①'), solve(second, hi, '②'), `所以不等式组的解集为 $${range}$。`,
      asksCount && `其中的整数有 $${integers.join(',')}$，共 $${integers.length}$ 个。`);
    const at = { grade: 'A7', chapters: [rj('9.3'), bsd('8b', '2.6')], knowledge: asksCount ? ['不等式组的整数解', '一元一次不等式组的解法'] : ['一元一次不等式组的解法'] };
    const constraints = [first.ascii, second.ascii];
    if (asksCount) {
      const n = integers.length;
      return shaped(rand, `math-c-inequality-system-${i}`, at, shape, {
        choiceStem: `不等式组 $${system}$ 的整数解共有`,
        fillStem: `不等式组 $${system}$ 的整数解共有${BLANK}个。`,
        answerStem: `解不等式组 $${system}$，并求出它的整数解的个数。`,
        answer: `$${n}$`,
        correctKey: String(n),
        mistakes: [{ key: String(n + 1), text: `$${n + 1}$` }, { key: String(n - 1), text: `$${n - 1}$` }, { key: String(hi - lo), text: `$${hi - lo}$` }],
        fallback: (t) => ({ key: String(n + t + 2), text: `$${n + t + 2}$` }),
        explanation,
        difficulty: first.a < 0 && second.a < 0 ? 5 : 4,
        check: { kind: 'inequality', variable: 'x', constraints, ask: 'integer-count' },
      });
    }
    const interval = (l: string, h: string): Candidate => ({ key: `${l}|${h}`, text: `$${l} x${h}$` });
    const loRel = first.want === '>' ? '\\lt' : '\\leqslant';
    const hiRel = second.want === '<' ? '\\lt' : '\\leqslant';
    return shaped(rand, `math-c-inequality-system-${i}`, at, shape, {
      choiceStem: `不等式组 $${system}$ 的解集是`,
      fillStem: `不等式组 $${system}$ 的解集是${BLANK}。`,
      answerStem: `解不等式组：$${system}$`,
      answer: `$${range}$`,
      correctKey: `${lo}${loRel}|${hiRel}${hi}`,
      mistakes: [interval(`${-hi}${loRel}`, `${hiRel} ${-lo}`), interval(`${lo}${loRel === '\\lt' ? '\\leqslant' : '\\lt'}`, `${hiRel === '\\lt' ? '\\leqslant' : '\\lt'} ${hi}`),
        interval(`${lo - 1}${loRel}`, `${hiRel} ${hi + 1}`)],
      fallback: (t) => interval(`${lo + t + 1}${loRel}`, `${hiRel} ${hi + t + 2}`),
      explanation,
      difficulty: 3,
      check: { kind: 'inequality', variable: 'x', constraints, ask: 'solution' },
    });
  });
}
