import type { SeedItem } from '../types.js';
import { BLANK, repeat, shaped, type Placement } from '../common.js';
import { bsd, rj } from '../textbooks/index.js';
import { int, numeric, pick, type Candidate, type Rand } from './choice.js';
import { lines } from './latex.js';
import { key, q, tex } from './rational.js';

const CONTEXTS = [
  ['某班 $NUM$ 名同学一周的课外阅读时间（单位：小时）分别为', 1, 12],
  ['某篮球队 $NUM$ 名队员的年龄（单位：岁）分别为', 13, 18],
  ['某小组 $NUM$ 名同学的数学测验成绩（单位：分）分别为', 70, 100],
  ['某地连续 $NUM$ 天的最高气温（单位：℃）分别为', 18, 32],
  ['某兴趣小组 $NUM$ 名同学的跳绳成绩（单位：个/分）分别为', 150, 190],
] as const;

/** 数据的分析 (八年级下册第二十章): mean, median, mode, range and variance of a small data set. */
export function statistics(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const stat = (['mean', 'median', 'mode', 'range', 'variance'] as const)[i % 5]!;
    const [sentence, lo, hi] = CONTEXTS[i % CONTEXTS.length]!;
    const n = pick(rand, stat === 'variance' ? [5] : [5, 6, 7, 8]);
    let data: number[];
    do {
      data = Array.from({ length: n }, () => int(rand, lo, hi));
      if (stat === 'mode') data[n - 1] = data[0]!;
      if (stat === 'mean' || stat === 'variance') data[n - 1]! += (n - (data.reduce((s, x) => s + x, 0) % n)) % n;
    } while (!validFor(stat, data));
    const sorted = [...data].sort((a, b) => a - b);
    const sum = data.reduce((s, x) => s + x, 0);
    const mean = q(sum, n);
    const median = n % 2 ? q(sorted[(n - 1) / 2]!) : q(sorted[n / 2 - 1]! + sorted[n / 2]!, 2);
    const counts = new Map<number, number>();
    data.forEach((x) => counts.set(x, (counts.get(x) ?? 0) + 1));
    const mode = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const variance = q(data.reduce((s, x) => s + (x * n - sum) ** 2, 0), n * n * n);
    const value = { mean, median, mode: q(mode), range: q(sorted[n - 1]! - sorted[0]!), variance }[stat];
    const name = { mean: '平均数', median: '中位数', mode: '众数', range: '极差', variance: '方差' }[stat];
    const explanation = {
      mean: `平均数为 $\\frac{${data.join('+')}}{${n}}=${tex(mean)}$。`,
      median: `将数据从小到大排列为 $${sorted.join(',')}$，${n % 2 ? `第 $${(n + 1) / 2}$ 个数是 $${tex(median)}$` : `中间两个数是 $${sorted[n / 2 - 1]},${sorted[n / 2]}$，它们的平均数是 $${tex(median)}$`}，所以中位数是 $${tex(median)}$。`,
      mode: `数据 $${mode}$ 出现的次数最多（$${counts.get(mode)}$ 次），所以众数是 $${mode}$。`,
      range: `极差为最大值减最小值：$${sorted[n - 1]}-${sorted[0]}=${tex(value)}$。`,
      variance: lines(`平均数 $\\bar{x}=\\frac{${data.join('+')}}{${n}}=${tex(mean)}$，`,
        `方差 $s^{2}=\\frac{1}{${n}}[${data.map((x) => `(${x}-${tex(mean)})^{2}`).join('+')}]=${tex(variance)}$。`),
    }[stat];
    const cand = (v: ReturnType<typeof q>): Candidate => ({ key: key(v), text: `$${tex(v)}$` });
    const others = [mean, median, q(mode), q(sorted[n - 1]! - sorted[0]!), q(sorted[Math.floor(n / 2)]!)].filter((v) => key(v) !== key(value)).map(cand);
    const at: Placement = { grade: 'A8', chapters: [rj(stat === 'variance' || stat === 'range' ? '20.2' : '20.1'), bsd('8a', stat === 'mean' ? '6.1' : stat === 'variance' || stat === 'range' ? '6.4' : '6.2')], knowledge: [{ mean: '平均数', median: '中位数与众数', mode: '中位数与众数', range: '极差', variance: '方差' }[stat]] };
    const lead = `${sentence.replace('NUM', String(n))} $${data.join(',')}$，则这组数据的${name}是`;
    return shaped(rand, `math-c-stats-${i}`, at, shape, {
      choiceStem: lead, fillStem: `${lead}${BLANK}。`, answerStem: `${lead.replace(/，则这组数据的(.+)是$/, '。求这组数据的$1。')}`,
      answer: cand(value).text, correctKey: key(value), mistakes: others, fallback: (t) => cand(q(value.n + (t + 1) * value.d, value.d)),
      explanation, difficulty: stat === 'variance' ? 3 : stat === 'median' ? 2 : 1, check: { kind: 'stats', data, stat },
    });
  });
}

function validFor(stat: string, data: number[]): boolean {
  const counts = new Map<number, number>();
  data.forEach((x) => counts.set(x, (counts.get(x) ?? 0) + 1));
  const best = Math.max(...counts.values());
  const modes = [...counts.values()].filter((c) => c === best).length;
  if (stat === 'mode') return modes === 1 && best >= 2;
  if (stat === 'mean' || stat === 'variance') return data.reduce((s, x) => s + x, 0) % data.length === 0;
  return true;
}

const COLOURS = ['红', '白', '黄', '黑'];

/** 概率初步 (九年级上册第二十五章): drawing a ball from a bag, and the sum of two dice by listing. */
export function probability(rand: Rand, count: number): SeedItem[] {
  return repeat(count, (i, shape) => {
    const at: Placement = { grade: 'A9', chapters: [rj(i % 2 ? '25.2' : '25.1'), i % 2 ? bsd('9a', '3.1') : bsd('7b', '6.3')], knowledge: [i % 2 ? '用列举法求概率' : '概率的意义与计算'] };
    const cand = (v: ReturnType<typeof q>): Candidate => ({ key: key(v), text: `$${tex(v)}$` });
    if (i % 2 === 0) {
      const kinds = int(rand, 2, 3);
      const counts = Array.from({ length: kinds }, () => int(rand, 1, 8));
      const target = int(rand, 0, kinds - 1);
      const total = counts.reduce((s, x) => s + x, 0);
      const pr = q(counts[target]!, total);
      const balls = counts.map((c, j) => `${c} 个${COLOURS[j]}球`).join('、');
      const lead = `一个不透明的袋子中装有 ${balls}，这些球除颜色外都相同。从中随机摸出一个球，摸到${COLOURS[target]}球的概率是`;
      return shaped(rand, `math-c-probability-${i}`, at, shape, {
        choiceStem: lead, fillStem: `${lead}${BLANK}。`, answerStem: lead.replace(/的概率是$/, '的概率是多少？'),
        answer: cand(pr).text, correctKey: key(pr),
        mistakes: [cand(q(counts[target]!, total - counts[target]! || 1)), cand(q(1, kinds)), cand(q(total - counts[target]!, total))], fallback: (t) => cand(q(t + 1, total + 1)),
        explanation: `袋中共有 $${total}$ 个球，其中${COLOURS[target]}球有 $${counts[target]}$ 个，每个球被摸到的可能性相同，所以 $P=\\frac{${counts[target]}}{${total}}${counts[target]! / total === pr.n / pr.d && pr.d !== total ? `=${tex(pr)}` : ''}$。`,
        difficulty: 1, check: { kind: 'probability', model: 'balls', counts, target },
      });
    }
    const sum = int(rand, 3, 11);
    const outcomes: string[] = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === sum) outcomes.push(`(${a},${b})`);
    const pr = q(outcomes.length, 36);
    const lead = `同时掷两枚质地均匀的骰子，两枚骰子朝上一面的点数之和为 $${sum}$ 的概率是`;
    return shaped(rand, `math-c-probability-${i}`, at, shape, {
      choiceStem: lead, fillStem: `${lead}${BLANK}。`, answerStem: `${lead.replace(/的概率是$/, '的概率是多少？请列表说明。')}`,
      answer: cand(pr).text, correctKey: key(pr), mistakes: [cand(q(1, 11)), cand(q(outcomes.length, 21)), cand(q(1, 6))], fallback: (t) => cand(q(t + 2, 36)),
      explanation: `列表可知共有 $36$ 种等可能的结果，点数之和为 $${sum}$ 的结果有 $${outcomes.join(',')}$，共 $${outcomes.length}$ 种，所以 $P=\\frac{${outcomes.length}}{36}=${tex(pr)}$。`,
      difficulty: 3, check: { kind: 'probability', model: 'dice', sum },
    });
  });
}
