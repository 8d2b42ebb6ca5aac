import type { SeedItem } from '../types.js';
import { BLANK, level, repeat, shaped, type Placement } from '../common.js';
import { rja } from '../textbooks/index.js';
import { int, nonZero, numeric, pick, shuffle, type Candidate, type Rand } from './choice.js';
import { lines, p, poly, polyAscii } from './latex.js';
import { key, q, tex } from './rational.js';

const G = (grade: 'G1' | 'G2', chapter: string, knowledge: string): Placement => ({ period: 'G', grade, chapters: [chapter], knowledge: [knowledge] });
const set = (xs: number[]): Candidate => {
  const s = [...new Set(xs)].sort((a, b) => a - b);
  return { key: s.join(','), text: s.length ? `$\\{${s.join(',')}\\}$` : '$\\varnothing$' };
};

/** 集合、不等式与函数 (必修第一册): set operations, quadratic inequalities, exponents and logarithms, trigonometric values. */
export function seniorAlgebra(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const kind = i % 4;
    if (kind === 0) {
      let [r1, r2] = [int(rand, -3, 5), int(rand, -3, 5)];
      if (r1 === r2) r2 = r1 + 2;
      const a = shuffle(rand, [-2, -1, 0, 1, 2, 3, 4, 5]).slice(0, 4).sort((x, y) => x - y);
      const union = rand() < 0.4;
      const result = union ? [...a, r1, r2] : a.filter((x) => x === r1 || x === r2);
      const B = `\\{x\\mid ${poly([[1, 'x^{2}'], [-(r1 + r2), 'x'], [r1 * r2, '']])}=0\\}`;
      const op = union ? '\\cup' : '\\cap';
      return shaped(rand, `math-g-set-${i}`, G('G1', rja('b', '1.3'), '集合的基本运算'), shape, {
        choiceStem: `已知集合 $A=\\{${a.join(',')}\\}$，$B=${B}$，则 $A${op} B=$`, fillStem: `已知集合 $A=\\{${a.join(',')}\\}$，$B=${B}$，则 $A${op} B=$${BLANK}。`,
        answerStem: `已知集合 $A=\\{${a.join(',')}\\}$，$B=${B}$，求 $A${op} B$。`,
        answer: set(result).text, correctKey: set(result).key,
        mistakes: [set(union ? a.filter((x) => x === r1 || x === r2) : [...a, r1, r2]), set([r1, r2]), set(a)],
        fallback: (t) => set(t === 0 ? [...a, r1 + r2 + 1] : result.filter((_, j) => j !== (t - 1) % Math.max(1, result.length))),
        explanation: `解方程 $${poly([[1, 'x^{2}'], [-(r1 + r2), 'x'], [r1 * r2, '']])}=0$，得 $x=${Math.min(r1, r2)}$ 或 $x=${Math.max(r1, r2)}$，所以 $B=\\{${[r1, r2].sort((x, y) => x - y).join(',')}\\}$，$A${op} B=${set(result).text.slice(1, -1)}$。`,
        difficulty: 2, check: { kind: 'set', a, b: [r1, r2], op: union ? 'union' : 'intersection' },
      });
    }
    if (kind === 1) {
      let [r1, r2] = [int(rand, -6, 3), int(rand, -2, 7)];
      if (r1 >= r2) r2 = r1 + int(rand, 1, 4);
      const rel = pick(rand, ['<', '>', '<=', '>='] as const);
      const f = poly([[1, 'x^{2}'], [-(r1 + r2), 'x'], [r1 * r2, '']]);
      const relTex = { '<': '\\lt', '>': '\\gt', '<=': '\\leqslant', '>=': '\\geqslant' }[rel];
      const closed = rel.length === 2;
      const inside = rel[0] === '<';
      const range = inside ? `${closed ? '[' : '('}${r1},${r2}${closed ? ']' : ')'}` : `(-\\infty,${r1}${closed ? ']' : ')'}\\cup${closed ? '[' : '('}${r2},+\\infty)`;
      const other = inside ? `(-\\infty,${r1}${closed ? ']' : ')'}\\cup${closed ? '[' : '('}${r2},+\\infty)` : `${closed ? '[' : '('}${r1},${r2}${closed ? ']' : ')'}`;
      const c = (t: string): Candidate => ({ key: t, text: `$${t}$` });
      return shaped(rand, `math-g-quadratic-ineq-${i}`, G('G1', rja('b', '2.3'), '一元二次不等式'), shape, {
        choiceStem: `不等式 $${f}${relTex} 0$ 的解集是`, fillStem: `不等式 $${f}${relTex} 0$ 的解集是${BLANK}。`, answerStem: `解不等式：$${f}${relTex} 0$。`,
        answer: `$${range}$`, correctKey: range, mistakes: [c(other), c(inside ? `(${-r2},${-r1})` : `(-\\infty,${-r2})\\cup(${-r1},+\\infty)`), c(inside ? `(${r1},+\\infty)` : `(${r2},+\\infty)`)],
        fallback: (t) => c(`(${r1 - t - 1},${r2})`),
        explanation: lines(`方程 $${f}=0$ 的两根为 $x_{1}=${r1},x_{2}=${r2}$，`, `二次函数 $y=${f}$ 的图象开口向上，所以不等式的解集为 $${range}$。`),
        difficulty: 3, check: { kind: 'inequality', variable: 'x', constraints: [[polyAscii([[1, 'x^2'], [-(r1 + r2), 'x'], [r1 * r2, '']]), rel, '0']], ask: 'solution' },
      });
    }
    if (kind === 2) {
      const forms: [string, string, number, string][] = [
        ...[[2, 3], [2, 5], [3, 4], [5, 2], [2, 6]].map(([b, e]): [string, string, number, string] => [`\\log_{${b}}${b! ** e!}`, `log(${b},${b! ** e!})`, e!, `因为 $${b}^{${e}}=${b! ** e!}$，所以 $\\log_{${b}}${b! ** e!}=${e}$。`]),
        ...[2, 3].map((e): [string, string, number, string] => [`\\lg ${10 ** e}+\\log_{2}8`, `log(10,${10 ** e})+log(2,8)`, e + 3, `$\\lg ${10 ** e}=${e}$，$\\log_{2}8=3$，所以原式 $=${e + 3}$。`]),
        ['\\log_{2}12-\\log_{2}3', 'log(2,12)-log(2,3)', 2, '$\\log_{2}12-\\log_{2}3=\\log_{2}\\frac{12}{3}=\\log_{2}4=2$。'],
        ['\\log_{3}18-\\log_{3}2', 'log(3,18)-log(3,2)', 2, '$\\log_{3}18-\\log_{3}2=\\log_{3}9=2$。'],
        ['8^{\\frac{2}{3}}', '8^(2/3)', 4, '$8^{\\frac{2}{3}}=(2^{3})^{\\frac{2}{3}}=2^{2}=4$。'],
        ['27^{\\frac{2}{3}}+16^{\\frac{1}{2}}', '27^(2/3)+16^(1/2)', 13, '$27^{\\frac{2}{3}}=9$，$16^{\\frac{1}{2}}=4$，所以原式 $=13$。'],
        ['\\log_{3}\\frac{1}{9}', 'log(3,1/9)', -2, '因为 $3^{-2}=\\frac{1}{9}$，所以 $\\log_{3}\\frac{1}{9}=-2$。'],
      ];
      const [e, ascii, v, why] = forms[i % forms.length]!;
      return shaped(rand, `math-g-exp-log-${i}`, G('G1', rja('b', e.includes('log') || e.includes('lg') ? '4.3' : '4.1'), e.includes('log') || e.includes('lg') ? '对数与对数函数' : '指数与指数函数'), shape, {
        choiceStem: `$${e}$ 的值为`, fillStem: `计算：$${e}=$${BLANK}。`, answerStem: `计算：$${e}$。`,
        answer: `$${v}$`, correctKey: String(v), mistakes: [numeric(-v), numeric(v + 1), numeric(v * 2)], fallback: (t) => numeric(v + t + 2),
        explanation: why, difficulty: 2, check: { kind: 'value', expr: ascii },
      });
    }
    const angles: [string, string][] = [['\\frac{7\\pi}{6}', '7*pi/6'], ['\\frac{5\\pi}{4}', '5*pi/4'], ['\\frac{2\\pi}{3}', '2*pi/3'], ['-\\frac{\\pi}{3}', '-pi/3'], ['\\frac{11\\pi}{6}', '11*pi/6'], ['\\frac{3\\pi}{4}', '3*pi/4']];
    const [aTex, aAscii] = angles[i % angles.length]!;
    const fn = pick(rand, ['sin', 'cos'] as const);
    const arg = aTex.startsWith('-') ? `\\left(${aTex}\\right)` : aTex;
    const value = Math[fn](eval0(aAscii));
    const exact = EXACT.find(([, v]) => Math.abs(v - value) < 1e-12)!;
    return shaped(rand, `math-g-trig-${i}`, G('G1', rja('b', '5.3'), '诱导公式'), shape, {
      choiceStem: `$\\${fn}${arg}$ 的值为`, fillStem: `$\\${fn}${arg}=$${BLANK}。`, answerStem: `求 $\\${fn}${arg}$ 的值。`,
      answer: `$${exact[0]}$`, correctKey: exact[0], mistakes: EXACT.filter(([, v]) => Math.abs(v - value) > 1e-9 && Math.abs(Math.abs(v) - Math.abs(value)) < 0.5).map(([t]) => ({ key: t, text: `$${t}$` })),
      fallback: (t) => ({ key: EXACT[t % EXACT.length]![0], text: `$${EXACT[t % EXACT.length]![0]}$` }),
      explanation: `由诱导公式化为锐角三角函数：$\\${fn}${arg}=${exact[0]}$（先确定所在象限的符号，再取对应锐角的函数值）。`,
      difficulty: 2, check: { kind: 'value', expr: `${fn}(${aAscii})` },
    });
  });
}

const EXACT: [string, number][] = [['\\frac{1}{2}', 0.5], ['-\\frac{1}{2}', -0.5], ['\\frac{\\sqrt{2}}{2}', Math.SQRT1_2], ['-\\frac{\\sqrt{2}}{2}', -Math.SQRT1_2],
  ['\\frac{\\sqrt{3}}{2}', Math.sqrt(3) / 2], ['-\\frac{\\sqrt{3}}{2}', -Math.sqrt(3) / 2]];
const eval0 = (ascii: string) => {
  const m = /^(-?)(\d*)\*?pi\/(\d+)$/.exec(ascii)!;
  return ((m[1] ? -1 : 1) * Number(m[2] || 1) * Math.PI) / Number(m[3]);
};

/** 数列、导数、向量、复数、计数与直线 (必修第二册与选择性必修). */
export function seniorTopics(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const kind = i % 6;
    const num = (v: number) => numeric(v);
    if (kind === 0) {
      const arithmetic = rand() < 0.5;
      const first = nonZero(rand, -5, 8);
      const step = arithmetic ? nonZero(rand, -4, 5) : pick(rand, [2, 3, -2]);
      const n = arithmetic ? int(rand, 6, 20) : int(rand, 4, 7);
      const askSum = rand() < 0.5;
      const term = arithmetic ? first + (n - 1) * step : first * step ** (n - 1);
      const sum = arithmetic ? (n * (first + term)) / 2 : (first * (1 - step ** n)) / (1 - step);
      const v = askSum ? sum : term;
      const name = arithmetic ? '等差' : '等比';
      const what = askSum ? `前 $${n}$ 项和 $S_{${n}}$` : `第 $${n}$ 项 $a_{${n}}$`;
      const why = askSum
        ? arithmetic ? `$S_{${n}}=\\frac{n(a_{1}+a_{n})}{2}=\\frac{${n}\\times(${first}+${p(term)})}{2}=${v}$。` : `$S_{${n}}=\\frac{a_{1}(1-q^{n})}{1-q}=\\frac{${first}\\times(1-${p(step)}^{${n}})}{1-${p(step)}}=${v}$。`
        : arithmetic ? `$a_{${n}}=a_{1}+(n-1)d=${first}+${n - 1}\\times ${p(step)}=${v}$。` : `$a_{${n}}=a_{1}q^{n-1}=${first}\\times ${p(step)}^{${n - 1}}=${v}$。`;
      return shaped(rand, `math-g-sequence-${i}`, G('G2', rja('x', arithmetic ? '4.2' : '4.3'), arithmetic ? '等差数列' : '等比数列'), shape, {
        choiceStem: `在${name}数列 $\\{a_{n}\\}$ 中，$a_{1}=${first}$，${arithmetic ? '公差' : '公比'} $${arithmetic ? 'd' : 'q'}=${step}$，则${what}为`,
        fillStem: `在${name}数列 $\\{a_{n}\\}$ 中，$a_{1}=${first}$，${arithmetic ? '公差' : '公比'} $${arithmetic ? 'd' : 'q'}=${step}$，则${what}为${BLANK}。`,
        answerStem: `在${name}数列 $\\{a_{n}\\}$ 中，$a_{1}=${first}$，${arithmetic ? '公差' : '公比'} $${arithmetic ? 'd' : 'q'}=${step}$，求${what}。`,
        answer: `$${v}$`, correctKey: String(v),
        mistakes: [num(askSum ? term : sum), num(arithmetic ? first + n * step : first * step ** n), num(arithmetic ? (askSum ? (n * (first + term + step)) / 2 : first + (n - 2) * step) : -v)],
        fallback: (t) => num(v + t + 1), explanation: why, difficulty: level(askSum ? 3 : 2),
        check: { kind: 'sequence', type: arithmetic ? 'arithmetic' : 'geometric', first, step, n, ask: askSum ? 'sum' : 'term' },
      });
    }
    if (kind === 1) {
      const [a, b, c, d] = [nonZero(rand, -3, 3), int(rand, -4, 4), int(rand, -6, 6), int(rand, -5, 5)];
      const x0 = int(rand, -2, 3);
      const v = 3 * a * x0 * x0 + 2 * b * x0 + c;
      const f = poly([[a, 'x^{3}'], [b, 'x^{2}'], [c, 'x'], [d, '']]);
      return shaped(rand, `math-g-derivative-${i}`, G('G2', rja('x', '5.2'), i % 2 ? '导数的几何意义' : '导数的运算'), shape, {
        choiceStem: `已知 $f(x)=${f}$，则 $f'(${x0})=$`, fillStem: `已知 $f(x)=${f}$，则曲线 $y=f(x)$ 在 $x=${x0}$ 处的切线斜率为${BLANK}。`,
        answerStem: `已知 $f(x)=${f}$，求 $f'(${x0})$。`, answer: `$${v}$`, correctKey: String(v),
        mistakes: [num(a * x0 ** 3 + b * x0 ** 2 + c * x0 + d), num(3 * a * x0 * x0 + b * x0 + c), num(-v)], fallback: (t) => num(v + t + 1),
        explanation: `$f'(x)=${poly([[3 * a, 'x^{2}'], [2 * b, 'x'], [c, '']])}$，所以 $f'(${x0})=${v}$。`, difficulty: 2,
        check: { kind: 'derivative', f: polyAscii([[a, 'x^3'], [b, 'x^2'], [c, 'x'], [d, '']]), at: x0 },
      });
    }
    if (kind === 2) {
      const [x1, y1, x2, y2] = [nonZero(rand, -4, 4), nonZero(rand, -4, 4), nonZero(rand, -4, 4), nonZero(rand, -4, 4)];
      const perpendicular = rand() < 0.5;
      if (perpendicular) {
        const m = q(-y1 * y2, x1);
        return shaped(rand, `math-g-vector-${i}`, G('G1', rja('b', '6.3'), '向量的数量积'), shape === 'answer' ? 'fill' : shape, {
          choiceStem: `已知向量 $\\vec{a}=(${x1},${y1})$，$\\vec{b}=(m,${y2})$，若 $\\vec{a}\\perp\\vec{b}$，则 $m=$`, fillStem: `已知向量 $\\vec{a}=(${x1},${y1})$，$\\vec{b}=(m,${y2})$，若 $\\vec{a}\\perp\\vec{b}$，则 $m=$${BLANK}。`,
          answerStem: '', answer: `$${tex(m)}$`, correctKey: key(m),
          mistakes: [q(y1 * y2, x1), q(x1 * y2, y1), q(-x1 * y2, y1)].map((v) => ({ key: key(v), text: `$${tex(v)}$` })), fallback: (t) => ({ key: `f${t}`, text: `$${t + 7}$` }),
          explanation: `$\\vec{a}\\perp\\vec{b}\\Leftrightarrow\\vec{a}\\cdot\\vec{b}=0$，即 $${x1}m+${p(y1)}\\times ${p(y2)}=0$，解得 $m=${tex(m)}$。`, difficulty: 2,
          check: { kind: 'equation', vars: ['m'], equations: [[`${x1}*m+(${y1})*(${y2})`, '0']] },
        });
      }
      const dot = x1 * x2 + y1 * y2;
      return shaped(rand, `math-g-vector-${i}`, G('G1', rja('b', '6.3'), '向量的坐标运算'), shape, {
        choiceStem: `已知向量 $\\vec{a}=(${x1},${y1})$，$\\vec{b}=(${x2},${y2})$，则 $\\vec{a}\\cdot\\vec{b}=$`, fillStem: `已知向量 $\\vec{a}=(${x1},${y1})$，$\\vec{b}=(${x2},${y2})$，则 $\\vec{a}\\cdot\\vec{b}=$${BLANK}。`,
        answerStem: `已知向量 $\\vec{a}=(${x1},${y1})$，$\\vec{b}=(${x2},${y2})$，求 $\\vec{a}\\cdot\\vec{b}$。`, answer: `$${dot}$`, correctKey: String(dot),
        mistakes: [num(x1 * y2 + x2 * y1), num(x1 * x2 - y1 * y2), num(-dot)], fallback: (t) => num(dot + t + 1),
        explanation: `$\\vec{a}\\cdot\\vec{b}=${x1}\\times ${p(x2)}+${p(y1)}\\times ${p(y2)}=${dot}$。`, difficulty: 1, check: { kind: 'value', expr: `(${x1})*(${x2})+(${y1})*(${y2})` },
      });
    }
    if (kind === 3) {
      const [a, b, c, d] = [nonZero(rand, -4, 4), nonZero(rand, -4, 4), nonZero(rand, -4, 4), nonZero(rand, -4, 4)];
      const [re, im] = [a * c - b * d, a * d + b * c];
      const z = (x: number, y: number) => `${x === 0 ? '' : x}${y === 0 ? (x === 0 ? '0' : '') : `${y > 0 && x !== 0 ? '+' : ''}${y === 1 ? '' : y === -1 ? '-' : y}i`}`;
      const c1 = (x: number, y: number): Candidate => ({ key: `${x},${y}`, text: `$${z(x, y)}$` });
      return shaped(rand, `math-g-complex-${i}`, G('G1', rja('b', '7.2'), '复数的四则运算'), shape, {
        choiceStem: `$(${z(a, b)})(${z(c, d)})=$`, fillStem: `计算：$(${z(a, b)})(${z(c, d)})=$${BLANK}。`, answerStem: `计算：$(${z(a, b)})(${z(c, d)})$。`,
        answer: c1(re, im).text, correctKey: `${re},${im}`, mistakes: [c1(a * c + b * d, im), c1(re, a * d - b * c), c1(a * c, b * d)], fallback: (t) => c1(re + t + 1, im),
        explanation: `$(${z(a, b)})(${z(c, d)})=${a * c}${im >= 0 ? '+' : ''}${a * d + b * c}i${b * d >= 0 ? '+' : ''}${b * d}i^{2}=${z(re, im)}$（$i^{2}=-1$）。`,
        difficulty: 2, check: { kind: 'complex', a: [a, b], b: [c, d], op: 'mul' },
      });
    }
    if (kind === 4) {
      const n = int(rand, 5, 10);
      const k = int(rand, 2, 4);
      const order = rand() < 0.5;
      const v = order ? factorialRange(n, k) : factorialRange(n, k) / factorialRange(k, k);
      return shaped(rand, `math-g-counting-${i}`, G('G2', rja('x', '6.2'), '排列与组合'), shape, {
        choiceStem: order ? `从 $${n}$ 名同学中选出 $${k}$ 名分别担任 $${k}$ 项不同的工作，不同的安排方法有` : `从 $${n}$ 名同学中选出 $${k}$ 名参加志愿活动，不同的选法有`,
        fillStem: order ? `从 $${n}$ 名同学中选出 $${k}$ 名分别担任 $${k}$ 项不同的工作，不同的安排方法有${BLANK}种。` : `从 $${n}$ 名同学中选出 $${k}$ 名参加志愿活动，不同的选法有${BLANK}种。`,
        answerStem: order ? `从 $${n}$ 名同学中选出 $${k}$ 名分别担任 $${k}$ 项不同的工作，有多少种不同的安排方法？` : `从 $${n}$ 名同学中选出 $${k}$ 名参加志愿活动，有多少种不同的选法？`,
        answer: `$${v}$`, correctKey: String(v), mistakes: [num(order ? v / factorialRange(k, k) : v * factorialRange(k, k)), num(n ** k), num(n * k)], fallback: (t) => num(v + t + 1),
        explanation: order ? `与顺序有关，是排列问题：$A_{${n}}^{${k}}=${v}$。` : `与顺序无关，是组合问题：$C_{${n}}^{${k}}=\\frac{A_{${n}}^{${k}}}{A_{${k}}^{${k}}}=${v}$。`,
        difficulty: 2, check: { kind: 'value', expr: `${order ? 'A' : 'C'}(${n},${k})` },
      });
    }
    const [A, B] = pick(rand, [[3, 4], [4, 3], [5, 12], [12, 5], [6, 8], [8, -6], [3, -4]] as const);
    const C = int(rand, -10, 10);
    const [x0, y0] = [int(rand, -4, 4), int(rand, -4, 4)];
    const dist = q(Math.abs(A * x0 + B * y0 + C), Math.sqrt(A * A + B * B));
    return shaped(rand, `math-g-distance-${i}`, G('G2', rja('x', '2.3'), '点到直线的距离'), shape, {
      choiceStem: `点 $P(${x0},${y0})$ 到直线 $${poly([[A, 'x'], [B, 'y'], [C, '']])}=0$ 的距离为`, fillStem: `点 $P(${x0},${y0})$ 到直线 $${poly([[A, 'x'], [B, 'y'], [C, '']])}=0$ 的距离为${BLANK}。`,
      answerStem: `求点 $P(${x0},${y0})$ 到直线 $${poly([[A, 'x'], [B, 'y'], [C, '']])}=0$ 的距离。`, answer: `$${tex(dist)}$`, correctKey: key(dist),
      mistakes: [q(Math.abs(A * x0 + B * y0), Math.sqrt(A * A + B * B)), q(Math.abs(A * x0 + B * y0 + C), A * A + B * B), q(Math.abs(A * x0 - B * y0 + C), Math.sqrt(A * A + B * B))].map((v) => ({ key: key(v), text: `$${tex(v)}$` })),
      fallback: (t) => ({ key: `f${t}`, text: `$${t + 11}$` }),
      explanation: `由点到直线的距离公式，$d=\\frac{|${A}\\times ${p(x0)}+${p(B)}\\times ${p(y0)}${C < 0 ? '' : '+'}${C}|}{\\sqrt{${A}^{2}+${p(B)}^{2}}}=${tex(dist)}$。`,
      difficulty: 2, check: { kind: 'value', expr: `abs(${A}*(${x0})+(${B})*(${y0})+(${C}))/sqrt(${A}^2+(${B})^2)` },
    });
  });
}

const factorialRange = (n: number, k: number) => Array.from({ length: k }, (_, j) => n - j).reduce((s, x) => s * x, 1);
