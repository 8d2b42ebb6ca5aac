import type { SeedItem } from '../types.js';
import { BLANK, level, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, nonZero, numeric, pick, type Candidate, type Rand } from './choice.js';
import { lines, p, poly, polyAscii, shift } from './latex.js';
import { key, q, tex } from './rational.js';

const QUADRANT_NAMES = ['第一、二、三象限', '第一、二、四象限', '第一、三、四象限', '第二、三、四象限'];
const text = (t: string): Candidate => ({ key: t, text: t });

/** 一次函数 (八年级下册 19.2): quadrants, increase or decrease, axis intercepts and the two-point form. */
export function linearFunctions(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const k = nonZero(rand, -4, 4);
    const b = nonZero(rand, -8, 8);
    const fn = `y=${poly([[k, 'x'], [b, '']])}`;
    const f = polyAscii([[k, 'x'], [b, '']]);
    const at: Placement = { grade: 'A8', chapters: [rj('19.2'), bsd('8a', '4.3')], knowledge: ['一次函数的图象与性质'] };
    const template = i % 4;
    const signs = `$k=${k}${k > 0 ? '\\gt' : '\\lt'} 0$，图象从左到右${k > 0 ? '上升' : '下降'}；$b=${b}${b > 0 ? '\\gt' : '\\lt'} 0$，图象与 $y$ 轴交于${b > 0 ? '正' : '负'}半轴`;
    const passes = k > 0 ? (b > 0 ? 0 : 2) : b > 0 ? 1 : 3;
    const missed = ['第四象限', '第三象限', '第二象限', '第一象限'][passes]!;
    if (template === 0) {
      return shaped(rand, `math-c-linear-fn-${i}`, at, shape === 'answer' ? 'fill' : shape, {
        choiceStem: `一次函数 $${fn}$ 的图象经过`, fillStem: `一次函数 $${fn}$ 的图象不经过${BLANK}。`, answerStem: '',
        answer: shape === 'choice' ? QUADRANT_NAMES[passes]! : missed, correctKey: shape === 'choice' ? QUADRANT_NAMES[passes]! : missed,
        mistakes: QUADRANT_NAMES.filter((_, j) => j !== passes).map(text), fallback: () => text(QUADRANT_NAMES[passes]!),
        explanation: `${signs}，所以图象经过${QUADRANT_NAMES[passes]}，不经过${missed}。`, difficulty: 2,
        check: { kind: 'function', f, ask: shape === 'choice' ? 'quadrants' : 'missed-quadrant' },
      });
    }
    if (template === 1) {
      const word = k > 0 ? '增大' : '减小';
      return shaped(rand, `math-c-linear-fn-${i}`, at, shape === 'answer' ? 'fill' : shape, {
        choiceStem: `关于一次函数 $${fn}$，下列说法正确的是`, fillStem: `在一次函数 $${fn}$ 中，$y$ 随 $x$ 的增大而${BLANK}。`, answerStem: '',
        answer: shape === 'choice' ? `$y$ 随 $x$ 的增大而${word}` : word, correctKey: word,
        mistakes: [text(`$y$ 随 $x$ 的增大而${k > 0 ? '减小' : '增大'}`), text(`$y$ 的值不随 $x$ 变化`), text(`$y$ 随 $x$ 的增大先增大后减小`)],
        fallback: () => text(`$y$ 随 $x$ 的增大而${word}`),
        explanation: `一次函数 $y=kx+b$ 中，$k\\gt 0$ 时 $y$ 随 $x$ 的增大而增大，$k\\lt 0$ 时 $y$ 随 $x$ 的增大而减小。这里 $k=${k}$，所以 $y$ 随 $x$ 的增大而${word}。`,
        difficulty: 1, check: { kind: 'function', f, ask: 'monotonic' },
      });
    }
    if (template === 2) {
      const xAxis = rand() < 0.6;
      const x0 = q(-b, k);
      const pt = (x: string, y: string, kk: string): Candidate => ({ key: kk, text: `$(${x},${y})$` });
      const correct = xAxis ? pt(tex(x0), '0', key(x0)) : pt('0', String(b), `y${b}`);
      return shaped(rand, `math-c-linear-fn-${i}`, { ...at, knowledge: ['一次函数与方程（组）', '一次函数的图象与性质'] }, shape, {
        choiceStem: `直线 $${fn}$ 与 $${xAxis ? 'x' : 'y'}$ 轴的交点坐标是`, fillStem: `直线 $${fn}$ 与 $${xAxis ? 'x' : 'y'}$ 轴的交点坐标是${BLANK}。`,
        answerStem: `求直线 $${fn}$ 与 $${xAxis ? 'x' : 'y'}$ 轴的交点坐标。`, answer: correct.text, correctKey: correct.key,
        mistakes: xAxis ? [pt('0', tex(x0), 'swap'), pt(tex(q(b, k)), '0', key(q(b, k))), pt('0', String(b), 'yb')] : [pt(String(b), '0', 'swap'), pt('0', String(-b), 'neg'), pt(tex(q(-b, k)), '0', 'x0')],
        fallback: (t) => pt(String(t + 10), '0', `f${t}`),
        explanation: xAxis ? `令 $y=0$，得 $${poly([[k, 'x'], [b, '']])}=0$，解得 $x=${tex(x0)}$，所以交点坐标为 $(${tex(x0)},0)$。` : `令 $x=0$，得 $y=${b}$，所以交点坐标为 $(0,${b})$。`,
        difficulty: 2, check: { kind: 'equation', vars: ['x', 'y'], equations: [['y', f], [xAxis ? 'y' : 'x', '0']] },
      });
    }
    const [x1, x2] = [int(rand, -4, 1), int(rand, 2, 5)];
    const [y1, y2] = [k * x1 + b, k * x2 + b];
    const exprC = (kk: number, bb: number): Candidate => ({ key: `${kk},${bb}`, text: `$y=${poly([[kk, 'x'], [bb, '']])}$` });
    return shaped(rand, `math-c-linear-fn-${i}`, { ...at, knowledge: ['待定系数法求一次函数解析式'], chapters: [rj('19.2'), bsd('8a', '5.7')] }, shape, {
      choiceStem: `一次函数的图象经过点 $(${x1},${y1})$ 和 $(${x2},${y2})$，则它的解析式为`,
      fillStem: `一次函数的图象经过点 $(${x1},${y1})$ 和 $(${x2},${y2})$，则它的解析式为${BLANK}。`,
      answerStem: `已知一次函数的图象经过点 $(${x1},${y1})$ 和 $(${x2},${y2})$，求这个一次函数的解析式。`,
      answer: exprC(k, b).text, correctKey: `${k},${b}`, mistakes: [exprC(-k, b), exprC(k, -b), exprC(b, k === b ? k + 1 : k)], fallback: (t) => exprC(k + t + 1, b),
      explanation: lines(`设解析式为 $y=kx+b$，把两点坐标代入，得 $\\begin{cases}${poly([[x1, 'k']]) === '0' ? '' : poly([[x1, 'k']])}${x1 === 0 ? 'b' : '+b'}=${y1}\\\\${poly([[x2, 'k']])}+b=${y2}\\end{cases}$，`,
        `两式相减，得 $${x2 - x1}k=${y2 - y1}$，所以 $k=${k}$，$b=${b}$。`, `所以一次函数的解析式为 $${fn}$。`),
      difficulty: 3, check: { kind: 'line-through', points: [[x1, y1], [x2, y2]] },
    });
  });
}

/** 反比例函数 (九年级下册 26.1): k from a point, the branches' quadrants and values. */
export function inverseFunctions(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const [a, c] = [nonZero(rand, -6, 6), nonZero(rand, -6, 6)];
    const k = a * c;
    const at: Placement = { grade: 'A9', chapters: [rj('26.1'), bsd('9a', '6.2')], knowledge: ['反比例函数的图象与性质'] };
    if (i % 2 === 0) {
      return shaped(rand, `math-c-inverse-fn-${i}`, at, shape, {
        choiceStem: `反比例函数 $y=\\frac{k}{x}$ 的图象经过点 $(${a},${c})$，则 $k$ 的值为`,
        fillStem: `反比例函数 $y=\\frac{k}{x}$ 的图象经过点 $(${a},${c})$，则 $k=$${BLANK}。`,
        answerStem: `已知反比例函数 $y=\\frac{k}{x}$ 的图象经过点 $(${a},${c})$，求 $k$ 的值。`,
        answer: `$${k}$`, correctKey: String(k), mistakes: [numeric(-k), numeric(a + c), numeric(a - c === k ? k + 1 : a - c)], fallback: (t) => numeric(k + t + 1),
        explanation: `把点 $(${a},${c})$ 代入 $y=\\frac{k}{x}$，得 $${c}=\\frac{k}{${a}}$，所以 $k=${p(a)}\\times ${p(c)}=${k}$。`,
        difficulty: 1, check: { kind: 'value', expr: `(${a})*(${c})` },
      });
    }
    const name = k > 0 ? '第一、三象限' : '第二、四象限';
    return shaped(rand, `math-c-inverse-fn-${i}`, at, 'choice', {
      choiceStem: `反比例函数 $y=\\frac{${k}}{x}$ 的图象位于`, fillStem: '', answerStem: '', answer: name, correctKey: name,
      mistakes: [text(k > 0 ? '第二、四象限' : '第一、三象限'), text('第一、二象限'), text('第三、四象限')], fallback: () => text(name),
      explanation: `反比例函数 $y=\\frac{k}{x}$ 中，$k\\gt 0$ 时图象的两支位于第一、三象限，$k\\lt 0$ 时位于第二、四象限。这里 $k=${k}$，所以图象位于${name}。`,
      difficulty: 1, check: { kind: 'function', f: `${k}/x`, ask: 'quadrants' },
    });
  });
}

/** 二次函数的图象和性质 (九年级上册 22.1): vertex, axis and extreme value by completing the square. */
export function quadraticFunctions(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const a = pick(rand, [1, -1, 2, -2, 3, -1]);
    const [h, k] = [int(rand, -5, 5), int(rand, -9, 9)];
    const [b, c] = [-2 * a * h, a * h * h + k];
    const fn = `y=${poly([[a, 'x^{2}'], [b, 'x'], [c, '']])}`;
    const f = polyAscii([[a, 'x^2'], [b, 'x'], [c, '']]);
    const vertexForm = `y=${a === 1 ? '' : a === -1 ? '-' : a}${h === 0 ? 'x^{2}' : `(${shift('x', h)})^{2}`}${k === 0 ? '' : k > 0 ? `+${k}` : k}`;
    const work = `配方，得 $${vertexForm}$`;
    const at: Placement = { grade: 'A9', chapters: [rj('22.1'), bsd('9b', '2.2')], knowledge: ['二次函数的图象与性质'] };
    const template = i % 3;
    if (template === 0) {
      const pt = (x: number, y: number): Candidate => ({ key: `${x},${y}`, text: `$(${x},${y})$` });
      return shaped(rand, `math-c-quadratic-fn-${i}`, at, shape, {
        choiceStem: `抛物线 $${fn}$ 的顶点坐标是`, fillStem: `抛物线 $${fn}$ 的顶点坐标是${BLANK}。`, answerStem: `求抛物线 $${fn}$ 的顶点坐标。`,
        answer: pt(h, k).text, correctKey: `${h},${k}`, mistakes: [pt(-h, k), pt(h, -k), pt(-h, -k)], fallback: (t) => pt(h + t + 1, k),
        explanation: `${work}，所以顶点坐标为 $(${h},${k})$。`, difficulty: 2, check: { kind: 'quadratic', f, ask: 'vertex' },
      });
    }
    if (template === 1) {
      const axis = (x: number): Candidate => ({ key: String(x), text: `直线 $x=${x}$` });
      return shaped(rand, `math-c-quadratic-fn-${i}`, at, shape, {
        choiceStem: `抛物线 $${fn}$ 的对称轴是`, fillStem: `抛物线 $${fn}$ 的对称轴是${BLANK}。`, answerStem: `求抛物线 $${fn}$ 的对称轴。`,
        answer: axis(h).text, correctKey: String(h), mistakes: [axis(-h), axis(k === h ? h + 2 : k), axis(2 * h === h ? h + 1 : 2 * h)], fallback: (t) => axis(h + t + 3),
        explanation: `对称轴为直线 $x=-\\frac{b}{2a}=-\\frac{${b}}{2\\times ${p(a)}}=${h}$。也可${work}，得对称轴为直线 $x=${h}$。`,
        difficulty: 2, check: { kind: 'quadratic', f, ask: 'axis' },
      });
    }
    const word = a > 0 ? '最小值' : '最大值';
    return shaped(rand, `math-c-quadratic-fn-${i}`, { ...at, knowledge: ['二次函数的最值', '二次函数的图象与性质'] }, shape, {
      choiceStem: `二次函数 $${fn}$ 的${word}是`, fillStem: `二次函数 $${fn}$ 的${word}是${BLANK}。`, answerStem: `求二次函数 $${fn}$ 的${word}。`,
      answer: `$${k}$`, correctKey: String(k), mistakes: [numeric(-k), numeric(h), numeric(c === k ? k + 3 : c)], fallback: (t) => numeric(k + t + 1),
      explanation: `${work}。因为 $a=${a}${a > 0 ? '\\gt' : '\\lt'} 0$，抛物线开口向${a > 0 ? '上' : '下'}，所以当 $x=${h}$ 时，$y$ 有${word} $${k}$。`,
      difficulty: level(3), check: { kind: 'quadratic', f, ask: a > 0 ? 'min' : 'max' },
    });
  });
}

/** 平面直角坐标系 (七年级下册第七章): quadrants, symmetric points and distances to the axes. */
export function coordinates(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const [x, y] = [nonZero(rand, -9, 9), nonZero(rand, -9, 9)];
    const template = i % 3;
    const at: Placement = { grade: 'A7', chapters: [rj('7.1'), bsd('8a', template === 1 ? '3.3' : '3.2')], knowledge: [template === 1 ? '坐标与轴对称' : '点的坐标与象限'] };
    if (template === 0) {
      const n = x > 0 ? (y > 0 ? 1 : 4) : y > 0 ? 2 : 3;
      const names = ['第一象限', '第二象限', '第三象限', '第四象限'];
      return shaped(rand, `math-c-coordinates-${i}`, at, shape === 'answer' ? 'fill' : shape, {
        choiceStem: `在平面直角坐标系中，点 $P(${x},${y})$ 在`, fillStem: `在平面直角坐标系中，点 $P(${x},${y})$ 在${BLANK}。`, answerStem: '',
        answer: names[n - 1]!, correctKey: String(n), mistakes: names.filter((_, j) => j !== n - 1).map(text), fallback: () => text(names[n - 1]!),
        explanation: `点 $P$ 的横坐标 $${x}${x > 0 ? '\\gt' : '\\lt'} 0$，纵坐标 $${y}${y > 0 ? '\\gt' : '\\lt'} 0$，所以点 $P$ 在${names[n - 1]}。`,
        difficulty: 1, check: { kind: 'point-quadrant', x, y },
      });
    }
    if (template === 1) {
      const about = pick(rand, ['x', 'y', 'origin'] as const);
      const [wx, wy] = about === 'x' ? [x, -y] : about === 'y' ? [-x, y] : [-x, -y];
      const pt = (a: number, b: number): Candidate => ({ key: `${a},${b}`, text: `$(${a},${b})$` });
      const word = about === 'origin' ? '原点' : `$${about}$ 轴`;
      return shaped(rand, `math-c-coordinates-${i}`, at, shape, {
        choiceStem: `点 $P(${x},${y})$ 关于${word}对称的点的坐标是`, fillStem: `点 $P(${x},${y})$ 关于${word}对称的点的坐标是${BLANK}。`,
        answerStem: `写出点 $P(${x},${y})$ 关于${word}对称的点的坐标，并说明理由。`,
        answer: pt(wx, wy).text, correctKey: `${wx},${wy}`, mistakes: [pt(x, -y), pt(-x, y), pt(-x, -y), pt(y, x)].filter((c) => c.key !== `${wx},${wy}`),
        fallback: (t) => pt(x + t + 1, y),
        explanation: about === 'x' ? '关于 $x$ 轴对称的点，横坐标不变，纵坐标互为相反数。' : about === 'y' ? '关于 $y$ 轴对称的点，纵坐标不变，横坐标互为相反数。' : '关于原点对称的点，横坐标、纵坐标都互为相反数。',
        difficulty: 1, check: { kind: 'symmetric', point: [x, y], about },
      });
    }
    const toX = rand() < 0.5;
    const d = Math.abs(toX ? y : x);
    return shaped(rand, `math-c-coordinates-${i}`, at, shape, {
      choiceStem: `点 $P(${x},${y})$ 到 $${toX ? 'x' : 'y'}$ 轴的距离是`, fillStem: `点 $P(${x},${y})$ 到 $${toX ? 'x' : 'y'}$ 轴的距离是${BLANK}。`,
      answerStem: `求点 $P(${x},${y})$ 到 $${toX ? 'x' : 'y'}$ 轴的距离。`,
      answer: `$${d}$`, correctKey: String(d), mistakes: [numeric(Math.abs(toX ? x : y)), numeric(toX ? y : x), numeric(Math.abs(x) + Math.abs(y))], fallback: (t) => numeric(d + t + 1),
      explanation: `点到 $${toX ? 'x' : 'y'}$ 轴的距离等于它的${toX ? '纵' : '横'}坐标的绝对值，即 $|${toX ? y : x}|=${d}$。`,
      difficulty: 1, check: { kind: 'value', expr: `abs(${toX ? y : x})` },
    });
  });
}
