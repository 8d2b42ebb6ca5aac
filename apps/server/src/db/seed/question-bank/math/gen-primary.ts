import { ItemType } from '@zuoyeben/shared';
import type { SeedItem } from '../types.js';
import { BLANK, level, makeItem, repeat, shaped, type Placement } from '../common.js';
import { rjx } from '../textbooks/index.js';
import { int, numeric, pick, type Candidate, type Rand } from './choice.js';
import { decimal } from './decimal.js';
import { add, div, key, lcm, mul, q, sub, tex, type Q } from './rational.js';
import { figure, label, poly as polygon, rightMark, seg, type Pt } from './svg.js';

const X = (grade: 'A5' | 'A6', chapter: string, knowledge: string): Placement => ({ period: 'X', grade, chapters: [chapter], knowledge: [knowledge] });
const rat = (v: Q): Candidate => ({ key: key(v), text: `$${tex(v)}$` });
const proper = (rand: Rand): Q => {
  const d = pick(rand, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
  let n = int(rand, 1, d - 1);
  while (q(n, d).d !== d) n = int(rand, 1, d - 1);
  return q(n, d);
};

/** 分数的加减乘除 (五年级下册第六单元，六年级上册第二、三单元), with common denominators and reciprocals shown. */
export function primaryFractions(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const op = (['add', 'sub', 'mul', 'div'] as const)[i % 4]!;
    let a = proper(rand);
    let b = proper(rand);
    if (op === 'sub' && a.n / a.d < b.n / b.d) [a, b] = [b, a];
    if (op === 'sub' && key(a) === key(b)) b = q(1, a.d * 2);
    const [fa, fb] = [`\\frac{${a.n}}{${a.d}}`, `\\frac{${b.n}}{${b.d}}`];
    let e: string, value: Q, steps: string, mistakes: Candidate[], at: Placement;
    if (op === 'add' || op === 'sub') {
      value = op === 'add' ? add(a, b) : sub(a, b);
      const L = lcm(a.d, b.d);
      const sign = op === 'add' ? '+' : '-';
      e = `${fa}${sign}${fb}`;
      const raw = op === 'add' ? a.n * (L / a.d) + b.n * (L / b.d) : a.n * (L / a.d) - b.n * (L / b.d);
      steps = `异分母分数相加减，先通分：$${e}=\\frac{${a.n * (L / a.d)}}{${L}}${sign}\\frac{${b.n * (L / b.d)}}{${L}}=\\frac{${raw}}{${L}}${q(raw, L).d !== L ? `=${tex(value)}` : ''}$。`;
      mistakes = [rat(q(op === 'add' ? a.n + b.n : Math.abs(a.n - b.n) || 1, op === 'add' ? a.d + b.d : Math.abs(a.d - b.d) || 1)), rat(op === 'add' ? sub(a, b) : add(a, b)), rat(mul(a, b))];
      at = X('A5', rjx('5b', 6), '分数的加法和减法');
    } else if (op === 'mul') {
      value = mul(a, b);
      e = `${fa}\\times ${fb}`;
      steps = `分数乘分数，用分子相乘的积作分子，分母相乘的积作分母，能约分的要约分：$${e}=\\frac{${a.n}\\times ${b.n}}{${a.d}\\times ${b.d}}=${tex(value)}$。`;
      mistakes = [rat(q(a.n * b.n, a.d + b.d)), rat(div(a, b)), rat(add(a, b))];
      at = X('A6', rjx('6a', 2), '分数乘法');
    } else {
      value = div(a, b);
      e = `${fa}\\div ${fb}`;
      steps = `除以一个数等于乘这个数的倒数：$${e}=${fa}\\times\\frac{${b.d}}{${b.n}}=${tex(value)}$。`;
      mistakes = [rat(mul(a, b)), rat(div(b, a)), rat(q(a.n * b.n, a.d * b.d + 1))];
      at = X('A6', rjx('6a', 3), '分数除法');
    }
    return shaped(rand, `math-x-fraction-${i}`, at, shape, {
      choiceStem: `计算 $${e}$ 的结果是`, fillStem: `计算：$${e}=$${BLANK}。`, answerStem: `计算：$${e}$（结果写成最简分数）。`,
      answer: `$${tex(value)}$`, correctKey: key(value), mistakes, fallback: (t) => rat(add(value, q(1, t + 2))),
      explanation: steps, difficulty: level(op === 'add' || op === 'mul' ? 1 : 2), check: { kind: 'value', expr: `(${a.n}/${a.d})${{ add: '+', sub: '-', mul: '*', div: '/' }[op]}(${b.n}/${b.d})` },
    });
  });
}

/** 小学数与代数: decimal products, simple equations, common factors, ratios, discounts and negative numbers. */
export function primaryNumbers(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 6;
    const fill = (stem: string, answer: string, explanation: string, at: Placement, expr: string, difficulty = 1) =>
      makeItem(rand, `math-x-number-${i}`, at, { type: ItemType.FillBlank, stem, answer: [answer], explanation, difficulty: level(difficulty), check: { kind: 'value', expr } });
    if (kind === 0) {
      const [a, b] = [q(int(rand, 11, 99), 10), q(int(rand, 2, 48), pick(rand, [10, 100]))];
      const v = mul(a, b);
      return fill(`计算：$${decimal(a)}\\times ${decimal(b)}=$${BLANK}。`, `$${decimal(v)}$`,
        `先按整数乘法算出积，再看因数中一共有几位小数，就从积的右边起数出几位点上小数点：$${decimal(a)}\\times ${decimal(b)}=${decimal(v)}$。`,
        X('A5', rjx('5a', 1), '小数乘法'), `${decimal(a)}*${decimal(b)}`);
    }
    if (kind === 1) {
      const [x, a, b] = [int(rand, 2, 15), int(rand, 2, 9), int(rand, 1, 30)];
      return makeItem(rand, `math-x-number-${i}`, X('A5', rjx('5a', 5), '简易方程'), {
        type: ItemType.ShortAnswer, stem: `解方程：$${a}x+${b}=${a * x + b}$。`, answer: [`$x=${x}$`],
        explanation: `方程两边同时减去 $${b}$，得 $${a}x=${a * x}$；两边同时除以 $${a}$，得 $x=${x}$。`, difficulty: 1,
        check: { kind: 'equation', vars: ['x'], equations: [[`${a}*x+${b}`, String(a * x + b)]] },
      });
    }
    if (kind === 2) {
      const g = pick(rand, [2, 3, 4, 6]);
      const [m, n] = pick(rand, [[2, 3], [3, 4], [2, 5], [3, 5], [4, 5]] as const);
      const [a, b] = [g * m, g * n];
      const askLcm = rand() < 0.5;
      return fill(`$${a}$ 和 $${b}$ 的${askLcm ? '最小公倍数' : '最大公因数'}是${BLANK}。`, `$${askLcm ? g * m * n : g}$`,
        askLcm ? `$${a}=${g}\\times ${m}$，$${b}=${g}\\times ${n}$，最小公倍数是 $${g}\\times ${m}\\times ${n}=${g * m * n}$。` : `$${a}$ 的因数与 $${b}$ 的因数中，公有的最大的一个是 $${g}$。`,
        X('A5', rjx('5b', 4), '分数的意义和性质'), askLcm ? `lcm(${a},${b})` : `gcd(${a},${b})`);
    }
    if (kind === 3) {
      const g = int(rand, 2, 9);
      const [m, n] = pick(rand, [[2, 3], [3, 4], [4, 5], [5, 6], [3, 5], [2, 7]] as const);
      return fill(`把比化成最简整数比：$${g * m}:${g * n}=$${BLANK}。`, `$${m}:${n}$`, `比的前项和后项同时除以它们的最大公因数 $${g}$，比值不变：$${g * m}:${g * n}=${m}:${n}$。`,
        X('A6', rjx('6a', 4), '比'), `${g * m}/${g * n}`);
    }
    if (kind === 4) {
      const price = int(rand, 4, 30) * 10;
      const fold = pick(rand, [6, 7, 8, 9, 7.5, 8.5]);
      const now = (price * fold) / 10;
      return fill(`一件商品原价 $${price}$ 元，现在打 ${fold} 折出售，现价是${BLANK}元。`, `$${now}$`,
        `打 ${fold} 折就是按原价的 $${fold * 10}\\%$ 出售：$${price}\\times ${fold * 10}\\%=${now}$（元）。`, X('A6', rjx('6b', 2), '百分数'), `${price}*${fold}/10`, 2);
    }
    const [hi, lo] = [int(rand, -3, 15), int(rand, -15, -1)];
    return fill(`某地一天的最高气温是 $${hi}$℃，最低气温是 $${lo}$℃，这天的温差是${BLANK}℃。`, `$${hi - lo}$`,
      `温差是最高气温减最低气温：$${hi}-(${lo})=${hi - lo}$（℃）。`, X('A6', rjx('6b', 1), '负数'), `${hi}-(${lo})`);
  });
}

/** 多边形的面积与圆 (五年级上册第六单元，六年级上册第五单元，六年级下册第三单元), with figures for the polygons. */
export function primaryAreas(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 5;
    if (kind <= 2) {
      const [a, h] = [int(rand, 4, 16), int(rand, 3, 10)];
      const top = int(rand, 2, a - 1);
      const shape = (['平行四边形', '三角形', '梯形'] as const)[kind]!;
      const s = 150 / a;
      const B: Pt = [30, 140];
      const C: Pt = [30 + a * s, 140];
      const pts: Pt[] = kind === 0 ? [B, C, [C[0] + 30, 140 - h * 10], [B[0] + 30, 140 - h * 10]] : kind === 1 ? [B, C, [B[0] + 60, 140 - h * 10]] : [B, C, [B[0] + 20 + top * s, 140 - h * 10], [B[0] + 20, 140 - h * 10]];
      const foot: Pt = [pts[kind === 1 ? 2 : 3]![0], 140];
      const body = [polygon(pts), seg(pts[kind === 1 ? 2 : 3]!, foot, true), rightMark(foot, pts[kind === 1 ? 2 : 3]!, C, 7), label([(B[0] + C[0]) / 2, 156], `${a} cm`, false),
        label([foot[0] + 18, 140 - h * 5], `${h} cm`, false)];
      if (kind === 2) body.push(label([(pts[2]![0] + pts[3]![0]) / 2, 140 - h * 10 - 10], `${top} cm`, false));
      const area = kind === 0 ? a * h : kind === 1 ? (a * h) / 2 : ((a + top) * h) / 2;
      const formula = kind === 0 ? `S=ah=${a}\\times ${h}=${area}` : kind === 1 ? `S=\\frac{1}{2}ah=\\frac{1}{2}\\times ${a}\\times ${h}=${area}` : `S=\\frac{1}{2}(a+b)h=\\frac{1}{2}\\times(${top}+${a})\\times ${h}=${area}`;
      return makeItem(rand, `math-x-area-${i}`, { period: 'X', grade: 'A5', chapters: [rjx('5a', 6)], knowledge: ['多边形的面积'] }, {
        type: ItemType.FillBlank, stem: `求下面${shape}的面积：${shape}的面积是${BLANK}平方厘米。${figure(220, 170, body, shape)}`, answer: [`$${area}$`],
        explanation: `$${formula}$（平方厘米）。`, difficulty: kind === 2 ? 2 : 1,
        check: { kind: 'value', expr: kind === 0 ? `${a}*${h}` : kind === 1 ? `${a}*${h}/2` : `(${a}+${top})*${h}/2` },
      });
    }
    const r = int(rand, 1, 10);
    if (kind === 3) {
      const area = rand() < 0.5;
      const v = area ? 3.14 * r * r : 2 * 3.14 * r;
      const text = Number(v.toFixed(2));
      return makeItem(rand, `math-x-area-${i}`, { period: 'X', grade: 'A6', chapters: [rjx('6a', 5)], knowledge: ['圆的周长和面积'] }, {
        type: ItemType.FillBlank, stem: `一个圆的半径是 $${r}$ 厘米，它的${area ? '面积' : '周长'}是${BLANK}${area ? '平方厘米' : '厘米'}（$\\pi$ 取 $3.14$）。`, answer: [`$${text}$`],
        explanation: area ? `$S=\\pi r^{2}=3.14\\times ${r}^{2}=${text}$（平方厘米）。` : `$C=2\\pi r=2\\times 3.14\\times ${r}=${text}$（厘米）。`, difficulty: 1,
        check: { kind: 'value', expr: area ? `3.14*${r}^2` : `2*3.14*${r}` },
      });
    }
    const cone = rand() < 0.4;
    // A cone's height is a multiple of 3 so that its volume is a finite decimal.
    const h = cone ? 3 * int(rand, 1, 4) : int(rand, 2, 12);
    const v = Number(((cone ? 1 / 3 : 1) * 3.14 * r * r * h).toFixed(4));
    return makeItem(rand, `math-x-area-${i}`, { period: 'X', grade: 'A6', chapters: [rjx('6b', 3)], knowledge: ['圆柱与圆锥'] }, {
      type: ItemType.ShortAnswer, stem: `一个${cone ? '圆锥' : '圆柱'}的底面半径是 $${r}$ 厘米，高是 $${h}$ 厘米，它的体积是多少立方厘米？（$\\pi$ 取 $3.14$）`,
      answer: [`$${v}$`], explanation: `$V=${cone ? '\\frac{1}{3}' : ''}\\pi r^{2}h=${cone ? '\\frac{1}{3}\\times ' : ''}3.14\\times ${r}^{2}\\times ${h}=${v}$（立方厘米）。`,
      difficulty: 2, check: { kind: 'value', expr: `${cone ? '1/3*' : ''}3.14*${r}^2*${h}` },
    });
  });
}
