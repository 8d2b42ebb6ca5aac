import { ItemType } from '@zuoyeben/shared';
import type { AngleSpot, SeedItem } from '../types.js';
import { BLANK, level, makeItem, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, numeric, pick, type Candidate, type Rand } from './choice.js';
import { deg, lines } from './latex.js';
import { angleMark, figure, label, seg, type Pt } from './svg.js';

const degC = (v: number): Candidate => numeric(v, deg(v));
const nearDeg = (v: number) => (t: number) => degC(v + (t % 2 ? 1 : -1) * 10 * (Math.floor(t / 2) + 1));

/** 余角和补角 (七年级上册 4.3): complements and supplements, in degrees and minutes, and the classic equation. */
export function complementAngles(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const at = { grade: 'A7', chapters: [rj('4.3'), bsd('7b', '2.1')], knowledge: ['余角和补角'] };
    if (i % 3 === 2) {
      const k = pick(rand, [3, 4, 7, 10]);
      const x = (90 * k - 180) / (k - 1);
      return makeItem(rand, `math-c-complement-${i}`, at, {
        type: ItemType.ShortAnswer,
        stem: `一个角的补角是它的余角的 $${k}$ 倍，求这个角的度数。`,
        answer: [`$${deg(x)}$`],
        explanation: lines(`设这个角为 $${deg('x')}$，则它的余角为 $${deg('(90-x)')}$，补角为 $${deg('(180-x)')}$。`,
          `根据题意，得 $180-x=${k}(90-x)$，解得 $x=${x}$。`, `答：这个角的度数为 $${deg(x)}$。`),
        difficulty: 3,
        check: { kind: 'equation', vars: ['x'], equations: [['180-x', `${k}*(90-x)`]] },
      });
    }
    const supplement = i % 2 === 1;
    const whole = supplement ? 180 : 90;
    const withMinutes = rand() < 0.4;
    const d = int(rand, 15, 80);
    const m = withMinutes ? int(rand, 1, 59) : 0;
    const given = withMinutes ? `${d}^\\circ ${m}'` : deg(d);
    const [rd, rm] = m ? [whole - d - 1, 60 - m] : [whole - d, 0];
    const result = rm ? `${rd}^\\circ ${rm}'` : deg(rd);
    const word = supplement ? '补角' : '余角';
    const other = (a: number, b: number): Candidate => ({ key: `${a}:${b}`, text: `$${b ? `${a}^\\circ ${b}'` : deg(a)}$` });
    return shaped(rand, `math-c-complement-${i}`, at, shape, {
      choiceStem: `已知 $\\angle\\alpha=${given}$，则 $\\angle\\alpha$ 的${word}是`,
      fillStem: `已知 $\\angle\\alpha=${given}$，则 $\\angle\\alpha$ 的${word}是${BLANK}。`,
      answerStem: `已知 $\\angle\\alpha=${given}$，求 $\\angle\\alpha$ 的${word}。`,
      answer: `$${result}$`,
      correctKey: `${rd}:${rm}`,
      mistakes: [other(270 - whole - d - (m ? 1 : 0), rm), other(whole - d, m), other(m ? rd : rd + 10, m ? (rm + 30) % 60 : 0)],
      fallback: (t) => other(rd + t + 2, rm),
      explanation: `$\\angle\\alpha$ 的${word}为 $${whole}^\\circ-${given}=${result}$。${m ? `注意 $1^\\circ=60'$。` : ''}`,
      difficulty: level(withMinutes ? 2 : 1),
      check: { kind: 'value', expr: `${whole}-(${d}+${m}/60)` },
    });
  });
}

const REGION: Record<string, [number, number]> = { ur: [1, -1], ul: [-1, -1], ll: [-1, 1], lr: [1, 1] };

function parallelFigure(theta: number, given: AngleSpot, asked: AngleSpot): string {
  const t = (theta * Math.PI) / 180;
  const [ya, yb] = [55, 125];
  const dx = (yb - ya) / 2 / Math.tan(t);
  const P: Pt = [140 + dx, ya];
  const Q: Pt = [140 - dx, yb];
  const up: Pt = [Math.cos(t), -Math.sin(t)];
  const ends: [Pt, Pt] = [[P[0] + up[0] * 45, P[1] + up[1] * 45], [Q[0] - up[0] * 45, Q[1] - up[1] * 45]];
  const place = (spot: AngleSpot, text: string) => {
    const X = spot[0] === 'P' ? P : Q;
    const [sx, sy] = REGION[spot.slice(2)]!;
    const ray: Pt = sy < 0 ? up : [-up[0], -up[1]];
    const bis: Pt = [sx + ray[0], ray[1]];
    const len = Math.hypot(bis[0], bis[1]);
    return label([X[0] + (bis[0] / len) * 17, X[1] + (bis[1] / len) * 17], text, false);
  };
  return figure(280, 180, [seg([20, ya], [260, ya]), seg([20, yb], [260, yb]), seg(ends[0], ends[1]), label([270, ya], 'a'), label([270, yb], 'b'),
    label([ends[0][0] + 8, ends[0][1] - 4], 'c'), place(given, '1'), place(asked, '2')], '两条平行线被第三条直线所截');
}

const PAIRS: [AngleSpot, AngleSpot, string][] = [
  ['P-ur', 'Q-ur', '两直线平行，同位角相等'], ['P-ul', 'Q-ul', '两直线平行，同位角相等'], ['P-ll', 'Q-ll', '两直线平行，同位角相等'],
  ['P-lr', 'Q-lr', '两直线平行，同位角相等'], ['P-ll', 'Q-ur', '两直线平行，内错角相等'], ['P-lr', 'Q-ul', '两直线平行，内错角相等'],
  ['P-ll', 'Q-ul', '两直线平行，同旁内角互补'], ['P-lr', 'Q-ur', '两直线平行，同旁内角互补'],
];

/** 平行线的性质 (七年级下册 5.3), with the figure drawn to the given angle. */
export function parallelLineAngles(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const [given, asked, reason] = PAIRS[i % PAIRS.length]!;
    let v = int(rand, 4, 14) * 10 + pick(rand, [0, 5]);
    if (v === 90) v = 75;
    const theta = /ur|ll/.test(given) ? v : 180 - v;
    const answer = /ur|ll/.test(asked) ? theta : 180 - theta;
    const stem = `如图，直线 $a\\parallel b$，直线 $c$ 与直线 $a,b$ 分别相交，若 $\\angle 1=${deg(v)}$，则 $\\angle 2$ 的度数为`;
    const at = { grade: 'A7', chapters: [rj('5.3'), bsd('7b', '2.3')], knowledge: ['平行线的性质'] };
    const fig = parallelFigure(theta, given, asked);
    return shaped(rand, `math-c-parallel-${i}`, at, shape, {
      choiceStem: `${stem}${fig}`,
      fillStem: `${stem}${BLANK}。${fig}`,
      answerStem: `${stem.replace('则 $\\angle 2$ 的度数为', '求 $\\angle 2$ 的度数，并说明理由。')}${fig}`,
      answer: `$${deg(answer)}$`,
      correctKey: String(answer),
      mistakes: [degC(180 - answer), degC(Math.abs(90 - answer) || 45), degC(answer === 2 * v ? v / 2 : Math.min(2 * v, 175))],
      fallback: nearDeg(answer),
      explanation: `因为 $a\\parallel b$，所以${reason.replace('两直线平行，', '')}（${reason}），得 $\\angle 2=${answer === v ? deg(v) : `180^\\circ-${deg(v)}=${deg(answer)}`}$。`,
      difficulty: level(reason.includes('同旁') ? 2 : 1),
      check: { kind: 'parallel', given: v, givenAt: given, askedAt: asked },
    });
  });
}

/** A triangle ABC drawn with the angles at A and B, fitted into the figure box. */
function triangleFigure(alpha: number, beta: number, exterior: boolean): string {
  const r = (d: number) => (d * Math.PI) / 180;
  const gamma = 180 - alpha - beta;
  const B: Pt = [0, 0];
  const C: Pt = [1, 0];
  const c = Math.sin(r(gamma)) / Math.sin(r(alpha));
  const A: Pt = [c * Math.cos(r(beta)), -c * Math.sin(r(beta))];
  const D: Pt = [1.45, 0];
  const pts = exterior ? [A, B, C, D] : [A, B, C];
  const [minX, maxX] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  const [minY, maxY] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  const s = Math.min(220 / (maxX - minX), 130 / (maxY - minY));
  const map = (p: Pt): Pt => [30 + (p[0] - minX) * s, 25 + (p[1] - minY) * s];
  const [a, b, cc, d] = [map(A), map(B), map(C), map(D)];
  const body = [seg(a, b), seg(b, cc), seg(cc, a), label([a[0], a[1] - 12], 'A'), label([b[0] - 10, b[1] + 8], 'B'), label([cc[0], cc[1] + 14], 'C'),
    angleMark(a, b, cc), angleMark(b, cc, a)];
  if (exterior) body.push(seg(cc, d), label([d[0] + 4, d[1] + 14], 'D'), angleMark(cc, d, a, 14));
  return figure(290, 190, body, exterior ? '三角形及其一个外角' : '三角形');
}

/** 与三角形有关的角 (八年级上册 11.2) and 多边形的内角和 (11.3). */
export function triangleAngles(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const template = i % 4;
    if (template === 3) {
      const sides = pick(rand, [5, 6, 8, 9, 10, 12]);
      const askSides = rand() < 0.5;
      const sum = (sides - 2) * 180;
      const at: Placement = { grade: 'A8', chapters: [rj('11.3'), bsd('8b', '6.4')], knowledge: ['多边形的内角和与外角和'] };
      if (askSides) {
        return makeItem(rand, `math-c-polygon-${i}`, at, {
          type: ItemType.FillBlank, stem: `一个多边形的内角和是 $${deg(sum)}$，这个多边形的边数是${BLANK}。`, answer: [`$${sides}$`],
          explanation: `设边数为 $n$，则 $(n-2)\\times 180^\\circ=${deg(sum)}$，解得 $n=${sides}$。`, difficulty: 2,
          check: { kind: 'equation', vars: ['n'], equations: [['(n-2)*180', String(sum)]] },
        });
      }
      const each = 360 / sides;
      return shaped(rand, `math-c-polygon-${i}`, at, shape, {
        choiceStem: `正 $${sides}$ 边形的每一个外角的度数是`, fillStem: `正 $${sides}$ 边形的每一个外角等于${BLANK}度。`,
        answerStem: `求正 $${sides}$ 边形的每一个内角和每一个外角的度数（只写外角作为答案）。`,
        answer: `$${deg(each)}$`, fillAnswer: `$${each}$`, correctKey: String(each),
        mistakes: [degC(180 - each), degC(sum / sides === each ? each + 10 : sum / sides), degC(each / 2)], fallback: nearDeg(each),
        explanation: `多边形的外角和等于 $360^\\circ$，正 $${sides}$ 边形的每个外角都相等，所以每个外角为 $360^\\circ\\div ${sides}=${deg(each)}$（每个内角为 $${deg(180 - each)}$）。`,
        difficulty: 2, check: { kind: 'value', expr: `360/${sides}` },
      });
    }
    const alpha = int(rand, 4, 9) * 10 + pick(rand, [0, 5]);
    const beta = int(rand, 3, Math.min(9, Math.floor((155 - alpha) / 10))) * 10;
    const at = { grade: 'A8', chapters: [rj('11.2'), bsd('8a', '7.5')], knowledge: [template === 1 ? '三角形的外角' : '三角形的内角和'] };
    if (template === 2) {
      const apex = int(rand, 3, 14) * 10;
      const base = (180 - apex) / 2;
      return shaped(rand, `math-c-triangle-${i}`, { ...at, knowledge: ['等腰三角形的性质', '三角形的内角和'], chapters: [rj('13.3'), bsd('8b', '1.1')] }, shape, {
        choiceStem: `等腰三角形的顶角为 $${deg(apex)}$，则它的底角为`, fillStem: `等腰三角形的顶角为 $${deg(apex)}$，则它的底角为${BLANK}。`,
        answerStem: `已知等腰三角形的顶角为 $${deg(apex)}$，求它的底角。`,
        answer: `$${deg(base)}$`, correctKey: String(base),
        mistakes: [degC(180 - 2 * apex > 0 ? 180 - 2 * apex : apex / 2), degC(apex), degC(180 - apex)], fallback: nearDeg(base),
        explanation: `等腰三角形的两个底角相等，所以底角为 $(180^\\circ-${deg(apex)})\\div 2=${deg(base)}$。`,
        difficulty: 2, check: { kind: 'value', expr: `(180-${apex})/2` },
      });
    }
    const exterior = template === 1;
    const answer = exterior ? alpha + beta : 180 - alpha - beta;
    const stem = exterior
      ? `如图，$\\angle ACD$ 是 $\\triangle ABC$ 的外角，$\\angle A=${deg(alpha)}$，$\\angle B=${deg(beta)}$，则 $\\angle ACD$ 的度数为`
      : `如图，在 $\\triangle ABC$ 中，$\\angle A=${deg(alpha)}$，$\\angle B=${deg(beta)}$，则 $\\angle C$ 的度数为`;
    const fig = triangleFigure(alpha, beta, exterior);
    return shaped(rand, `math-c-triangle-${i}`, at, shape, {
      choiceStem: stem + fig, fillStem: `${stem}${BLANK}。${fig}`, answerStem: `${stem.replace(/则 (.+) 的度数为$/, '求 $1 的度数。')}${fig}`,
      answer: `$${deg(answer)}$`, correctKey: String(answer),
      mistakes: [degC(exterior ? 180 - alpha - beta : alpha + beta), degC(180 - answer), degC(exterior ? 180 - alpha : 90 - (answer % 90 || 10))],
      fallback: nearDeg(answer),
      explanation: exterior
        ? `三角形的一个外角等于与它不相邻的两个内角的和，所以 $\\angle ACD=\\angle A+\\angle B=${deg(alpha)}+${deg(beta)}=${deg(answer)}$。`
        : `三角形的内角和等于 $180^\\circ$，所以 $\\angle C=180^\\circ-${deg(alpha)}-${deg(beta)}=${deg(answer)}$。`,
      difficulty: 1 + (exterior ? 1 : 0) as 1 | 2,
      check: { kind: 'value', expr: exterior ? `${alpha}+${beta}` : `180-${alpha}-${beta}` },
    });
  });
}
