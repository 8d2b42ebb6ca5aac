import { ItemType } from '@zuoyeben/shared';
import type { SeedItem } from '../types.js';
import { BLANK, level, makeItem, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, numeric, pick, shuffle, type Candidate, type Rand } from './choice.js';
import { deg, lines } from './latex.js';
import { key, q, tex } from './rational.js';
import { simplifySqrt, surdKey, texSurd } from './surd.js';
import { angleMark, circle, dot, figure, label, rightMark, seg, type Pt } from './svg.js';

const TRIPLES: [number, number, number][] = [[3, 4, 5], [6, 8, 10], [5, 12, 13], [8, 15, 17], [7, 24, 25], [9, 12, 15], [12, 16, 20], [20, 21, 29], [9, 40, 41]];

function rightTriangleFigure(a: number, b: number, labels: [string, string, string]): string {
  const s = Math.min(200 / b, 120 / a);
  const C: Pt = [40, 150];
  const A: Pt = [40, 150 - a * s];
  const B: Pt = [40 + b * s, 150];
  return figure(280, 180, [seg(A, B), seg(B, C), seg(C, A), rightMark(C, A, B), label([A[0] - 10, A[1] - 6], 'A'), label([B[0] + 10, B[1] + 4], 'B'),
    label([C[0] - 10, C[1] + 8], 'C'), label([C[0] - 14, (A[1] + C[1]) / 2], labels[0], false), label([(B[0] + C[0]) / 2, C[1] + 14], labels[1], false),
    label([(A[0] + B[0]) / 2 + 12, (A[1] + B[1]) / 2 - 8], labels[2], false)], '直角三角形');
}

const surdC = (c: number, m: number): Candidate => ({ key: surdKey(c, m), text: `$${texSurd(c, m)}$` });

/** 勾股定理 (八年级下册第十七章): missing sides with a figure, the converse, and the ladder against a wall. */
export function pythagoras(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const template = i % 4;
    const at = { grade: 'A8', chapters: [rj('17.1'), bsd('8a', '1.1')], knowledge: ['勾股定理'] };
    if (template === 3) {
      const [a, b, c] = pick(rand, TRIPLES);
      const wrong = shuffle(rand, [[4, 5, 6], [2, 3, 4], [5, 6, 7], [6, 7, 8], [1, 2, 3], [4, 6, 8], [5, 11, 12], [7, 8, 9]]).slice(0, 3);
      const set = (s: number[]): Candidate => ({ key: s.join(','), text: `$${s.join(',')}$` });
      return shaped(rand, `math-c-pythagoras-${i}`, { ...at, chapters: [rj('17.2'), bsd('8a', '1.2')], knowledge: ['勾股定理的逆定理'] }, 'choice', {
        choiceStem: '下列各组数中，能作为直角三角形三边长的是', fillStem: '', answerStem: '',
        answer: set([a, b, c]).text, correctKey: `${a},${b},${c}`, mistakes: wrong.map(set), fallback: (t) => set([t + 2, t + 3, t + 4]),
        explanation: `因为 $${a}^{2}+${b}^{2}=${a * a + b * b}=${c}^{2}$，由勾股定理的逆定理，以 $${a},${b},${c}$ 为边的三角形是直角三角形；其余各组中两较小数的平方和都不等于最大数的平方。`,
        difficulty: 2, check: { kind: 'right-triangle-set' },
      });
    }
    if (template === 2) {
      const [leg, ladder, top] = pick(rand, [[0.7, 2.5, 2.4], [6, 10, 8], [5, 13, 12], [1.5, 2.5, 2], [0.6, 1, 0.8], [1.2, 2, 1.6]] as const);
      return makeItem(rand, `math-c-pythagoras-${i}`, { ...at, knowledge: ['勾股定理的应用', '勾股定理'] }, {
        type: ItemType.ShortAnswer,
        stem: `一架长 $${ladder}$ 米的梯子斜靠在竖直的墙上，梯子底端离墙 $${leg}$ 米。梯子顶端离地面有多高？`,
        answer: [`梯子顶端离地面 $${top}$ 米`],
        explanation: lines('墙、地面与梯子构成直角三角形，梯子是斜边。', `由勾股定理，梯子顶端离地面的高度为 $\\sqrt{${ladder}^{2}-${leg}^{2}}=\\sqrt{${Number((ladder * ladder - leg * leg).toFixed(4))}}=${top}$（米）。`),
        difficulty: 3, check: { kind: 'value', expr: `sqrt(${ladder}^2-${leg}^2)` },
      });
    }
    const useTriple = rand() < 0.6;
    let [a, b] = useTriple ? pick(rand, TRIPLES) : [int(rand, 1, 6), int(rand, 2, 7)];
    if (a === b) b += 1;
    const askHyp = template === 0 || !useTriple;
    const c2 = a * a + b * b;
    const [k, m] = simplifySqrt(askHyp ? c2 : 0);
    const c = Math.round(Math.sqrt(c2));
    const [known1, known2] = askHyp ? [a, b] : [b, c];
    const [resultC, resultM] = askHyp ? [k, m] : [a, 1];
    const fig = rightTriangleFigure(a, b, askHyp ? [String(a), String(b), ''] : ['', String(b), String(c)]);
    const stem = askHyp
      ? `如图，在 $\\text{Rt}\\triangle ABC$ 中，$\\angle C=90^\\circ$，$AC=${a}$，$BC=${b}$，则 $AB$ 的长为`
      : `如图，在 $\\text{Rt}\\triangle ABC$ 中，$\\angle C=90^\\circ$，$BC=${b}$，$AB=${c}$，则 $AC$ 的长为`;
    return shaped(rand, `math-c-pythagoras-${i}`, at, shape, {
      choiceStem: stem + fig, fillStem: `${stem}${BLANK}。${fig}`, answerStem: `${stem.replace(/，则 (.+) 的长为$/, '，求 $1 的长。')}${fig}`,
      answer: `$${texSurd(resultC, resultM)}$`, correctKey: surdKey(resultC, resultM),
      mistakes: [surdC(known1 + known2, 1), surdC(...simplifySqrt(askHyp ? Math.abs(b * b - a * a) : b * b + c * c)), surdC(1, askHyp ? a + b : c - b)],
      fallback: (t) => surdC(resultC + t + 1, resultM),
      explanation: askHyp
        ? `由勾股定理，$AB=\\sqrt{AC^{2}+BC^{2}}=\\sqrt{${a}^{2}+${b}^{2}}=\\sqrt{${c2}}=${texSurd(k, m)}$。`
        : `由勾股定理，$AC=\\sqrt{AB^{2}-BC^{2}}=\\sqrt{${c}^{2}-${b}^{2}}=\\sqrt{${a * a}}=${a}$。`,
      difficulty: level(useTriple ? 1 : 2),
      check: { kind: 'value', expr: askHyp ? `sqrt(${a}^2+${b}^2)` : `sqrt(${c}^2-${b}^2)` },
    });
  });
}

/** 圆 (九年级上册第二十四章): the perpendicular from the centre to a chord, inscribed angles, arcs and sectors. */
export function circles(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const template = i % 3;
    const O: Pt = [110, 95];
    const R = 70;
    if (template === 0) {
      const [d, half, r] = pick(rand, [[3, 4, 5], [5, 12, 13], [6, 8, 10], [8, 6, 10], [8, 15, 17], [7, 24, 25], [12, 5, 13], [4, 3, 5]] as const);
      const y = O[1] + (d / r) * R;
      const w = (half / r) * R;
      const A: Pt = [O[0] - w, y];
      const B: Pt = [O[0] + w, y];
      const C: Pt = [O[0], y];
      const fig = figure(230, 190, [circle(O, R), seg(A, B), seg(O, A), seg(O, C), dot(O), rightMark(C, O, B, 8), label([O[0], O[1] - 12], 'O'),
        label([A[0] - 10, A[1] + 6], 'A'), label([B[0] + 10, B[1] + 6], 'B'), label([C[0] + 4, C[1] + 14], 'C')], '圆与弦');
      const stem = `如图，$\\odot O$ 的半径为 $${r}$，弦 $AB=${2 * half}$，$OC\\perp AB$ 于点 $C$，则 $OC$ 的长为`;
      return shaped(rand, `math-c-circle-${i}`, { grade: 'A9', chapters: [rj('24.1'), bsd('9b', '3.3')], knowledge: ['垂径定理', '勾股定理'] }, shape, {
        choiceStem: stem + fig, fillStem: `${stem}${BLANK}。${fig}`, answerStem: `${stem.replace('，则 $OC$ 的长为', '，求 $OC$ 的长。')}${fig}`,
        answer: `$${d}$`, correctKey: String(d), mistakes: [numeric(half), numeric(r - half), numeric(Math.round(Math.sqrt(r * r + half * half)))],
        fallback: (t) => numeric(d + t + 1),
        explanation: `由垂径定理，$OC\\perp AB$，所以 $AC=\\frac{1}{2}AB=${half}$。在 $\\text{Rt}\\triangle AOC$ 中，$OC=\\sqrt{OA^{2}-AC^{2}}=\\sqrt{${r}^{2}-${half}^{2}}=${d}$。`,
        difficulty: 3, check: { kind: 'value', expr: `sqrt(${r}^2-(${2 * half}/2)^2)` },
      });
    }
    if (template === 1) {
      const central = int(rand, 5, 16) * 10;
      const a0 = ((90 + central / 2) * Math.PI) / 180;
      const a1 = ((90 - central / 2) * Math.PI) / 180;
      const A: Pt = [O[0] + R * Math.cos(a0), O[1] + R * Math.sin(a0)];
      const B: Pt = [O[0] + R * Math.cos(a1), O[1] + R * Math.sin(a1)];
      const C: Pt = [O[0] - R * 0.35, O[1] - R * Math.sqrt(1 - 0.35 ** 2)];
      const fig = figure(230, 190, [circle(O, R), seg(O, A), seg(O, B), seg(C, A), seg(C, B), dot(O), angleMark(O, A, B, 12), label([O[0] + 12, O[1] - 6], 'O'),
        label([A[0] - 10, A[1] + 8], 'A'), label([B[0] + 10, B[1] + 8], 'B'), label([C[0] - 8, C[1] - 8], 'C')], '圆心角与圆周角');
      const stem = `如图，点 $A,B,C$ 在 $\\odot O$ 上，$\\angle AOB=${deg(central)}$，则 $\\angle ACB$ 的度数为`;
      return shaped(rand, `math-c-circle-${i}`, { grade: 'A9', chapters: [rj('24.1'), bsd('9b', '3.4')], knowledge: ['圆周角定理'] }, shape, {
        choiceStem: stem + fig, fillStem: `${stem}${BLANK}。${fig}`, answerStem: `${stem.replace('，则 $\\angle ACB$ 的度数为', '，求 $\\angle ACB$ 的度数。')}${fig}`,
        answer: `$${deg(central / 2)}$`, correctKey: String(central / 2),
        mistakes: [numeric(central, deg(central)), numeric(180 - central / 2, deg(180 - central / 2)), numeric(90 - central / 4, deg(90 - central / 4))],
        fallback: (t) => numeric(central / 2 + 5 * (t + 1), deg(central / 2 + 5 * (t + 1))),
        explanation: `同弧所对的圆周角等于它所对的圆心角的一半，所以 $\\angle ACB=\\frac{1}{2}\\angle AOB=${deg(central / 2)}$。`,
        difficulty: 2, check: { kind: 'value', expr: `${central}/2` },
      });
    }
    const r = int(rand, 2, 12);
    const n = pick(rand, [30, 45, 60, 72, 90, 120, 135, 150, 240]);
    const sector = rand() < 0.5;
    const value = sector ? q(n * r * r, 360) : q(n * r, 180);
    const piTex = (v: ReturnType<typeof q>) => (v.d === 1 ? `${v.n === 1 ? '' : v.n}\\pi` : `\\frac{${v.n === 1 ? '' : v.n}\\pi}{${v.d}}`);
    const cand = (v: ReturnType<typeof q>): Candidate => ({ key: key(v), text: `$${piTex(v)}$` });
    const what = sector ? '扇形的面积' : '弧长';
    return shaped(rand, `math-c-circle-${i}`, { grade: 'A9', chapters: [rj('24.4'), bsd('9b', '3.9')], knowledge: ['弧长和扇形面积'] }, shape, {
      choiceStem: `半径为 $${r}$，圆心角为 $${deg(n)}$ 的${what}是`, fillStem: `半径为 $${r}$，圆心角为 $${deg(n)}$ 的${what}是${BLANK}（结果保留 $\\pi$）。`,
      answerStem: `已知扇形的半径为 $${r}$，圆心角为 $${deg(n)}$，求它的${what}（结果保留 $\\pi$）。`,
      answer: `$${piTex(value)}$`, correctKey: key(value),
      mistakes: [cand(sector ? q(n * r, 180) : q(n * r * r, 360)), cand(sector ? q(n * r * r, 180) : q(n * r, 360)), cand(sector ? q(r * r) : q(2 * r))],
      fallback: (t) => cand(q(value.n + (t + 1) * value.d, value.d)),
      explanation: sector
        ? `扇形面积 $S=\\frac{n\\pi r^{2}}{360}=\\frac{${n}\\pi\\times ${r}^{2}}{360}=${piTex(value)}$。`
        : `弧长 $l=\\frac{n\\pi r}{180}=\\frac{${n}\\pi\\times ${r}}{180}=${piTex(value)}$。`,
      difficulty: 2, check: { kind: 'value', expr: sector ? `${n}*pi*${r}^2/360` : `${n}*pi*${r}/180` },
    });
  });
}

const TRIG: Record<string, Record<number, { r: number; s2: number; s3: number; tex: string }>> = {
  sin: { 30: { r: 1 / 2, s2: 0, s3: 0, tex: '\\frac{1}{2}' }, 45: { r: 0, s2: 1 / 2, s3: 0, tex: '\\frac{\\sqrt{2}}{2}' }, 60: { r: 0, s2: 0, s3: 1 / 2, tex: '\\frac{\\sqrt{3}}{2}' } },
  cos: { 30: { r: 0, s2: 0, s3: 1 / 2, tex: '\\frac{\\sqrt{3}}{2}' }, 45: { r: 0, s2: 1 / 2, s3: 0, tex: '\\frac{\\sqrt{2}}{2}' }, 60: { r: 1 / 2, s2: 0, s3: 0, tex: '\\frac{1}{2}' } },
  tan: { 30: { r: 0, s2: 0, s3: 1 / 3, tex: '\\frac{\\sqrt{3}}{3}' }, 45: { r: 1, s2: 0, s3: 0, tex: '1' }, 60: { r: 0, s2: 0, s3: 1, tex: '\\sqrt{3}' } },
};

/** a + b√2 + c√3 with rational parts, in LaTeX. */
function texMixed(r: number, s2: number, s3: number): string {
  const part = (c: number, rad: string, first: boolean) => {
    if (Math.abs(c) < 1e-12) return '';
    const v = q(Math.round(c * 12), 12);
    const sign = v.n < 0 ? '-' : first ? '' : '+';
    const num = Math.abs(v.n) === 1 && rad ? '' : String(Math.abs(v.n));
    return v.d === 1 ? `${sign}${num}${rad}` : `${sign}\\frac{${num}${rad}}{${v.d}}`;
  };
  let out = part(r, '', true);
  out += part(s2, '\\sqrt{2}', !out);
  out += part(s3, '\\sqrt{3}', !out);
  return out || '0';
}

/** 特殊角的三角函数值 (九年级下册 28.1): exact values of combinations of sin, cos and tan of 30°, 45°, 60°. */
export function specialAngles(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const terms = [0, 1, 2].slice(0, 2 + (i % 2)).map(() => ({ fn: pick(rand, ['sin', 'cos', 'tan']), a: pick(rand, [30, 45, 60]), c: pick(rand, [1, 2, -1, -2, 3]), sq: rand() < 0.25 }));
    let [r, s2, s3] = [0, 0, 0];
    for (const t of terms) {
      const v = TRIG[t.fn]![t.a]!;
      if (t.sq) r += t.c * (v.r + v.s2 * Math.SQRT2 + v.s3 * Math.sqrt(3)) ** 2;
      else [r, s2, s3] = [r + t.c * v.r, s2 + t.c * v.s2, s3 + t.c * v.s3];
    }
    r = Math.round(r * 12) / 12;
    const fnTex = (t: (typeof terms)[number], j: number) => {
      const coef = t.c === 1 ? (j ? '+' : '') : t.c === -1 ? '-' : `${t.c > 0 && j ? '+' : ''}${t.c}`;
      return `${coef}\\${t.fn}${t.sq ? '^{2}' : ''}${deg(t.a)}`;
    };
    const expr = terms.map(fnTex).join('');
    const ascii = terms.map((t) => `+(${t.c})*${t.fn}d(${t.a})${t.sq ? '^2' : ''}`).join('');
    const result = texMixed(r, s2, s3);
    const resultKey = (a: number, b: number, c: number) => (a + b * Math.SQRT2 + c * Math.sqrt(3)).toFixed(9);
    const subst = terms.map((t, j) => `${t.c === 1 ? (j ? '+' : '') : t.c === -1 ? '-' : `${t.c > 0 && j ? '+' : ''}${t.c}\\times `}${t.sq ? `\\left(${TRIG[t.fn]![t.a]!.tex}\\right)^{2}` : TRIG[t.fn]![t.a]!.tex}`).join('');
    return shaped(rand, `math-c-trig-${i}`, { grade: 'A9', chapters: [rj('28.1'), bsd('9b', '1.2')], knowledge: ['特殊角的三角函数值'] }, shape, {
      choiceStem: `计算 $${expr}$ 的结果是`, fillStem: `计算：$${expr}=$${BLANK}。`, answerStem: `计算：$${expr}$。`,
      answer: `$${result}$`, correctKey: resultKey(r, s2, s3),
      mistakes: [
        { key: resultKey(r, s3, s2), text: `$${texMixed(r, s3, s2)}$` },
        { key: resultKey(-r, s2, s3), text: `$${texMixed(-r, s2, s3)}$` },
        { key: resultKey(r + 1, s2, -s3), text: `$${texMixed(r + 1, s2, -s3)}$` },
      ],
      fallback: (t) => ({ key: resultKey(r + t + 2, s2, s3), text: `$${texMixed(r + t + 2, s2, s3)}$` }),
      explanation: `原式 $=${subst}=${result}$。`,
      difficulty: level(2 + (terms.length === 3 ? 1 : 0)), check: { kind: 'value', expr: ascii },
    });
  });
}

/** 相似三角形 (九年级下册 27.2): areas scale with the square of the ratio; parallel lines cut proportional segments. */
export function similarTriangles(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const at: Placement = { grade: 'A9', chapters: [rj('27.2'), bsd('9a', i % 2 ? '4.2' : '4.7')], knowledge: [i % 2 ? '平行线分线段成比例' : '相似三角形的性质'] };
    if (i % 2 === 0) {
      const [m, n] = pick(rand, [[1, 2], [2, 3], [3, 4], [2, 5], [3, 5], [1, 3]] as const);
      const area = m * m * int(rand, 1, 6);
      const other = (area / (m * m)) * n * n;
      return shaped(rand, `math-c-similar-${i}`, at, shape, {
        choiceStem: `已知 $\\triangle ABC\\sim\\triangle DEF$，相似比为 $${m}:${n}$，$\\triangle ABC$ 的面积为 $${area}$，则 $\\triangle DEF$ 的面积为`,
        fillStem: `已知 $\\triangle ABC\\sim\\triangle DEF$，相似比为 $${m}:${n}$，$\\triangle ABC$ 的面积为 $${area}$，则 $\\triangle DEF$ 的面积为${BLANK}。`,
        answerStem: `已知 $\\triangle ABC\\sim\\triangle DEF$，相似比为 $${m}:${n}$，$\\triangle ABC$ 的面积为 $${area}$，求 $\\triangle DEF$ 的面积。`,
        answer: `$${other}$`, correctKey: String(other),
        mistakes: [numeric((area * n) / m, tex(q(area * n, m))), numeric((area * m) / n, tex(q(area * m, n))), numeric(area * n)],
        fallback: (t) => numeric(other + t + 1),
        explanation: `相似三角形面积的比等于相似比的平方，所以 $S_{\\triangle DEF}=${area}\\times\\left(\\frac{${n}}{${m}}\\right)^{2}=${other}$。`,
        difficulty: 2, check: { kind: 'value', expr: `${area}*(${n}/${m})^2` },
      });
    }
    const [ad, db, ae] = [int(rand, 2, 6), int(rand, 1, 6), int(rand, 2, 9)];
    const ec = q(ae * db, ad);
    const A: Pt = [120, 20];
    const B: Pt = [30, 160];
    const C: Pt = [230, 160];
    const t = ad / (ad + db);
    const D: Pt = [A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t];
    const E: Pt = [A[0] + (C[0] - A[0]) * t, A[1] + (C[1] - A[1]) * t];
    const fig = figure(260, 180, [seg(A, B), seg(B, C), seg(C, A), seg(D, E), label([A[0], A[1] - 10], 'A'), label([B[0] - 10, B[1] + 6], 'B'),
      label([C[0] + 10, C[1] + 6], 'C'), label([D[0] - 12, D[1]], 'D'), label([E[0] + 12, E[1]], 'E')], '平行于三角形一边的直线');
    const stem = `如图，在 $\\triangle ABC$ 中，$DE\\parallel BC$，$AD=${ad}$，$DB=${db}$，$AE=${ae}$，则 $EC$ 的长为`;
    return shaped(rand, `math-c-similar-${i}`, at, shape, {
      choiceStem: stem + fig, fillStem: `${stem}${BLANK}。${fig}`, answerStem: `${stem.replace('，则 $EC$ 的长为', '，求 $EC$ 的长。')}${fig}`,
      answer: `$${tex(ec)}$`, correctKey: key(ec),
      mistakes: [{ key: key(q(ae * ad, db)), text: `$${tex(q(ae * ad, db))}$` }, { key: key(q(ae * (ad + db), ad)), text: `$${tex(q(ae * (ad + db), ad))}$` },
        { key: key(q(ae * db, ad + db)), text: `$${tex(q(ae * db, ad + db))}$` }],
      fallback: (k) => ({ key: key(q(ec.n + (k + 1) * ec.d, ec.d)), text: `$${tex(q(ec.n + (k + 1) * ec.d, ec.d))}$` }),
      explanation: `因为 $DE\\parallel BC$，所以 $\\frac{AD}{DB}=\\frac{AE}{EC}$，即 $\\frac{${ad}}{${db}}=\\frac{${ae}}{EC}$，解得 $EC=${tex(ec)}$。`,
      difficulty: 3, check: { kind: 'value', expr: `${ae}*${db}/${ad}` },
    });
  });
}
