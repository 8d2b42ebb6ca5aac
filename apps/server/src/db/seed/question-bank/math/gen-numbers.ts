import type { SeedItem } from '../types.js';
import { BLANK, level, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, nonZero, numeric, pick, type Candidate, type Rand } from './choice.js';
import { p, signed } from './latex.js';
import { add, key, lcm, mul, q, tex, type Q } from './rational.js';
import { simplifySqrt, surdKey, texSurd } from './surd.js';

const near = (v: number) => (i: number) => numeric(v + (i % 2 ? 1 : -1) * (Math.floor(i / 2) + 1));
const rat = (v: Q): Candidate => ({ key: key(v), text: `$${tex(v)}$` });

/** 有理数的运算 (七年级上册): sums, products, order of operations, powers and the distributive law. */
export function rationalOperations(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const k = `math-c-rational-${i}`;
    const template = i % 5;
    let expr: string, ascii: string, v: number, steps: string, mistakes: Candidate[], at: Placement, diff: number;
    if (template === 0) {
      const [a, b, c] = [nonZero(rand, -30, 30), nonZero(rand, -30, 30), nonZero(rand, -30, 30)];
      v = a + b - c;
      expr = `${a}+${p(b)}-${p(c)}`;
      ascii = `${a}+(${b})-(${c})`;
      steps = `原式 $=${a}${signed(b)}${signed(-c)}=${a + b}${signed(-c)}=${v}$。减去一个数，等于加上这个数的相反数。`;
      mistakes = [numeric(a + b + c), numeric(-v), numeric(a - b - c)];
      at = { grade: 'A7', chapters: [rj('1.3'), bsd('7a', '2.6')], knowledge: ['有理数的加减法'] };
      diff = 1;
    } else if (template === 1) {
      const a = nonZero(rand, -12, 12);
      const b = nonZero(rand, -9, 9);
      const divisors = [2, 3, 4, 6].filter((d) => (a * b) % d === 0);
      const c = (divisors.length ? pick(rand, divisors) : 1) * (rand() < 0.5 ? -1 : 1);
      v = (a * b) / c;
      expr = `${a}\\times${p(b)}\\div${p(c)}`;
      ascii = `${a}*(${b})/(${c})`;
      steps = `先确定符号，再把绝对值相乘除：原式 $=${a * b}\\div${p(c)}=${v}$。`;
      mistakes = [numeric(-v), numeric(a * b * c)];
      at = { grade: 'A7', chapters: [rj('1.4.2'), bsd('7a', '2.8')], knowledge: ['有理数的乘除法'] };
      diff = 2;
    } else if (template === 2) {
      const [a, b, c] = [int(rand, -20, 20), nonZero(rand, -9, 9), nonZero(rand, -9, 9)];
      v = a - b * c;
      expr = `${a}-${p(b)}\\times${p(c)}`;
      ascii = `${a}-(${b})*(${c})`;
      steps = `先算乘法，再算减法：原式 $=${a}-${p(b * c)}=${v}$。`;
      mistakes = [numeric((a - b) * c), numeric(a + b * c), numeric(-v)];
      at = { grade: 'A7', chapters: [rj('1.4.1'), bsd('7a', '2.11')], knowledge: ['有理数的混合运算'] };
      diff = 2;
    } else if (template === 3) {
      const [m, e, n, r] = [int(rand, 2, 5), int(rand, 2, 3), int(rand, 1, 6), nonZero(rand, -6, 6)];
      const bracket = rand() < 0.6;
      const power = bracket ? (-m) ** e : -(m ** e);
      v = power - n * r;
      expr = `${bracket ? `(-${m})^{${e}}` : `-${m}^{${e}}`}-${n}\\times${p(r)}`;
      ascii = `${bracket ? `(-${m})^${e}` : `-(${m}^${e})`}-${n}*(${r})`;
      steps = `${bracket ? `$(-${m})^{${e}}=${power}$` : `$-${m}^{${e}}=-(${m}^{${e}})=${power}$`}，所以原式 $=${power}-${p(n * r)}=${v}$。`;
      mistakes = [numeric(-power - n * r), numeric((bracket ? -m * e : -m * e) - n * r), numeric(-v)];
      at = { grade: 'A7', chapters: [rj('1.5.1'), bsd('7a', '2.9')], knowledge: ['有理数的乘方', '有理数的混合运算'] };
      diff = 3;
    } else {
      const denominators = [2, 3, 4, 6, 8, 12];
      const parts = [0, 1, 2].map(() => {
        const d = pick(rand, denominators);
        const n = pick(rand, Array.from({ length: d - 1 }, (_, j) => j + 1).filter((x) => q(x, d).d === d));
        return q(n * (rand() < 0.35 ? -1 : 1), d);
      });
      const L = parts.reduce((m, x) => lcm(m, x.d), 1) * (rand() < 0.5 ? -1 : 1);
      const products = parts.map((x) => mul(x, q(L)).n);
      v = products.reduce((s, x) => s + x, 0);
      const inner = parts.map((x, j) => (j === 0 ? tex(x) : x.n < 0 ? tex(x) : `+${tex(x)}`)).join('');
      expr = `\\left(${inner}\\right)\\times${p(L)}`;
      ascii = `(${parts.map((x) => `(${x.n}/${x.d})`).join('+')})*(${L})`;
      steps = `运用乘法分配律：原式 $=${parts.map((x, j) => `${j === 0 ? '' : '+'}${x.n < 0 ? `\\left(${tex(x)}\\right)` : tex(x)}\\times${p(L)}`).join('')}$<br>$=${products[0]}${signed(products[1]!)}${signed(products[2]!)}=${v}$。`;
      const firstOnly = add(q(products[0]!), add(parts[1]!, parts[2]!));
      mistakes = [numeric(-v), rat(firstOnly), numeric(products[0]! - products[1]! + products[2]!)];
      at = { grade: 'A7', chapters: [rj('1.4.1'), bsd('7a', '2.11')], knowledge: ['有理数的混合运算', '有理数的乘除法'] };
      diff = 3 + (rand() < 0.4 ? 1 : 0);
    }
    return shaped(rand, k, at, shape, {
      choiceStem: `计算 $${expr}$ 的结果是`,
      fillStem: `计算：$${expr}=$${BLANK}。`,
      answerStem: `计算：$${expr}$。`,
      answer: `$${v}$`,
      correctKey: String(v),
      mistakes,
      fallback: near(v),
      explanation: steps,
      difficulty: level(diff),
      check: { kind: 'value', expr: ascii },
    });
  });
}

/** Real figures for scientific notation, with the number as printed in the source. */
const LARGE_FACTS: [string, number, string][] = [
  ['地球与太阳的平均距离约为', 149600000, '千米'],
  ['光在真空中的传播速度约为', 300000000, '米/秒'],
  ['我国陆地面积约为', 9600000, '平方千米'],
  ['月球与地球的平均距离约为', 384000, '千米'],
  ['长江全长约为', 6300, '千米'],
  ['太阳的半径约为', 696000, '千米'],
  ['三峡水电站的总装机容量为', 22500000, '千瓦'],
  ['港珠澳大桥全长约为', 55000, '米'],
  ['地球赤道的周长约为', 40000, '千米'],
  ['珠穆朗玛峰的海拔约为', 8848, '米'],
];

function mantissa(digits: string, intDigits: number): string {
  const padded = digits.padEnd(intDigits, '0');
  const rest = padded.slice(intDigits).replace(/0+$/, '');
  return padded.slice(0, intDigits) + (rest ? `.${rest}` : '');
}

/** 科学记数法 (七年级上册 1.5.2): write real large numbers as a×10ⁿ with 1 ≤ a < 10. */
export function scientificNotation(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const fact = LARGE_FACTS[i % LARGE_FACTS.length]!;
    const n = i < LARGE_FACTS.length ? fact[1] : int(rand, 11, 99) * 10 ** int(rand, 3, 7);
    const s = String(n);
    const digits = s.replace(/0+$/, '');
    const e = s.length - 1;
    const sci = (intDigits: number, exp: number) => {
      const text = `${mantissa(digits, intDigits)}\\times 10^{${exp}}`;
      return { key: text, text: `$${text}$` };
    };
    const correct = sci(1, e);
    const context = i < LARGE_FACTS.length ? `${fact[0]} $${n}$ ${fact[2]}` : `某市去年的财政收入约为 $${n}$ 元`;
    return shaped(rand, `math-c-scientific-${i}`, { grade: 'A7', chapters: [rj('1.5.2'), bsd('7a', '2.10')], knowledge: ['科学记数法'] }, shape, {
      choiceStem: `${context}，将 $${n}$ 用科学记数法表示为`,
      fillStem: `${context}，将 $${n}$ 用科学记数法表示为${BLANK}。`,
      answerStem: `${context}，请将 $${n}$ 用科学记数法表示，并说明 $n$ 的取法。`,
      answer: correct.text,
      correctKey: correct.key,
      mistakes: [sci(2, e - 1), sci(1, e - 1), { key: `0.${digits}e${e + 1}`, text: `$0.${digits}\\times 10^{${e + 1}}$` }],
      fallback: (a) => sci(1, e + 2 + a),
      explanation: `科学记数法写成 $a\\times 10^{n}$ 的形式，其中 $1\\leqslant a\\lt 10$，$n$ 等于原数的整数位数减 $1$。$${n}$ 有 $${e + 1}$ 位整数，所以 $n=${e}$，$${n}=${correct.key}$。`,
      difficulty: 1,
      check: { kind: 'scientific', n },
    });
  });
}

/** 平方根、立方根与实数 (七年级下册第六章): roots of perfect powers, estimation and mixed operations. */
export function rootsAndReals(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const template = i % 4;
    const k = `math-c-roots-${i}`;
    if (template === 2) {
      let n = int(rand, 5, 150);
      while (Number.isInteger(Math.sqrt(n))) n++;
      const a = Math.floor(Math.sqrt(n));
      const pair = (x: number): Candidate => ({ key: String(x), text: `$${x}$ 和 $${x + 1}$` });
      const at = { grade: 'A7', chapters: [rj('6.3'), bsd('8a', '2.4')], knowledge: ['实数的估算'] };
      const explanation = `因为 $${a}^{2}=${a * a}$，$${a + 1}^{2}=${(a + 1) ** 2}$，且 $${a * a}\\lt ${n}\\lt ${(a + 1) ** 2}$，所以 $${a}\\lt\\sqrt{${n}}\\lt ${a + 1}$。`;
      return shaped(rand, k, at, shape === 'fill' ? 'answer' : shape, {
        choiceStem: `估计 $\\sqrt{${n}}$ 的值在`,
        fillStem: '',
        answerStem: `估计 $\\sqrt{${n}}$ 的值在哪两个连续整数之间，并说明理由。`,
        answer: pair(a).text,
        correctKey: String(a),
        mistakes: [pair(a - 1), pair(a + 1), pair(Math.floor(n / 2) > a + 1 ? Math.floor(n / 2) : a + 2)],
        fallback: (t) => pair(a + 3 + t),
        explanation,
        difficulty: 2,
        check: { kind: 'sqrt-range', n },
      });
    }
    let expr: string, ascii: string, value: Q, steps: string, mistakes: Candidate[], at: Placement, diff: number;
    if (template === 0) {
      const fraction = rand() < 0.4;
      const [a, b] = fraction ? [int(rand, 1, 9), int(rand, 2, 12)] : [int(rand, 11, 25), 1];
      value = q(a, b);
      const inside = fraction ? `\\frac{${a * a}}{${b * b}}` : String(a * a);
      expr = `\\sqrt{${inside}}`;
      ascii = `sqrt(${a * a}/${b * b})`;
      steps = `因为 $${fraction ? `\\left(${tex(value)}\\right)` : a}^{2}=${inside}$，且算术平方根是非负数，所以 $${expr}=${tex(value)}$。`;
      mistakes = [rat(q(-a, b)), rat(q(a * a, b * b * 2)), rat(fraction ? q(a, b * b) : q(a + 2))];
      at = { grade: 'A7', chapters: [rj('6.1'), bsd('8a', '2.2')], knowledge: ['平方根与算术平方根'] };
      diff = 1;
    } else if (template === 1) {
      const m = nonZero(rand, -10, 10);
      value = q(m);
      expr = `\\sqrt[3]{${m ** 3}}`;
      ascii = `cbrt(${m ** 3})`;
      steps = `因为 $${p(m)}^{3}=${m ** 3}$，所以 $${expr}=${m}$。${m < 0 ? '负数的立方根是负数。' : ''}`;
      mistakes = [rat(q(-m)), rat(q(m * m * (m < 0 ? -1 : 1))), rat(q(m ** 3 / 3 === Math.round(m ** 3 / 3) ? m ** 3 / 3 : m * 2))];
      at = { grade: 'A7', chapters: [rj('6.2'), bsd('8a', '2.3')], knowledge: ['立方根'] };
      diff = 1;
    } else {
      const [a, b, c] = [int(rand, 2, 12), nonZero(rand, -5, 5), nonZero(rand, -9, 9)];
      const v = a + b - Math.abs(c);
      value = q(v);
      expr = `\\sqrt{${a * a}}+\\sqrt[3]{${b ** 3}}-|${c}|`;
      ascii = `sqrt(${a * a})+cbrt(${b ** 3})-abs(${c})`;
      steps = `原式 $=${a}${signed(b)}-${Math.abs(c)}=${v}$。`;
      mistakes = [numeric(a - b - Math.abs(c)), numeric(a + b + Math.abs(c)), numeric(a + b - c === v ? v + 2 : a + b - c)];
      at = { grade: 'A7', chapters: [rj('6.3'), bsd('8a', '2.6')], knowledge: ['无理数与实数', '平方根与算术平方根', '立方根'] };
      diff = 2;
    }
    return shaped(rand, k, at, shape, {
      choiceStem: `$${expr}$ 的值是`,
      fillStem: `计算：$${expr}=$${BLANK}。`,
      answerStem: `计算：$${expr}$。`,
      answer: `$${tex(value)}$`,
      correctKey: key(value),
      mistakes,
      fallback: (t) => rat(add(value, q(t + 1))),
      explanation: steps,
      difficulty: level(diff),
      check: { kind: 'value', expr: ascii },
    });
  });
}

/** 二次根式 (八年级下册第十六章): simplest form, sums of like radicals, products and quotients. */
export function surds(rand: Rand, count: number): SeedItem[] {
  const radicands = [2, 3, 5, 6, 7];
  return repeat(count, (i, shape) => {
    const m = pick(rand, radicands);
    const template = i % 3;
    let expr: string, ascii: string, c: number, r: number, steps: string, mistakes: Candidate[], knowledge: string[], chapter: string;
    const surd = (cc: number, rr: number): Candidate => ({ key: surdKey(cc, rr), text: `$${texSurd(cc, rr)}$` });
    if (template === 0) {
      const k = int(rand, 2, 6);
      [c, r] = [k, m];
      expr = `\\sqrt{${k * k * m}}`;
      ascii = `sqrt(${k * k * m})`;
      steps = `$${expr}=\\sqrt{${k * k}\\times ${m}}=\\sqrt{${k * k}}\\times\\sqrt{${m}}=${texSurd(k, m)}$。`;
      mistakes = [surd(m, k), surd(k * k, m), surd(1, k * m)];
      knowledge = ['二次根式的化简'];
      chapter = rj('16.2');
    } else if (template === 1) {
      const a = int(rand, 1, 4);
      const b = a + int(rand, 1, 2);
      const minus = rand() < 0.4;
      c = minus ? a - b : a + b;
      r = m;
      expr = `\\sqrt{${a * a * m}}${minus ? '-' : '+'}\\sqrt{${b * b * m}}`;
      ascii = `sqrt(${a * a * m})${minus ? '-' : '+'}sqrt(${b * b * m})`;
      steps = `先化成最简二次根式再合并同类二次根式：原式 $=${texSurd(a, m)}${minus ? '-' : '+'}${texSurd(b, m)}=${texSurd(c, m)}$。`;
      const [ks, ms] = simplifySqrt(minus ? Math.abs(a * a - b * b) * m : (a * a + b * b) * m);
      mistakes = [surd(ks * (minus && a < b ? -1 : 1), ms), surd(c, 2 * m), surd(-c, m)];
      knowledge = ['二次根式的运算', '二次根式的化简'];
      chapter = rj('16.3');
    } else {
      const [a, b] = [int(rand, 2, 6), int(rand, 2, 5)];
      const n = a * a * m;
      const quotient = rand() < 0.5;
      if (quotient) {
        [c, r] = simplifySqrt((n * b * b) / m);
        expr = `\\sqrt{${n * b * b}}\\div\\sqrt{${m}}`;
        ascii = `sqrt(${n * b * b})/sqrt(${m})`;
        steps = `$${expr}=\\sqrt{${n * b * b}\\div ${m}}=\\sqrt{${(n * b * b) / m}}=${texSurd(c, r)}$。`;
        mistakes = [surd(1, (n * b * b) / m / 2), surd(a * b * m, 1), surd(a, b * m)];
      } else {
        [c, r] = simplifySqrt(a * a * m * m * b);
        expr = `\\sqrt{${a * a * m}}\\times\\sqrt{${m * b}}`;
        ascii = `sqrt(${a * a * m})*sqrt(${m * b})`;
        steps = `$${expr}=\\sqrt{${a * a * m}\\times ${m * b}}=\\sqrt{${a * a * m * m * b}}=${texSurd(c, r)}$。`;
        mistakes = [surd(a * m, 1), surd(c, r * 2), surd(a, m * b)];
      }
      knowledge = ['二次根式的运算'];
      chapter = rj('16.2');
    }
    return shaped(rand, `math-c-surds-${i}`, { grade: 'A8', chapters: [chapter, bsd('8a', '2.7')], knowledge }, shape, {
      choiceStem: `${template === 0 ? '化简' : '计算'} $${expr}$ 的结果是`,
      fillStem: `${template === 0 ? '化简' : '计算'}：$${expr}=$${BLANK}。`,
      answerStem: `${template === 0 ? '化简' : '计算'}：$${expr}$。`,
      answer: `$${texSurd(c, r)}$`,
      correctKey: surdKey(c, r),
      mistakes,
      fallback: (t) => surd(c + t + 1, r),
      explanation: steps,
      difficulty: level(2 + template * 0.7),
      check: { kind: 'value', expr: ascii },
    });
  });
}
