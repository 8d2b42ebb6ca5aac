import { describe, expect, it } from 'vitest';
import type { TLayoutItem, TPaperLayout } from '@zuoyeben/shared';
import { toSavePayload } from './save-payload';

const item = (itemGuid: string, th: number, patch: Partial<TLayoutItem> = {}) =>
  ({ itemGuid, th, itemVersion: 1, itemTypeGuid: 1, score: 2, answerAreaHeight: null, multSetting: null, source: 100, answer: ['A'], ...patch }) as TLayoutItem;

const layout: TPaperLayout = {
  paperGuid: '7d1f1f8e-2d2a-4b41-9a0e-6f2b8a1c0d11', isSaved: false, title: '周测', period: 'C', km: '物理',
  settings: { paperType: 1, sideType: 2, fontSize: 14, lineHeight: 1.8, structureStatus: 1 },
  groups: [
    { itemTypeGuid: 5, itemTypeName: '解答题', total: 1, score: 10, items: [item('e', 1, { itemTypeGuid: 5, score: 10, answerAreaHeight: 320 })] },
    { itemTypeGuid: 2, itemTypeName: '多选题', total: 2, score: 8, items: [
      item('m1', 2, { itemTypeGuid: 2, score: 4, answer: ['A', 'C'],
        multSetting: { isDefault: false, someWrong: 1, someRight: 1, unifyScore: 2, someScoceSetting: {} } }),
      item('m2', 3, { itemTypeGuid: 2, score: 4 }),
    ] },
  ],
  total: 3, totalScore: 18, difficulty: { value: 0.6, level: 2, name: '中等' },
};

describe('the save payload', () => {
  it('lists sections and questions in order with spec field names, the mark and the print settings', () => {
    const p = toSavePayload(layout, { gradeCode: 'A8' });
    expect(p.structureData).toEqual([
      { itemTypeGuid: 5, items: [{ th: 1, itemGuid: 'e', itemVersion: 1, Score: 10, source: 100, answerAreaHeight: 320 }] },
      { itemTypeGuid: 2, items: [
        { th: 2, itemGuid: 'm1', itemVersion: 1, Score: 4, source: 100, answerAreaHeight: null },
        { th: 3, itemGuid: 'm2', itemVersion: 1, Score: 4, source: 100, answerAreaHeight: null },
      ] },
    ]);
    expect([p.mark, p.number, p.difficulty, p.sideType, p.gradeCode, p.title]).toEqual([18, 3, '中等', 2, 'A8', '周测']);
  });

  it('sends a multi-select rule only for questions that have their own, by question number', () => {
    expect(toSavePayload(layout).multSettings).toEqual([
      { th: 2, score: 4, answer: 'AC', isDefault: false, someWrong: 1, someRight: 1, unifyScore: 2, someScoceSetting: {} },
    ]);
  });
});
