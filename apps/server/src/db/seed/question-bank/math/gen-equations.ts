import { ItemType } from '@zuoyeben/shared';
import type { SeedItem } from '../types.js';
import { BLANK, level, makeItem, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, nonZero, pick, type Candidate, type Rand } from './choice.js';
import { lines, p, poly, polyAscii, shift, signed, term } from './latex.js';
import { key, lcm, q, tex, type Q } from './rational.js';

const root = (v: Q): Candidate => ({ key: key(v), text: `$x=${tex(v)}$` });

/** 一元一次方程 (七年级上册第三章): transposing, brackets and denominators, with the steps worked out. */
export function linearEquations(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const r = nonZero(rand, -9, 9);
    const form = i % 3;
    let eq: string, lhs: string, rhs: string, steps: string[], mistakes: Candidate[], chapter: string, diff: number;
    if (form === 0) {
      const a = nonZero(rand, -9, 9);
      let c = nonZero(rand, -9, 9);
      if (c === a) c = a + 1 || 2;
      const b = int(rand, -15, 15);
      const d = (a - c) * r + b;
      eq = `${poly([[a, 'x'], [b, '']])}=${poly([[c, 'x'], [d, '']])}`;
      [lhs, rhs] = [polyAscii([[a, 'x'], [b, '']]), polyAscii([[c, 'x'], [d, '']])];
      steps = [`移项，得 $${term(a, 'x', true)}${term(-c, 'x')}=${d}${signed(-b)}$，`, `合并同类项，得 $${poly([[a - c, 'x']])}=${d - b}$，`,
        `系数化为 $1$，得 $x=${r}$。`];
      mistakes = [root(q(d + b, a - c)), root(q(d - b, a + c === 0 ? 1 : a + c)), root(q(-r))];
      chapter = rj('3.2');
      diff = 1 + (a < 0 || c < 0 ? 1 : 0);
    } else if (form === 1) {
      const m = nonZero(rand, -5, 5) || 2;
      let n = nonZero(rand, -6, 6);
      if (n === m) n = m + 1 || 2;
      const e = nonZero(rand, -6, 6);
      const g = m * (r - e) - n * r;
      eq = `${m === 1 ? '' : m === -1 ? '-' : m}(${shift('x', e)})=${poly([[n, 'x'], [g, '']])}`;
      [lhs, rhs] = [`${m}*(x-(${e}))`, polyAscii([[n, 'x'], [g, '']])];
      steps = [`去括号，得 $${poly([[m, 'x'], [-m * e, '']])}=${poly([[n, 'x'], [g, '']])}$，`,
        `移项，得 $${term(m, 'x', true)}${term(-n, 'x')}=${g}${signed(m * e)}$，`, `合并同类项，得 $${poly([[m - n, 'x']])}=${g + m * e}$，`,
        `系数化为 $1$，得 $x=${r}$。`];
      mistakes = [root(q(g - e, m - n)), root(q(g - m * e, m - n)), root(q(-r))];
      chapter = rj('3.3');
      diff = 2 + (m < 0 ? 1 : 0);
    } else {
      const [m, n] = pick(rand, [[2, 3], [3, 4], [2, 5], [3, 2], [4, 3], [6, 4], [4, 6], [5, 3], [3, 6], [2, 4]] as const);
      let a = int(rand, -6, 6);
      let b = int(rand, -6, 6);
      let c = q(1, 2);
      for (let t = 0; t < 50 && c.d !== 1; t++) {
        a = int(rand, -6, 6);
        b = int(rand, -6, 6);
        c = q((r + a) * n - (r + b) * m, m * n);
      }
      if (c.d !== 1) [a, b, c] = [m - r, n - r, q(0)];
      const L = lcm(m, n);
      const [u, v] = [L / m, L / n];
      const k = c.n;
      eq = `\\frac{${poly([[1, 'x'], [a, '']])}}{${m}}-\\frac{${poly([[1, 'x'], [b, '']])}}{${n}}=${k}`;
      [lhs, rhs] = [`(x+(${a}))/${m}-(x+(${b}))/${n}`, String(k)];
      const co = (c: number) => (c === 1 ? '' : String(c));
      steps = [`去分母（两边同乘 $${L}$），得 $${co(u)}(${poly([[1, 'x'], [a, '']])})-${co(v)}(${poly([[1, 'x'], [b, '']])})=${L * k}$，`,
        `去括号，得 $${poly([[u, 'x'], [u * a, ''], [-v, 'x'], [-v * b, '']])}=${L * k}$，`,
        `移项、合并同类项，得 $${poly([[u - v, 'x']])}=${L * k - u * a + v * b}$，`, `系数化为 $1$，得 $x=${r}$。`];
      mistakes = [root(q(k - u * a + v * b, u - v)), root(q(L * k - u * a - v * b, u - v)), root(q(-r))];
      chapter = rj('3.3');
      diff = 3 + (rand() < 0.3 ? 1 : 0);
    }
    const at = { grade: 'A7', chapters: [chapter, bsd('7a', '5.2')], knowledge: ['一元一次方程的解法'] };
    return shaped(rand, `math-c-linear-eq-${i}`, at, shape, {
      choiceStem: `方程 $${eq}$ 的解是`,
      fillStem: `方程 $${eq}$ 的解是 $x=$${BLANK}。`,
      answerStem: `解方程：$${eq}$。`,
      answer: `$x=${r}$`,
      fillAnswer: `$${r}$`,
      correctKey: key(q(r)),
      mistakes,
      fallback: (t) => root(q(r + t + 1)),
      explanation: lines(...steps),
      difficulty: level(diff),
      check: { kind: 'equation', vars: ['x'], equations: [[lhs, rhs]] },
    });
  });
}

/** 实际问题与一元一次方程: discount sales, meeting and catching up, each modelled and solved. */
export function linearEquationProblems(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const form = i % 3;
    let stem: string, answer: string, steps: string[], equation: [string, string], chapter: string;
    if (form === 0) {
      let cost = 0, markup = 0, fold = 0, profit = 0;
      do {
        cost = int(rand, 1, 10) * 100;
        markup = pick(rand, [20, 25, 40, 50, 60, 80, 100]);
        fold = pick(rand, [7, 8, 9]);
        profit = (cost * (100 + markup) * fold) / 1000 - cost;
      } while (profit <= 0 || !Number.isInteger(profit));
      stem = `某商店将一种商品按进价提高 $${markup}\\%$ 后标价，又以 $${fold}$ 折（即按标价的 $${fold}0\\%$）优惠卖出，结果每件仍获利 $${profit}$ 元。这种商品每件的进价是多少元？`;
      const factor = q((100 + markup) * fold, 1000);
      steps = [`设每件的进价为 $x$ 元，则标价为 $(1+${markup}\\%)x$ 元，售价为 $${fold / 10}\\times(1+${markup}\\%)x$ 元。`,
        `根据题意，得 $${fold / 10}\\times(1+${markup}\\%)x-x=${profit}$，`, `即 $${tex(factor)}x-x=${profit}$，解得 $x=${cost}$。`, `答：这种商品每件的进价是 $${cost}$ 元。`];
      answer = `每件的进价是 $${cost}$ 元`;
      equation = [`(${fold}/10)*(1+${markup}/100)*x-x`, String(profit)];
      chapter = bsd('7a', '5.4');
    } else if (form === 1) {
      const [v1, v2, t] = [int(rand, 4, 9) * 10, int(rand, 4, 12) * 10, int(rand, 2, 6)];
      const distance = (v1 + v2) * t;
      stem = `甲、乙两地相距 $${distance}$ 千米，一辆货车从甲地出发，速度为 $${v1}$ 千米/时；同时一辆客车从乙地出发，速度为 $${v2}$ 千米/时，两车相向而行。经过几小时两车相遇？`;
      steps = [`设经过 $x$ 小时两车相遇。两车所行路程之和等于两地距离，`, `得 $${v1}x+${v2}x=${distance}$，即 $${v1 + v2}x=${distance}$，解得 $x=${t}$。`,
        `答：经过 $${t}$ 小时两车相遇。`];
      answer = `经过 $${t}$ 小时两车相遇`;
      equation = [`${v1}*x+${v2}*x`, String(distance)];
      chapter = rj('3.4');
    } else {
      let v1 = 0, head = 0, x = 0, v2 = 0;
      do {
        v1 = pick(rand, [60, 70, 75, 80, 90]);
        head = int(rand, 3, 10);
        x = int(rand, 3, 15);
        v2 = (v1 * (x + head)) / x;
      } while (!Number.isInteger(v2) || v2 > 400);
      stem = `小明每天早上要在 7:50 之前赶到学校上学。一天，小明以 $${v1}$ 米/分的速度出发，$${head}$ 分钟后，爸爸发现他忘了带语文书，于是立即以 $${v2}$ 米/分的速度去追小明。爸爸追上小明用了多少分钟？`;
      steps = [`设爸爸追上小明用了 $x$ 分钟。追上时两人走过的路程相等，`, `得 $${v2}x=${v1}(x+${head})$，即 $${v2 - v1}x=${v1 * head}$，解得 $x=${x}$。`,
        `答：爸爸追上小明用了 $${x}$ 分钟。`];
      answer = `爸爸追上小明用了 $${x}$ 分钟`;
      equation = [`${v2}*x`, `${v1}*(x+${head})`];
      chapter = bsd('7a', '5.6');
    }
    const at: Placement = { grade: 'A7', chapters: [rj('3.4'), chapter], knowledge: ['一元一次方程的应用'] };
    return makeItem(rand, `math-c-linear-app-${i}`, at, {
      type: ItemType.ShortAnswer, stem, answer: [answer], explanation: lines(...steps), difficulty: level(3 + (i % 2)),
      check: { kind: 'equation', vars: ['x'], equations: [equation], positive: true },
    });
  });
}

const pair = (x: number, y: number): Candidate => ({ key: `${x},${y}`, text: `$\\begin{cases}x=${x},\\\\y=${y}.\\end{cases}$` });

/** 二元一次方程组 (七年级下册第八章): elimination with the multipliers worked out, and 鸡兔同笼-style problems. */
export function linearSystems(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const [x, y] = [nonZero(rand, -6, 6), int(rand, -6, 6)];
    let a1 = 0, b1 = 0, a2 = 0, b2 = 0;
    do [a1, b1, a2, b2] = [nonZero(rand, -5, 5), nonZero(rand, -5, 5), nonZero(rand, -5, 5), nonZero(rand, -5, 5)];
    while (a1 * b2 - a2 * b1 === 0);
    const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
    const e1 = poly([[a1, 'x'], [b1, 'y']]);
    const e2 = poly([[a2, 'x'], [b2, 'y']]);
    const system = `\\begin{cases}${e1}=${c1}\\\\${e2}=${c2}\\end{cases}`;
    const L = lcm(b1, b2);
    const [m1, m2] = [L / b1, L / b2];
    const steps = [
      `记 $${e1}=${c1}$ 为①，$${e2}=${c2}$ 为②。`,
      m1 === 1 ? '' : `①$\\times${p(m1)}$，得 $${poly([[a1 * m1, 'x'], [L, 'y']])}=${c1 * m1}$ ③，`,
      m2 === 1 ? '' : `②$\\times${p(m2)}$，得 $${poly([[a2 * m2, 'x'], [L, 'y']])}=${c2 * m2}$ ④，`,
      `${m1 === 1 ? '①' : '③'}$-$${m2 === 1 ? '②' : '④'}，消去 $y$，得 $${poly([[a1 * m1 - a2 * m2, 'x']])}=${c1 * m1 - c2 * m2}$，解得 $x=${x}$。`,
      `把 $x=${x}$ 代入①，得 $${poly([[a1 * x, ''], [b1, 'y']])}=${c1}$，解得 $y=${y}$。`,
      `所以这个方程组的解是 $\\begin{cases}x=${x},\\\\y=${y}.\\end{cases}$`,
    ];
    const at = { grade: 'A7', chapters: [rj('8.2'), bsd('8a', '5.2')], knowledge: ['二元一次方程组的解法'] };
    return shaped(rand, `math-c-system-${i}`, at, shape, {
      choiceStem: `方程组 $${system}$ 的解是`,
      fillStem: `方程组 $${system}$ 的解是 $x=$${BLANK}，$y=$${BLANK}。`,
      answerStem: `解方程组：$${system}$`,
      answer: pair(x, y).text,
      fillAnswer: [`$${x}$`, `$${y}$`],
      correctKey: `${x},${y}`,
      mistakes: [pair(y, x), pair(x, -y), pair(-x, y)],
      fallback: (t) => pair(x + t + 1, y - 1),
      explanation: lines(...steps),
      difficulty: level(2 + (Math.abs(m1) > 1 && Math.abs(m2) > 1 ? 1 : 0)),
      check: { kind: 'equation', vars: ['x', 'y'], equations: [[polyAscii([[a1, 'x'], [b1, 'y']]), String(c1)], [polyAscii([[a2, 'x'], [b2, 'y']]), String(c2)]] },
    });
  });
}

/** 实际问题与二元一次方程组: chickens and rabbits, adult and student tickets. */
export function linearSystemProblems(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    let stem: string, answer: string, steps: string[], equations: [string, string][];
    if (i % 2 === 0) {
      const [chickens, rabbits] = [int(rand, 8, 40), int(rand, 5, 30)];
      const [heads, legs] = [chickens + rabbits, 2 * chickens + 4 * rabbits];
      stem = `今有鸡兔同笼，上有 $${heads}$ 个头，下有 $${legs}$ 只脚。问鸡、兔各有几只？`;
      steps = [`设鸡有 $x$ 只，兔有 $y$ 只。根据题意，得 $\\begin{cases}x+y=${heads},\\\\2x+4y=${legs}.\\end{cases}$`,
        `由第一个方程得 $x=${heads}-y$，代入第二个方程，得 $2(${heads}-y)+4y=${legs}$，解得 $y=${rabbits}$，所以 $x=${chickens}$。`,
        `答：鸡有 $${chickens}$ 只，兔有 $${rabbits}$ 只。`];
      answer = `鸡有 $${chickens}$ 只，兔有 $${rabbits}$ 只`;
      equations = [['x+y', String(heads)], ['2*x+4*y', String(legs)]];
    } else {
      const [adultPrice, studentPrice] = pick(rand, [[40, 20], [50, 30], [60, 35], [30, 15], [80, 45]] as const);
      const [adults, students] = [int(rand, 3, 20), int(rand, 10, 50)];
      const total = adults + students;
      const money = adults * adultPrice + students * studentPrice;
      stem = `某景区门票价格为：成人票每张 $${adultPrice}$ 元，学生票每张 $${studentPrice}$ 元。某校组织师生游览该景区，共购买门票 $${total}$ 张，花费 $${money}$ 元。成人票和学生票各买了多少张？`;
      steps = [`设买了成人票 $x$ 张，学生票 $y$ 张。根据题意，得 $\\begin{cases}x+y=${total},\\\\${adultPrice}x+${studentPrice}y=${money}.\\end{cases}$`,
        `第一个方程乘 $${studentPrice}$ 后与第二个方程相减，得 $${adultPrice - studentPrice}x=${money - studentPrice * total}$，解得 $x=${adults}$，所以 $y=${students}$。`,
        `答：成人票买了 $${adults}$ 张，学生票买了 $${students}$ 张。`];
      answer = `成人票 $${adults}$ 张，学生票 $${students}$ 张`;
      equations = [['x+y', String(total)], [`${adultPrice}*x+${studentPrice}*y`, String(money)]];
    }
    const at: Placement = { grade: 'A7', chapters: [rj('8.3'), bsd('8a', i % 2 === 0 ? '5.3' : '5.4')], knowledge: ['二元一次方程组的应用'] };
    return makeItem(rand, `math-c-system-app-${i}`, at, {
      type: ItemType.ShortAnswer, stem, answer: [answer], explanation: lines(...steps), difficulty: 3,
      check: { kind: 'equation', vars: ['x', 'y'], equations },
    });
  });
}
