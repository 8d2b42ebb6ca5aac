import { ItemType } from '@zuoyeben/shared';
import { BLANK, CHOICE_TAIL, makeItem, type Placement } from '../common.js';
import { int, makeChoice, pick, type Rand } from '../math/choice.js';
import type { SeedItem } from '../types.js';

interface Problem {
  grade: string;
  knowledge: string;
  stem: string;
  /** ASCII expression of the answer, recomputed by the test. */
  expr: string;
  value: number;
  unit: string;
  formula: string;
  wrong: number[];
}

const fmt = (v: number) => String(Number(v.toPrecision(10)));

/** Computed junior physics problems: speed, density, weight, pressure, buoyancy, work and power, circuits, heat. */
function problem(rand: Rand, kind: number): Problem {
  switch (kind) {
    case 0: {
      const [v, t] = [pick(rand, [36, 54, 72, 90, 108]), int(rand, 2, 5)];
      return { grade: 'A8', knowledge: '速度的计算', stem: `一辆汽车在平直公路上匀速行驶，$${t}$ h 内行驶了 $${v * t}$ km，汽车的速度是${BLANK} m/s。`,
        expr: `${v * t}*1000/(${t}*3600)`, value: v / 3.6, unit: 'm/s', formula: `$v=\\frac{s}{t}=\\frac{${v * t}\\ \\text{km}}{${t}\\ \\text{h}}=${v}\\ \\text{km/h}=${fmt(v / 3.6)}\\ \\text{m/s}$`, wrong: [v, v * t, v / 3] };
    }
    case 1: {
      const [name, rho] = pick(rand, [['铝', 2.7], ['铁', 7.9], ['铜', 8.9]] as const);
      const V = int(rand, 2, 9) * 10;
      return { grade: 'A8', knowledge: '密度的计算', stem: `一个实心金属块的质量为 $${fmt(rho * V)}$ g，体积为 $${V}$ $\\text{cm}^{3}$，它的密度是${BLANK} $\\text{g/cm}^{3}$。`,
        expr: `${fmt(rho * V)}/${V}`, value: rho, unit: 'g/cm³', formula: `$\\rho=\\frac{m}{V}=\\frac{${fmt(rho * V)}\\ \\text{g}}{${V}\\ \\text{cm}^{3}}=${rho}\\ \\text{g/cm}^{3}$，查密度表可知这种金属可能是${name}`, wrong: [rho * 10, rho / 10, rho + 1] };
    }
    case 2: {
      const m = int(rand, 2, 60) / 2;
      return { grade: 'A8', knowledge: '重力', stem: `质量为 $${m}$ kg 的物体受到的重力是${BLANK} N。（$g$ 取 $10$ N/kg）`, expr: `${m}*10`, value: m * 10, unit: 'N',
        formula: `$G=mg=${m}\\ \\text{kg}\\times 10\\ \\text{N/kg}=${fmt(m * 10)}\\ \\text{N}$`, wrong: [m, m * 9.8, m / 10] };
    }
    case 3: {
      const [m, s] = [int(rand, 40, 70), pick(rand, [0.02, 0.025, 0.04])];
      const p = (m * 10) / (2 * s);
      return { grade: 'A8', knowledge: '固体压强', stem: `质量为 $${m}$ kg 的同学双脚站立在水平地面上，每只脚与地面的接触面积为 $${s}$ $\\text{m}^{2}$，他对地面的压强是${BLANK} Pa。（$g$ 取 $10$ N/kg）`,
        expr: `${m}*10/(2*${s})`, value: p, unit: 'Pa', formula: `$F=G=mg=${m * 10}\\ \\text{N}$，$p=\\frac{F}{S}=\\frac{${m * 10}\\ \\text{N}}{2\\times ${s}\\ \\text{m}^{2}}=${fmt(p)}\\ \\text{Pa}$`, wrong: [p * 2, m / (2 * s), p / 10] };
    }
    case 4: {
      const h = int(rand, 1, 40) / 10;
      const p = 1000 * 10 * h;
      return { grade: 'A8', knowledge: '液体压强', stem: `水深 $${h}$ m 处，水产生的压强是${BLANK} Pa。（水的密度 $\\rho=1.0\\times 10^{3}$ $\\text{kg/m}^{3}$，$g$ 取 $10$ N/kg）`,
        expr: `1000*10*${h}`, value: p, unit: 'Pa', formula: `$p=\\rho gh=1.0\\times 10^{3}\\ \\text{kg/m}^{3}\\times 10\\ \\text{N/kg}\\times ${h}\\ \\text{m}=${fmt(p)}\\ \\text{Pa}$`, wrong: [p / 10, 1000 * h, p * 10] };
    }
    case 5: {
      const V = int(rand, 1, 20) * 100;
      const F = 1000 * 10 * V * 1e-6;
      return { grade: 'A8', knowledge: '阿基米德原理', stem: `体积为 $${V}$ $\\text{cm}^{3}$ 的物体浸没在水中，它受到的浮力是${BLANK} N。（$g$ 取 $10$ N/kg）`,
        expr: `1000*10*${V}/1000000`, value: F, unit: 'N', formula: `由阿基米德原理，$F=\\rho gV=1.0\\times 10^{3}\\ \\text{kg/m}^{3}\\times 10\\ \\text{N/kg}\\times ${fmt(V * 1e-6)}\\ \\text{m}^{3}=${fmt(F)}\\ \\text{N}$`, wrong: [F * 10, F / 10, V * 10] };
    }
    case 6: {
      const [F, s] = [int(rand, 2, 20) * 10, int(rand, 2, 15)];
      // The time divides the work, so the power is a whole number of watts.
      const t = pick(rand, [2, 4, 5, 10].filter((d) => (F * s) % d === 0));
      return { grade: 'A8', knowledge: '功率', stem: `小明用 $${F}$ N 的水平推力推着箱子在水平地面上匀速前进了 $${s}$ m，用时 $${t}$ s，推力做功的功率是${BLANK} W。`,
        expr: `${F}*${s}/${t}`, value: (F * s) / t, unit: 'W', formula: `$W=Fs=${F}\\ \\text{N}\\times ${s}\\ \\text{m}=${F * s}\\ \\text{J}$，$P=\\frac{W}{t}=\\frac{${F * s}\\ \\text{J}}{${t}\\ \\text{s}}=${fmt((F * s) / t)}\\ \\text{W}$`, wrong: [F * s, F * t, (F * t) / s] };
    }
    case 7: {
      const [G, pull] = pick(rand, [[240, 150], [360, 200], [480, 300], [600, 375], [400, 250], [450, 250], [300, 200], [540, 300]] as const);
      const h = int(rand, 1, 4);
      const eta = G / (2 * pull);
      return { grade: 'A8', knowledge: '机械效率', stem: `用动滑轮将重 $${G}$ N 的物体匀速提升 $${h}$ m，绳子自由端的拉力为 $${pull}$ N，动滑轮的机械效率是${BLANK}。`,
        expr: `${G}*${h}/(${pull}*2*${h})`, value: eta, unit: '%', formula: `有用功 $W_{1}=Gh=${G * h}\\ \\text{J}$，总功 $W_{2}=F\\cdot 2h=${pull * 2 * h}\\ \\text{J}$，$\\eta=\\frac{W_{1}}{W_{2}}=${fmt(eta * 100)}\\%$`, wrong: [pull / G, (2 * pull - G) / (2 * pull), 1] };
    }
    case 8: {
      const [U, R] = pick(rand, [[3, 10], [6, 12], [12, 24], [4.5, 15], [6, 20], [220, 1100]] as const);
      return { grade: 'A9', knowledge: '欧姆定律的应用', stem: `一个定值电阻的阻值为 $${R}$ Ω，两端的电压为 $${U}$ V，通过它的电流是${BLANK} A。`, expr: `${U}/${R}`, value: U / R, unit: 'A',
        formula: `$I=\\frac{U}{R}=\\frac{${U}\\ \\text{V}}{${R}\\ \\Omega}=${fmt(U / R)}\\ \\text{A}$`, wrong: [R / U, U * R, U / R / 10] };
    }
    case 9: {
      const [R1, R2] = pick(rand, [[10, 40], [6, 3], [12, 6], [30, 60], [20, 20], [4, 12]] as const);
      const parallel = rand() < 0.5;
      const R = parallel ? (R1 * R2) / (R1 + R2) : R1 + R2;
      return { grade: 'A9', knowledge: '电阻的串联和并联', stem: `将阻值分别为 $${R1}$ Ω 和 $${R2}$ Ω 的两个电阻${parallel ? '并联' : '串联'}，总电阻是${BLANK} Ω。`,
        expr: parallel ? `1/(1/${R1}+1/${R2})` : `${R1}+${R2}`, value: R, unit: 'Ω',
        formula: parallel ? `$\\frac{1}{R}=\\frac{1}{R_{1}}+\\frac{1}{R_{2}}$，$R=\\frac{R_{1}R_{2}}{R_{1}+R_{2}}=\\frac{${R1}\\times ${R2}}{${R1}+${R2}}\\ \\Omega=${fmt(R)}\\ \\Omega$` : `$R=R_{1}+R_{2}=${R1}\\ \\Omega+${R2}\\ \\Omega=${R}\\ \\Omega$`,
        wrong: parallel ? [R1 + R2, Math.abs(R1 - R2) || R1 / 2] : [(R1 * R2) / (R1 + R2), R1 * R2] };
    }
    case 10: {
      const [P, t] = [pick(rand, [100, 200, 500, 800, 1000, 1500]), int(rand, 1, 10)];
      return { grade: 'A9', knowledge: '电能', stem: `一个额定功率为 $${P}$ W 的用电器正常工作 $${t}$ h，消耗的电能是${BLANK} $\\text{kW}\\cdot\\text{h}$。`,
        expr: `${P}/1000*${t}`, value: (P / 1000) * t, unit: 'kW·h', formula: `$W=Pt=${fmt(P / 1000)}\\ \\text{kW}\\times ${t}\\ \\text{h}=${fmt((P / 1000) * t)}\\ \\text{kW}\\cdot\\text{h}$`, wrong: [P * t, (P * t) / 100] };
    }
    case 11: {
      const [U, I] = [pick(rand, [3, 6, 12, 220]), pick(rand, [0.2, 0.3, 0.5, 1.5, 2])];
      return { grade: 'A9', knowledge: '电功率的计算', stem: `一个用电器两端的电压为 $${U}$ V，通过的电流为 $${I}$ A，它的电功率是${BLANK} W。`, expr: `${U}*${I}`, value: U * I, unit: 'W',
        formula: `$P=UI=${U}\\ \\text{V}\\times ${I}\\ \\text{A}=${fmt(U * I)}\\ \\text{W}$`, wrong: [U / I, I / U] };
    }
    default: {
      const [m, dt] = [pick(rand, [0.5, 1, 2, 5]), pick(rand, [10, 20, 40, 50, 80])];
      const Q = 4200 * m * dt;
      const exp = Math.floor(Math.log10(Q));
      const mant = fmt(Q / 10 ** exp);
      return { grade: 'A9', knowledge: '比热容', stem: `质量为 $${m}$ kg 的水，温度升高 $${dt}$ ℃，吸收的热量是多少焦？[$c=4.2\\times 10^{3}$ J/(kg·℃)]`,
        expr: `4200*${m}*${dt}`, value: Q, unit: 'J', formula: `$Q=cm\\Delta t=4.2\\times 10^{3}\\times ${m}\\times ${dt}\\ \\text{J}=${mant}\\times 10^{${exp}}\\ \\text{J}$`, wrong: [] };
    }
  }
}

/** The value as the answer shows it: percentages as 80\\%, heat in scientific notation. */
function valueTex(v: number, unit: string): string {
  if (unit === '%') return `${fmt(v * 100)}\\%`;
  if (unit === 'J') {
    const exp = Math.floor(Math.log10(v));
    return `${fmt(v / 10 ** exp)}\\times 10^{${exp}}`;
  }
  return fmt(v);
}

/** Physics fill-in and choice items whose answers are computed from the numbers in the stem. */
export function generatePhysicsItems(rand: Rand, count: number): SeedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const pr = problem(rand, i % 13);
    const at: Placement = { period: 'C', km: '物理', grade: pr.grade, chapters: [], knowledge: [pr.knowledge] };
    const check = { kind: 'value' as const, expr: pr.expr };
    const explanation = `${pr.formula}。`;
    const unitText = pr.unit === '%' ? '' : ` ${pr.unit}`;
    if (pr.unit === 'J') {
      return makeItem(rand, `physics-calc-${i}`, at, { type: ItemType.ShortAnswer, stem: pr.stem, answer: [`$${valueTex(pr.value, 'J')}$ J`], explanation, difficulty: 3, check });
    }
    if (pr.wrong.length >= 2 && i % 2 === 1) {
      const option = (v: number) => ({ key: fmt(v), text: `$${valueTex(v, pr.unit)}$${unitText}` });
      const { options, answer } = makeChoice(rand, option(pr.value), pr.wrong.map(option), (t) => option(pr.value * (t + 2)));
      return makeItem(rand, `physics-calc-${i}`, at, {
        type: ItemType.SingleChoice, stem: pr.stem.replace(new RegExp(`${BLANK}[^。（]*。?`), '') + CHOICE_TAIL, options, answer, explanation, difficulty: 2, check,
      });
    }
    return makeItem(rand, `physics-calc-${i}`, at, { type: ItemType.FillBlank, stem: pr.stem, answer: [`$${valueTex(pr.value, pr.unit)}$`], explanation, difficulty: 2, check });
  });
}
