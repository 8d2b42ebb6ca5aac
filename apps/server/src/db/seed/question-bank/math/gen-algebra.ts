import { ItemType } from '@zuoyeben/shared';
import type { SeedItem } from '../types.js';
import { BLANK, level, makeItem, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, nonZero, numeric, pick, type Candidate, type Rand } from './choice.js';
import { lines, p, poly, polyAscii, shift, signed } from './latex.js';

const expr = (terms: [number, string][]): Candidate => ({ key: poly(terms), text: `$${poly(terms)}$` });

/** 整式的加减 (七年级上册 2.2): removing brackets and combining like terms, and evaluating an expression. */
export function polynomialSums(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    if (i % 3 === 2) {
      const [a, b, c] = [nonZero(rand, -3, 4), nonZero(rand, -6, 6), int(rand, -9, 9)];
      const x = nonZero(rand, -3, 3);
      const value = a * x * x + b * x + c;
      const e = poly([[a, 'x^{2}'], [b, 'x'], [c, '']]);
      return shaped(rand, `math-c-evaluate-${i}`, { grade: 'A7', chapters: [rj('2.1'), bsd('7a', '3.2')], knowledge: ['代数式求值'] }, shape, {
        choiceStem: `当 $x=${x}$ 时，代数式 $${e}$ 的值为`, fillStem: `当 $x=${x}$ 时，代数式 $${e}$ 的值为${BLANK}。`,
        answerStem: `当 $x=${x}$ 时，求代数式 $${e}$ 的值。`, answer: `$${value}$`, correctKey: String(value),
        mistakes: [numeric(-a * x * x + b * x + c), numeric(a * x * x - b * x + c), numeric(a * 2 * x + b * x + c)], fallback: (t) => numeric(value + t + 1),
        explanation: `把 $x=${x}$ 代入，得原式 $=${a === 1 ? '' : a === -1 ? '-' : `${a}\\times `}${p(x)}^{2}${b < 0 ? '-' : '+'}${Math.abs(b)}\\times ${p(x)}${signed(c)}=${value}$。`,
        difficulty: 2, check: { kind: 'value', expr: polyAscii([[a, 'x^2'], [b, 'x'], [c, '']]).replaceAll('x', `(${x})`) },
      });
    }
    const [m, n] = [nonZero(rand, 1, 4), nonZero(rand, -4, -1)];
    const [a1, b1, a2, b2] = [nonZero(rand, -5, 5), nonZero(rand, -5, 5), nonZero(rand, -5, 5), nonZero(rand, -5, 5)];
    const [ra, rb] = [m * a1 + n * a2, m * b1 + n * b2];
    const br = (k: number, a: number, b: number) => `${k === 1 ? '' : k === -1 ? '-' : k}(${poly([[a, 'a'], [b, 'b']])})`;
    const e = `${br(m, a1, b1)}${n < 0 ? '' : '+'}${br(n, a2, b2)}`;
    const at: Placement = { grade: 'A7', chapters: [rj('2.2'), bsd('7a', '3.4')], knowledge: ['整式的加减', '去括号'] };
    return shaped(rand, `math-c-poly-sum-${i}`, at, shape, {
      choiceStem: `化简 $${e}$ 的结果是`, fillStem: `化简：$${e}=$${BLANK}。`, answerStem: `化简：$${e}$。`,
      answer: expr([[ra, 'a'], [rb, 'b']]).text, correctKey: poly([[ra, 'a'], [rb, 'b']]),
      mistakes: [expr([[m * a1 + n * a2, 'a'], [m * b1 - n * b2, 'b']]), expr([[m * a1 + n * a2, 'a'], [m * b1 + b2 * Math.sign(n), 'b']]), expr([[m * a1 - n * a2, 'a'], [m * b1 - n * b2, 'b']])],
      fallback: (t) => expr([[ra + t + 1, 'a'], [rb, 'b']]),
      explanation: lines(`去括号，得原式 $=${poly([[m * a1, 'a'], [m * b1, 'b'], [n * a2, 'a'], [n * b2, 'b']])}$`, `合并同类项，得 $${poly([[ra, 'a'], [rb, 'b']])}$。`),
      difficulty: level(2 + (n < -1 ? 1 : 0)), check: { kind: 'identity', vars: ['a', 'b'], expr: `${m}*(${a1}*a+(${b1})*b)+(${n})*(${a2}*a+(${b2})*b)` },
    });
  });
}

/** 整式的乘法与因式分解 (八年级上册第十四章): powers, the product formulas, and factorising. */
export function productsAndFactoring(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const template = i % 4;
    if (template === 0) {
      const [m, n] = [int(rand, 2, 6), int(rand, 2, 5)];
      const op = pick(rand, ['mul', 'pow', 'div'] as const);
      const [e, r, wrong] = op === 'mul' ? [`a^{${m}}\\cdot a^{${n}}`, m + n, m * n] : op === 'pow' ? [`(a^{${m}})^{${n}}`, m * n, m + n] : [`a^{${m + n}}\\div a^{${n}}`, m, m + 2 * n];
      const pw = (k: number): Candidate => ({ key: String(k), text: `$a^{${k}}$` });
      const rule = op === 'mul' ? '同底数幂相乘，底数不变，指数相加' : op === 'pow' ? '幂的乘方，底数不变，指数相乘' : '同底数幂相除，底数不变，指数相减';
      return shaped(rand, `math-c-powers-${i}`, { grade: 'A8', chapters: [rj('14.1'), bsd('7b', op === 'mul' ? '1.1' : op === 'pow' ? '1.2' : '1.3')], knowledge: ['幂的运算'] }, shape, {
        choiceStem: `计算 $${e}$ 的结果是`, fillStem: `计算：$${e}=$${BLANK}。`, answerStem: `计算：$${e}$。`,
        answer: pw(r).text, correctKey: String(r), mistakes: [pw(wrong), pw(r + 1), pw(Math.max(1, r - 1))].filter((c) => c.key !== String(r)), fallback: (t) => pw(r + t + 2),
        explanation: `${rule}：$${e}=a^{${r}}$。`, difficulty: 1, check: { kind: 'identity', vars: ['a'], expr: op === 'mul' ? `a^${m}*a^${n}` : op === 'pow' ? `(a^${m})^${n}` : `a^${m + n}/a^${n}` },
      });
    }
    if (template === 1) {
      const [s, t] = [nonZero(rand, -7, 7), nonZero(rand, -7, 7)];
      const square = rand() < 0.4;
      const [u, v] = square ? [s, s] : [s, t];
      const e = square ? `(${shift('x', -u)})^{2}` : `(${shift('x', -u)})(${shift('x', -v)})`;
      const rightTerms: [number, string][] = [[1, 'x^{2}'], [u + v, 'x'], [u * v, '']];
      return shaped(rand, `math-c-expand-${i}`, { grade: 'A8', chapters: [rj(square ? '14.2' : '14.1'), bsd('7b', square ? '1.6' : '1.4')], knowledge: [square ? '乘法公式' : '整式的乘法'] }, shape, {
        choiceStem: `计算 $${e}$ 的结果是`, fillStem: `计算：$${e}=$${BLANK}。`, answerStem: `计算：$${e}$。`,
        answer: expr(rightTerms).text, correctKey: poly(rightTerms),
        mistakes: [expr([[1, 'x^{2}'], [u * v, '']]), expr([[1, 'x^{2}'], [u - v || 2 * u + 1, 'x'], [u * v, '']]), expr([[1, 'x^{2}'], [u + v, 'x'], [-u * v, '']])],
        fallback: (k) => expr([[1, 'x^{2}'], [u + v + k + 1, 'x'], [u * v, '']]),
        explanation: square ? `由完全平方公式 $(a+b)^{2}=a^{2}+2ab+b^{2}$，得 $${e}=x^{2}${signed(2 * u)}x+${u * u}$。`
          : `多项式乘多项式：$${e}=x^{2}${signed(v)}x${signed(u)}x${signed(u * v)}=${poly(rightTerms)}$。`,
        difficulty: 2, check: { kind: 'identity', vars: ['x'], expr: `(x+(${u}))*(x+(${v}))` },
      });
    }
    const factorQ = template === 2;
    let given: string, answer: string, ascii: string, explanation: string, mistakes: Candidate[];
    if (factorQ) {
      let [r1, r2] = [nonZero(rand, -8, 8), nonZero(rand, -8, 8)];
      if (r1 === -r2) r2 += 1;
      if (r2 === 0) r2 = 3;
      given = poly([[1, 'x^{2}'], [-(r1 + r2), 'x'], [r1 * r2, '']]);
      ascii = polyAscii([[1, 'x^2'], [-(r1 + r2), 'x'], [r1 * r2, '']]);
      answer = `(${shift('x', r1)})(${shift('x', r2)})`;
      mistakes = [`(${shift('x', -r1)})(${shift('x', -r2)})`, `(${shift('x', r1)})(${shift('x', -r2)})`, `x(${poly([[1, 'x'], [-(r1 + r2), '']])})${signed(r1 * r2)}`].map((t) => ({ key: t, text: `$${t}$` }));
      explanation = `因为 $${p(-r1)}\\times ${p(-r2)}=${r1 * r2}$，$${p(-r1)}+${p(-r2)}=${-(r1 + r2)}$，所以 $${given}=${answer}$。`;
    } else {
      const [m, k] = [pick(rand, [2, 3, 5, 1]), int(rand, 1, 6)];
      given = poly([[m, 'x^{2}'], [-m * k * k, '']]);
      ascii = `${m}*x^2-${m * k * k}`;
      answer = `${m === 1 ? '' : m}(x+${k})(x-${k})`;
      mistakes = [`${m === 1 ? '' : m}(x-${k})^{2}`, `${m === 1 ? '' : m}(x+${k})^{2}`, `(${m === 1 ? '' : m}x+${k})(${m === 1 ? '' : m}x-${k})`].map((t) => ({ key: t, text: `$${t}$` }));
      explanation = m === 1 ? `由平方差公式，$${given}=x^{2}-${k}^{2}=${answer}$。` : `先提公因式 $${m}$，再用平方差公式：$${given}=${m}(x^{2}-${k * k})=${answer}$。`;
    }
    return shaped(rand, `math-c-factor-${i}`, { grade: 'A8', chapters: [rj('14.3'), bsd('8b', factorQ ? '4.1' : '4.3')], knowledge: [factorQ ? '公式法' : '提公因式法', '公式法'].slice(0, factorQ ? 1 : 2) }, shape, {
      choiceStem: `分解因式 $${given}$ 的结果是`, fillStem: `分解因式：$${given}=$${BLANK}。`, answerStem: `分解因式：$${given}$。`,
      answer: `$${answer}$`, correctKey: answer, mistakes, fallback: (t) => ({ key: `f${t}`, text: `$(x+${t + 10})(x-1)$` }),
      explanation, difficulty: level(factorQ ? 3 : 2), check: { kind: 'identity', vars: ['x'], expr: ascii, form: 'product' },
    });
  });
}

/** 分式 (八年级上册第十五章): when a fraction is defined, simplifying, and fractional equations with the check. */
export function fractionsOfPolynomials(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const template = i % 3;
    if (template === 0) {
      const [a, b] = [nonZero(rand, -6, 6), int(rand, -6, 6)];
      const cand = (v: number, rel = '\\neq'): Candidate => ({ key: `${rel}${v}`, text: `$x${rel} ${v}$` });
      return shaped(rand, `math-c-fraction-${i}`, { grade: 'A8', chapters: [rj('15.1'), bsd('8b', '5.1')], knowledge: ['分式有意义的条件'] }, 'choice', {
        choiceStem: `若分式 $\\frac{${poly([[1, 'x'], [b, '']])}}{${shift('x', a)}}$ 有意义，则 $x$ 的取值范围是`, fillStem: '', answerStem: '',
        answer: cand(a).text, correctKey: `\\neq${a}`, mistakes: [cand(-a), cand(-b === a ? a + 1 : -b), cand(a, '=')], fallback: (t) => cand(a + t + 1),
        explanation: `分式有意义的条件是分母不等于 $0$，即 $${shift('x', a)}\\neq 0$，所以 $x\\neq ${a}$。`,
        difficulty: 1, check: { kind: 'defined', denominator: `x-(${a})`, variable: 'x' },
      });
    }
    if (template === 1) {
      const k = nonZero(rand, -5, 5);
      const given = `\\frac{x^{2}-${k * k}}{x^{2}${signed(-k)}x}`;
      const answer = `\\frac{${shift('x', -k)}}{x}`;
      return makeItem(rand, `math-c-fraction-${i}`, { grade: 'A8', chapters: [rj('15.1'), bsd('8b', '5.1')], knowledge: ['分式的运算'] }, {
        type: ItemType.FillBlank, stem: `化简：$${given}=$${BLANK}。`, answer: [`$${answer}$`],
        explanation: `分子、分母分别因式分解再约分：$${given}=\\frac{(${shift('x', -k)})(${shift('x', k)})}{x(${shift('x', k)})}=${answer}$。`,
        difficulty: 2, check: { kind: 'identity', vars: ['x'], expr: `(x^2-${k * k})/(x^2-(${k})*x)` },
      });
    }
    // a/(x+b) = c/(x+d)  ⇒  a(x+d) = c(x+b)  ⇒  x = (cb - ad)/(a - c), chosen to be an integer that keeps both denominators non-zero.
    let a = 0, c = 0, b = 0, d = 0, x = 0;
    do {
      [a, c] = [nonZero(rand, -6, 6), nonZero(rand, -6, 6)];
      [b, d] = [int(rand, -5, 5), int(rand, -5, 5)];
      x = (c * b - a * d) / (a - c);
    } while (a === c || b === d || !Number.isInteger(x) || x + b === 0 || x + d === 0);
    const eq = `\\frac{${a}}{${shift('x', -b)}}=\\frac{${c}}{${shift('x', -d)}}`;
    return makeItem(rand, `math-c-fraction-${i}`, { grade: 'A8', chapters: [rj('15.3'), bsd('8b', '5.4')], knowledge: ['分式方程的解法'] }, {
      type: ItemType.ShortAnswer, stem: `解分式方程：$${eq}$。`, answer: [`$x=${x}$`],
      explanation: lines(`方程两边同乘 $(${shift('x', -b)})(${shift('x', -d)})$，得 $${a}(${shift('x', -d)})=${c}(${shift('x', -b)})$，`,
        `解得 $x=${x}$。`, `检验：当 $x=${x}$ 时，$(${shift('x', -b)})(${shift('x', -d)})=${(x + b) * (x + d)}\\neq 0$，`, `所以原分式方程的解为 $x=${x}$。`),
      difficulty: 3, check: { kind: 'equation', vars: ['x'], equations: [[`${a}/(x+(${b}))`, `${c}/(x+(${d}))`]], rational: true },
    });
  });
}
