import { describe, expect, it } from 'vitest';
import {
  BankSourceNames,
  itemTypesForSubject,
  DISCRIMINATION_BANDS,
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

  it('shows five province codes or more as nationwide, and fewer by their names', () => {
    const names: Record<string, string> = { '110000': '北京', '310000': '上海' };
    const nameOf = (code: string) => names[code];
    expect(provinceLabel(['110000', '310000'], nameOf)).toBe('北京、上海');
    expect(provinceLabel(['110000', '120000', '130000', '140000'], nameOf)).toBe('北京、120000、130000、140000');
    expect(provinceLabel(['110000', '120000', '130000', '140000', '150000'], nameOf)).toBe('全国');
    expect(provinceLabel([], nameOf)).toBe('');
  });

  it('bands discrimination at 0.19, 0.29 and 0.39, with negatives poor and 1 very good', () => {
    expect([-0.2, 0, 0.189, 0.19, 0.289, 0.29, 0.389, 0.39, 1].map(discriminationBand))
      .toEqual(['较差', '较差', '较差', '一般', '一般', '良好', '良好', '优秀', '优秀']);
    expect(DISCRIMINATION_BANDS.map((b) => b.name)).toEqual(['较差', '一般', '良好', '优秀']);
    // The bands tile the whole range: each one starts where the one before ends.
    DISCRIMINATION_BANDS.slice(1).forEach((b, i) => expect(b.min).toBe(DISCRIMINATION_BANDS[i]!.max));
  });

  it('names every bank source of the source table', () => {
    expect(Object.keys(BankSourceNames).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 10, 100, 200, 300, 400, 800]);
  });
});

describe('itemTypesForSubject (issue 9 item 25)', () => {
  const names = (km: string | null) => itemTypesForSubject(km).map((t) => t.name);

  it('offers no language types to a maths teacher', () => {
    expect(names('数学')).toEqual(['单选题', '多选题', '判断题', '填空题', '解答题', '选择题组']);
  });

  it('offers 阅读理解 to 语文 but not the English-paper types', () => {
    expect(names('语文')).toContain('阅读理解');
    for (const name of ['完形填空', '听力', '七选五']) expect(names('语文')).not.toContain(name);
  });

  it('offers every type to 英语, and every type when the subject is unknown', () => {
    for (const name of ['阅读理解', '完形填空', '听力', '七选五', '语法选择', '补全对话']) expect(names('英语')).toContain(name);
    expect(itemTypesForSubject(null)).toHaveLength(ITEM_TYPES.length);
  });
});
