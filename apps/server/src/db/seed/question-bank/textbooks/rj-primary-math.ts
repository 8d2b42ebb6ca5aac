import type { TextbookSeed } from '../types.js';

/** 人教版（人民教育出版社）小学数学五、六年级的目录（单元）。 */
const base = { period: 'X', km: '数学', pressName: '人民教育出版社', versionName: '人教版' } as const;

export const RJ_PRIMARY_MATH: TextbookSeed[] = [
  {
    ...base, key: 'rj-x-math-5a', grade: 'A5', volume: '五年级上册',
    chapters: ['1 小数乘法', '2 位置', '3 小数除法', '4 可能性', '5 简易方程', '6 多边形的面积', '7 数学广角——植树问题'],
  },
  {
    ...base, key: 'rj-x-math-5b', grade: 'A5', volume: '五年级下册',
    chapters: ['1 观察物体（三）', '2 因数与倍数', '3 长方体和正方体', '4 分数的意义和性质', '5 图形的运动（三）', '6 分数的加法和减法',
      '7 折线统计图', '8 数学广角——找次品'],
  },
  {
    ...base, key: 'rj-x-math-6a', grade: 'A6', volume: '六年级上册',
    chapters: ['1 位置与方向（二）', '2 分数乘法', '3 分数除法', '4 比', '5 圆', '6 百分数（一）', '7 扇形统计图', '8 数学广角——数与形'],
  },
  {
    ...base, key: 'rj-x-math-6b', grade: 'A6', volume: '六年级下册',
    chapters: ['1 负数', '2 百分数（二）', '3 圆柱与圆锥', '4 比例', '5 数学广角——鸽巢问题', '6 整理和复习'],
  },
];

/** Reference of a 人教版 primary unit, e.g. rjx('6a', 3). */
export function rjx(volume: string, unit: number): string {
  return `rj-x-math-${volume}:${unit}`;
}
