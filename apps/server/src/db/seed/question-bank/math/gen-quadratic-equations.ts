import { ItemType } from '@zuoyeben/shared';
import type { SeedItem } from '../types.js';
import { BLANK, level, makeItem, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, nonZero, numeric, pick, type Candidate, type Rand } from './choice.js';
import { lines, p, poly, polyAscii, shift } from './latex.js';
import { key, q, tex, type Q } from './rational.js';

const roots = (a: Q, b: Q): Candidate => {
  const [x1, x2] = a.n / a.d <= b.n / b.d ? [a, b] : [b, a];
  return { key: `${key(x1)};${key(x2)}`, text: `$x_{1}=${tex(x1)},x_{2}=${tex(x2)}$` };
};

/** 解一元二次方程 (九年级上册 21.2): factorisation, the formula, square roots and completing the square. */
export function quadraticEquations(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const form = i % 4;
    let r1 = nonZero(rand, -9, 9);
    let r2 = nonZero(rand, -9, 9);
    if (r1 === r2) r2 = r1 === 9 ? -9 : r1 + 1;
    let eq: string, f: string, x1: Q, x2: Q, steps: string[], chapter: string, bsdChapter: string, diff: number;
    if (form === 0) {
      const [b, c] = [-(r1 + r2), r1 * r2];
      eq = `${poly([[1, 'x^{2}'], [b, 'x'], [c, '']])}=0`;
      f = polyAscii([[1, 'x^2'], [b, 'x'], [c, '']]);
      [x1, x2] = [q(r1), q(r2)];
      steps = [`因式分解，得 $(${shift('x', r1)})(${shift('x', r2)})=0$，`, `于是 $${shift('x', r1)}=0$ 或 $${shift('x', r2)}=0$，`,
        `所以 $x_{1}=${Math.min(r1, r2)},x_{2}=${Math.max(r1, r2)}$。`];
      chapter = rj('21.2');
      bsdChapter = bsd('9a', '2.4');
      diff = 2;
    } else if (form === 1) {
      const a = pick(rand, [2, 3, 4, 5]);
      let m = nonZero(rand, -9, 9);
      if (m % a === 0) m += 1;
      // (x - r1)(a x - m) = a x² - (a r1 + m) x + r1 m
      const [b, c] = [-(a * r1 + m), r1 * m];
      eq = `${poly([[a, 'x^{2}'], [b, 'x'], [c, '']])}=0`;
      f = polyAscii([[a, 'x^2'], [b, 'x'], [c, '']]);
      [x1, x2] = [q(r1), q(m, a)];
      const disc = b * b - 4 * a * c;
      const sq = Math.round(Math.sqrt(disc));
      steps = [`这里 $a=${a},b=${b},c=${c}$，`, `$\\Delta=b^{2}-4ac=${p(b)}^{2}-4\\times ${a}\\times ${p(c)}=${disc}\\gt 0$，`,
        `所以 $x=\\frac{-b\\pm\\sqrt{\\Delta}}{2a}=\\frac{${-b}\\pm ${sq}}{${2 * a}}$，`,
        `即 $x_{1}=${tex(x1.n / x1.d <= x2.n / x2.d ? x1 : x2)},x_{2}=${tex(x1.n / x1.d <= x2.n / x2.d ? x2 : x1)}$。`];
      chapter = rj('21.2');
      bsdChapter = bsd('9a', '2.3');
      diff = 3;
    } else if (form === 2) {
      const h = nonZero(rand, -6, 6);
      const k = int(rand, 1, 7);
      eq = `(${shift('x', -h)})^{2}=${k * k}`;
      f = `(x+(${h}))^2-${k * k}`;
      [x1, x2] = [q(-h + k), q(-h - k)];
      steps = [`直接开平方，得 $${shift('x', -h)}=\\pm ${k}$，`, `所以 $x_{1}=${-h - k},x_{2}=${-h + k}$。`];
      chapter = rj('21.2');
      bsdChapter = bsd('9a', '2.2');
      diff = 2;
    } else {
      if ((r1 + r2) % 2 !== 0) r2 += r2 > 0 ? -1 : 1;
      if (r2 === r1 || r2 === 0) r2 = r1 + 2;
      const [b, c] = [-(r1 + r2), r1 * r2];
      const half = b / 2;
      const right = half * half - c;
      eq = `${poly([[1, 'x^{2}'], [b, 'x'], [c, '']])}=0`;
      f = polyAscii([[1, 'x^2'], [b, 'x'], [c, '']]);
      [x1, x2] = [q(r1), q(r2)];
      steps = [`移项，得 $${poly([[1, 'x^{2}'], [b, 'x']])}=${-c}$，`, `配方，得 $${poly([[1, 'x^{2}'], [b, 'x'], [half * half, '']])}=${-c}+${half * half}$，即 $(${shift('x', -half)})^{2}=${right}$，`,
        `开平方，得 $${shift('x', -half)}=\\pm ${Math.sqrt(right)}$，`, `所以 $x_{1}=${Math.min(r1, r2)},x_{2}=${Math.max(r1, r2)}$。`];
      chapter = rj('21.2');
      bsdChapter = bsd('9a', '2.2');
      diff = 3;
    }
    const correct = roots(x1, x2);
    const at = { grade: 'A9', chapters: [chapter, bsdChapter], knowledge: ['一元二次方程的解法'] };
    return shaped(rand, `math-c-quadratic-eq-${i}`, at, shape, {
      choiceStem: `方程 $${eq}$ 的解是`,
      fillStem: `方程 $${eq}$ 的解是${BLANK}。`,
      answerStem: `${['用因式分解法', '用公式法', '用直接开平方法', '用配方法'][form]}解方程：$${eq}$。`,
      answer: correct.text,
      correctKey: correct.key,
      mistakes: [roots(q(-x1.n, x1.d), q(-x2.n, x2.d)), roots(x1, q(-x2.n, x2.d)), roots(q(-x1.n, x1.d), x2)],
      fallback: (t) => roots(x1, q(x2.n + (t + 1) * x2.d, x2.d)),
      explanation: lines(...steps),
      difficulty: level(diff),
      check: { kind: 'equation', vars: ['x'], equations: [[f, '0']] },
    });
  });
}

/** 根的判别式: the range of k for which x² + bx + k = 0 has two, or no, real roots. */
export function discriminantProblems(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const b = nonZero(rand, -4, 4) * 2;
    const a = pick(rand, [1, 1, 2]);
    const want = i % 2 === 0 ? 'two' : 'none';
    // Δ = b² - 4ak, so two roots when k < b²/(4a), none when k > b²/(4a).
    const bound = q(b * b, 4 * a);
    const rel = want === 'two' ? '\\lt' : '\\gt';
    const eq = `${poly([[a, 'x^{2}'], [b, 'x']])}+k=0`;
    const words = want === 'two' ? '有两个不相等的实数根' : '没有实数根';
    const explanation = lines(`$\\Delta=${p(b)}^{2}-4\\times ${a}\\times k=${b * b}-${4 * a}k$。`,
      `方程${words}，则 $${b * b}-${4 * a}k${want === 'two' ? '\\gt' : '\\lt'} 0$，解得 $k${rel} ${tex(bound)}$。`);
    const at: Placement = { grade: 'A9', chapters: [rj('21.2'), bsd('9a', '2.3')], knowledge: ['根的判别式'] };
    return makeItem(rand, `math-c-discriminant-${i}`, at, {
      type: ItemType.FillBlank,
      stem: `若关于 $x$ 的一元二次方程 $${eq}$ ${words}，则 $k$ 的取值范围是${BLANK}。`,
      answer: [`$k${rel} ${tex(bound)}$`],
      explanation,
      difficulty: 3,
      check: { kind: 'root-condition', f: `${a}*x^2+(${b})*x+k`, param: 'k', want },
    });
  });
}

/** 根与系数的关系: symmetric expressions of the two roots without solving. */
export function vietaProblems(rand: Rand, count: number): SeedItem[] {
  const asks = [
    { tex: 'x_{1}^{2}+x_{2}^{2}', ascii: 'm^2+n^2', value: (s: Q, t: Q) => q(s.n * s.n * t.d - 2 * t.n * s.d * s.d, s.d * s.d * t.d), how: '(x_{1}+x_{2})^{2}-2x_{1}x_{2}' },
    { tex: '\\frac{1}{x_{1}}+\\frac{1}{x_{2}}', ascii: '1/m+1/n', value: (s: Q, t: Q) => q(s.n * t.d, s.d * t.n), how: '\\frac{x_{1}+x_{2}}{x_{1}x_{2}}' },
    { tex: '(x_{1}-1)(x_{2}-1)', ascii: '(m-1)*(n-1)', value: (s: Q, t: Q) => q(t.n * s.d - s.n * t.d + s.d * t.d, s.d * t.d), how: 'x_{1}x_{2}-(x_{1}+x_{2})+1' },
  ];
  return Array.from({ length: count }, (_, i) => {
    const ask = asks[i % asks.length]!;
    const a = pick(rand, [1, 1, 2, 3]);
    let b = 0, c = 0;
    do [b, c] = [nonZero(rand, -9, 9), nonZero(rand, -9, 9)];
    while (b * b - 4 * a * c <= 0);
    const [sum, product] = [q(-b, a), q(c, a)];
    const value = ask.value(sum, product);
    const eq = `${poly([[a, 'x^{2}'], [b, 'x'], [c, '']])}=0`;
    const at: Placement = { grade: 'A9', chapters: [rj('21.2'), bsd('9a', '2.5')], knowledge: ['根与系数的关系'] };
    const shape = i % 2 === 0 ? 'choice' : 'fill';
    return shaped(rand, `math-c-vieta-${i}`, at, shape, {
      choiceStem: `设 $x_{1},x_{2}$ 是方程 $${eq}$ 的两个实数根，则 $${ask.tex}$ 的值为`,
      fillStem: `设 $x_{1},x_{2}$ 是方程 $${eq}$ 的两个实数根，则 $${ask.tex}=$${BLANK}。`,
      answerStem: '',
      answer: `$${tex(value)}$`,
      correctKey: key(value),
      mistakes: [numeric(-value.n / value.d, tex(q(-value.n, value.d))), numeric(value.n / value.d + 2, tex(q(value.n + 2 * value.d, value.d))),
        numeric(value.n / value.d - 1, tex(q(value.n - value.d, value.d)))],
      fallback: (t) => numeric(value.n / value.d + 3 + t, tex(q(value.n + (3 + t) * value.d, value.d))),
      explanation: lines(`$\\Delta=${p(b)}^{2}-4\\times ${a}\\times ${p(c)}=${b * b - 4 * a * c}\\gt 0$，方程有两个不相等的实数根。`,
        `由根与系数的关系，$x_{1}+x_{2}=-\\frac{b}{a}=${tex(sum)}$，$x_{1}x_{2}=\\frac{c}{a}=${tex(product)}$，`,
        `所以 $${ask.tex}=${ask.how}=${tex(value)}$。`),
      difficulty: i % 3 === 2 ? 5 : 4,
      check: { kind: 'vieta', f: polyAscii([[a, 'x^2'], [b, 'x'], [c, '']]), expr: ask.ascii },
    });
  });
}

/** 实际问题与一元二次方程: average growth rate over two years. */
export function growthRateProblems(rand: Rand, count: number): SeedItem[] {
  const cases = [[100, 10], [100, 20], [200, 10], [400, 25], [500, 20], [1000, 10], [1600, 25], [2500, 20], [300, 10], [800, 50]] as const;
  return Array.from({ length: count }, (_, i) => {
    const [start, rate] = cases[(i + int(rand, 0, 9)) % cases.length]!;
    const end = (start * (100 + rate) ** 2) / 10000;
    const stem = `某工厂去年一月份的产值为 $${start}$ 万元，三月份的产值达到 $${end}$ 万元。求这两个月产值的月平均增长率。`;
    const factor = q(100 + rate, 100);
    const explanation = lines(`设月平均增长率为 $x$，根据题意，得 $${start}(1+x)^{2}=${end}$，`, `即 $(1+x)^{2}=${tex(q(end * 100, start * 100))}$，所以 $1+x=\\pm ${tex(factor)}$，`,
      `解得 $x_{1}=${tex(q(rate, 100))}=${rate}\\%$，$x_{2}=${tex(q(-200 - rate, 100))}$（不合题意，舍去）。`, `答：月平均增长率为 $${rate}\\%$。`);
    const at: Placement = { grade: 'A9', chapters: [rj('21.3'), bsd('9a', '2.6')], knowledge: ['一元二次方程的应用'] };
    return makeItem(rand, `math-c-growth-${i}`, at, {
      type: ItemType.ShortAnswer, stem, answer: [`$${rate}\\%$`], explanation, difficulty: 3,
      check: { kind: 'equation', vars: ['x'], equations: [[`${start}*(1+x)^2`, String(end)]], positive: true },
    });
  });
}
