import { describe, expect, it } from 'vitest';
import { ItemType } from '../enums/question.js';
import { splitGroupScore, workQuestionsFromPaper, workTypeOfItem, type PaperItemForWork } from './paper-work-questions.js';
import { QuestionType, type MultSetting } from './scoring.js';
import { cardQuestionsOf } from './answer-card.js';

const abcd = ['A', 'B', 'C', 'D'].map((label) => ({ label, text: `选项${label}` }));
const item = (over: Partial<PaperItemForWork>): PaperItemForWork => ({
  itemGuid: 'g', itemVersion: 1, type: ItemType.SingleChoice, options: abcd, answer: ['B'], subItems: null, score: 3, multSetting: null, ...over,
});
const halfRule: MultSetting = { isDefault: false, someWrong: 1, someRight: 1, unifyScore: 2, someScoceSetting: {} };

describe('workTypeOfItem', () => {
  it('makes single and multiple choice objective with their key and option count', () => {
    expect(workTypeOfItem(ItemType.SingleChoice, abcd, ['C'])).toEqual({ type: QuestionType.Single, optionCount: 4, answer: 'C' });
    expect(workTypeOfItem(ItemType.MultipleChoice, abcd.slice(0, 3), ['C', 'a'])).toEqual({ type: QuestionType.Multiple, optionCount: 3, answer: 'AC' });
  });

  it('answers true/false as a choice between A 对 and B 错', () => {
    expect(workTypeOfItem(ItemType.TrueFalse, [], ['错'])).toEqual({ type: QuestionType.Single, optionCount: 2, answer: 'B' });
  });

  it('marks fill-in-blank and short answers on the web', () => {
    expect(workTypeOfItem(ItemType.FillBlank, [], ['$x=2$']).type).toBe(QuestionType.Subjective);
    expect(workTypeOfItem(ItemType.ShortAnswer, [], []).type).toBe(QuestionType.Subjective);
  });

  it('leaves a choice item that its key cannot score to the teacher', () => {
    expect(workTypeOfItem(ItemType.SingleChoice, abcd, []).type).toBe(QuestionType.Subjective);
    expect(workTypeOfItem(ItemType.SingleChoice, abcd, ['E']).type).toBe(QuestionType.Subjective);
    expect(workTypeOfItem(ItemType.SingleChoice, abcd, ['A', 'B']).type).toBe(QuestionType.Subjective);
  });
});

describe('splitGroupScore', () => {
  it('keeps the group total in half points', () => {
    expect(splitGroupScore(10, 3)).toEqual([3, 3, 4]);
    expect(splitGroupScore(5, 2)).toEqual([2.5, 2.5]);
    expect(splitGroupScore(8, 1)).toEqual([8]);
  });
});

describe('workQuestionsFromPaper', () => {
  it('numbers questions in paper order with their scores and bank items', () => {
    const questions = workQuestionsFromPaper([
      item({ itemGuid: 'a', score: 3 }),
      item({ itemGuid: 'b', itemVersion: 2, type: ItemType.FillBlank, options: [], answer: ['5'], score: 4 }),
    ]);
    expect(questions).toEqual([
      { th: 1, type: 1, optionCount: 4, score: 3, answer: 'B', multSetting: null, itemGuid: 'a', itemVersion: 1, subIndex: null },
      { th: 2, type: 3, optionCount: 4, score: 4, answer: '', multSetting: null, itemGuid: 'b', itemVersion: 2, subIndex: null },
    ]);
  });

  it('keeps the layout rule of a multiple-choice question while it fits, else the default rule', () => {
    const [kept, dropped] = workQuestionsFromPaper([
      item({ type: ItemType.MultipleChoice, answer: ['A', 'C'], score: 4, multSetting: halfRule }),
      item({ type: ItemType.MultipleChoice, answer: ['A', 'C'], score: 1, multSetting: halfRule }),
    ]);
    expect(kept!.multSetting).toEqual(halfRule);
    expect(dropped!.multSetting).toBeNull();
  });

  it('gives a group item one question per sub-question', () => {
    const questions = workQuestionsFromPaper([
      item({ type: ItemType.ReadingComprehension, options: [], answer: [], score: 10, subItems: [
        { type: ItemType.SingleChoice, stem: '1', options: abcd, answer: ['A'] },
        { type: ItemType.SingleChoice, stem: '2', options: abcd, answer: ['D'] },
        { type: ItemType.ShortAnswer, stem: '3', options: [], answer: [] },
      ] }),
      item({ itemGuid: 'z' }),
    ]);
    expect(questions.map((q) => [q.th, q.type, q.score, q.answer, q.subIndex])).toEqual([
      [1, 1, 3, 'A', 0], [2, 1, 3, 'D', 1], [3, 3, 4, '', 2], [4, 1, 3, 'B', null],
    ]);
  });
});

describe('a paper work and its answer card', () => {
  it('number the questions alike, with bubbles for the objective ones and areas for the rest', () => {
    const sub = (type: number, answer: string[]) => ({ type, stem: '小题', options: type === ItemType.SingleChoice ? abcd : [], answer, explanation: '' });
    const items: PaperItemForWork[] = [
      item({}),
      item({ type: ItemType.TrueFalse, options: [], answer: ['对'] }),
      item({ type: ItemType.ReadingComprehension, options: [], answer: [], score: 6, subItems: [sub(ItemType.SingleChoice, ['A']), sub(ItemType.ShortAnswer, [])] }),
      item({ type: ItemType.FillBlank, options: [], answer: ['2'] }),
    ];
    const questions = workQuestionsFromPaper(items);
    const card = cardQuestionsOf({
      title: '卷', subtitle: '', groups: [{ name: '题', items: items.map((i) => ({
        type: i.type, stem: '', options: [...i.options], answer: [...i.answer], explanation: '', score: i.score, answerAreaHeight: null,
        subItems: i.subItems?.map((s) => ({ ...s, options: [...s.options], answer: [...s.answer], explanation: '' })) ?? null,
      })) }],
    });
    expect(card.map((c) => c.no)).toEqual(questions.map((q) => q.th));
    expect(card.map((c) => (c.kind === 'choice' ? c.options.length : 0))).toEqual(questions.map((q) => (q.type === QuestionType.Subjective ? 0 : q.optionCount)));
  });
});
