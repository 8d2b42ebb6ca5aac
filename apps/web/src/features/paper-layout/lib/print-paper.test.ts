import { describe, expect, it } from 'vitest';
import { numberItems, paperPrintHtml, type TLayoutItem, type TPaperLayout } from '@zuoyeben/shared';
import { toPrintPaper } from './print-paper';

const item = (itemGuid: string, patch: Partial<TLayoutItem>) =>
  ({ itemGuid, th: 1, itemVersion: 1, itemTypeGuid: 1, stem: '题干', options: [], answer: ['A'], explanation: '', score: 2,
    answerAreaHeight: null, multSetting: null, subItems: null, ...patch }) as TLayoutItem;

const layout = {
  paperGuid: 'g', isSaved: false, title: '周测', period: 'C', km: '物理',
  settings: { paperType: 1, sideType: 1, fontSize: 14, lineHeight: 1.8, structureStatus: 1 },
  groups: [
    { itemTypeGuid: 5, itemTypeName: '解答题', total: 1, score: 10, items: [item('e', { itemTypeGuid: 5, score: 10, answerAreaHeight: 300, stem: '求热量' })] },
    { itemTypeGuid: 12, itemTypeName: '阅读理解', total: 1, score: 4, items: [item('r', { itemTypeGuid: 12, score: 4,
      subItems: [{ type: 1, stem: '甲', options: [], answer: ['A'] }, { type: 1, stem: '乙', options: [], answer: ['B'] }] })] },
  ],
  total: 2, totalScore: 14, difficulty: null,
} as TPaperLayout;

describe('the layout as a print paper', () => {
  it('prints the sections in order with their scores and answer-area heights', () => {
    const html = paperPrintHtml(toPrintPaper(layout), layout.settings as never, (t) => t);
    expect(html).toContain('一、解答题（共1题，共10分）');
    expect(html).toContain('二、阅读理解（共1题，共4分）');
    expect(html).toContain('style="height:300px"');
    expect(html.indexOf('求热量')).toBeLessThan(html.indexOf('阅读理解'));
  });

  it('numbers a group question by its sub-questions, as the layout numbers it', () => {
    expect(numberItems(toPrintPaper(layout)).flatMap((g) => g.items.map((i) => i.no))).toEqual([1, 2]);
  });
});
