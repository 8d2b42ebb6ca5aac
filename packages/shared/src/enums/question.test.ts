import { describe, expect, it } from 'vitest';
import {
  BankSourceNames,
  DifficultyNames,
  ITEM_TYPES,
  difficultyOfScoreRate,
  discriminationBand,
  paperDifficultyOf,
  provinceLabel,
} from './question.js';

describe('question-bank constants', () => {
  it('names difficulty 1–5 as the paper pieces do', () => {
    expect(Object.values(DifficultyNames)).toEqual(['容易', '较易', '中等', '较难', '困难']);
  });

  it('labels a score rate by the cut points 0.2, 0.5, 0.7 and 0.9', () => {
    expect([0, 0.19, 0.2, 0.49, 0.5, 0.69, 0.7, 0.89, 0.9, 1].map(difficultyOfScoreRate)).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('bands discrimination and paper difficulty as spec 02 §9 says', () => {
    expect([0.1, 0.19, 0.29, 0.39, 0.8].map(discriminationBand)).toEqual(['较差', '一般', '良好', '优秀', '优秀']);
    expect([0.75, 0.6, 0.59].map(paperDifficultyOf)).toEqual([1, 2, 3]);
  });

  it('has the eight group types that count each sub-question', () => {
    expect(ITEM_TYPES.filter((t) => t.isGroup).map((t) => t.name)).toEqual([
      '选择题组', '阅读理解', '完形填空', '听力', '七选五', '语法选择', '补全句子', '补全对话',
    ]);
  });

  it('shows five province codes or more as nationwide', () => {
    expect(provinceLabel(['110000', '310000'])).toBe('北京、上海');
    expect(provinceLabel(['110000', '120000', '130000', '140000', '150000'])).toBe('全国');
    expect(provinceLabel(['QG1'])).toBe('全国Ⅰ卷');
  });

  it('names every bank source of the source table', () => {
    expect(Object.keys(BankSourceNames).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 10, 100, 200, 300, 400, 800]);
  });
});
