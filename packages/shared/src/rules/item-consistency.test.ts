import { describe, expect, it } from 'vitest';
import { ItemType } from '../enums/question.js';
import { checkItemConsistency, questionCountOf, type ItemBody } from './item-consistency.js';

const options = ['$1$', '$2$', '$3$', '$4$'].map((text, i) => ({ label: 'ABCD'[i]!, text }));
const single: ItemBody = { type: ItemType.SingleChoice, stem: '$1+1=$（　　）', options, answer: ['B'] };

describe('checkItemConsistency', () => {
  it('accepts a single choice with one letter among its options', () => {
    expect(checkItemConsistency(single)).toEqual([]);
  });

  it('rejects a single choice whose answer is missing, outside the options or doubled', () => {
    expect(checkItemConsistency({ ...single, answer: ['E'] })).not.toEqual([]);
    expect(checkItemConsistency({ ...single, answer: ['A', 'B'] })).not.toEqual([]);
    expect(checkItemConsistency({ ...single, answer: [] })).not.toEqual([]);
  });

  it('rejects options with wrong letters or the same text twice', () => {
    expect(checkItemConsistency({ ...single, options: [{ label: 'B', text: '1' }, { label: 'A', text: '2' }] })).not.toEqual([]);
    expect(checkItemConsistency({ ...single, options: [{ label: 'A', text: '1' }, { label: 'B', text: '1' }] })).toContain('选项内容重复');
  });

  it('wants at least two sorted distinct letters for a multiple choice', () => {
    const multiple = { ...single, type: ItemType.MultipleChoice };
    expect(checkItemConsistency({ ...multiple, answer: ['A', 'C'] })).toEqual([]);
    expect(checkItemConsistency({ ...multiple, answer: ['C', 'A'] })).not.toEqual([]);
    expect(checkItemConsistency({ ...multiple, answer: ['A'] })).not.toEqual([]);
    expect(checkItemConsistency({ ...multiple, answer: ['A', 'A'] })).not.toEqual([]);
  });

  it('takes 对/错, or A/B with two options, for true/false', () => {
    const tf = { type: ItemType.TrueFalse, stem: '$0$ 是正数。', options: [], answer: ['错'] };
    expect(checkItemConsistency(tf)).toEqual([]);
    expect(checkItemConsistency({ ...tf, answer: ['不对'] })).not.toEqual([]);
    const ab = { ...tf, options: [{ label: 'A', text: '正确' }, { label: 'B', text: '错误' }], answer: ['B'] };
    expect(checkItemConsistency(ab)).toEqual([]);
  });

  it('matches the number of fill-in answers to the blank markers', () => {
    const fill = { type: ItemType.FillBlank, stem: '$a_1=2$，$a_2=$____，$a_3=$____。', options: [], answer: ['$4$', '$8$'] };
    expect(checkItemConsistency(fill)).toEqual([]);
    expect(checkItemConsistency({ ...fill, answer: ['$4$'] })).toContain('填空题有 2 个空，答案却有 1 个');
    expect(checkItemConsistency({ ...fill, stem: '没有空' })).not.toEqual([]);
  });

  it('wants one reference answer for a short answer', () => {
    const short = { type: ItemType.ShortAnswer, stem: '解方程 $2x=4$。', options: [], answer: ['$x=2$'] };
    expect(checkItemConsistency(short)).toEqual([]);
    expect(checkItemConsistency({ ...short, answer: [] })).not.toEqual([]);
  });

  it('checks every sub-question of a group and keeps answers out of the group itself', () => {
    const group: ItemBody = {
      type: ItemType.ReadingComprehension,
      stem: 'Tom has a cat.',
      options: [],
      answer: [],
      subItems: [
        { type: ItemType.SingleChoice, stem: 'What does Tom have?', options: [{ label: 'A', text: 'A cat.' }, { label: 'B', text: 'A dog.' }], answer: ['A'] },
        { type: ItemType.TrueFalse, stem: 'Tom has a dog.', options: [], answer: ['错'] },
      ],
    };
    expect(checkItemConsistency(group)).toEqual([]);
    expect(questionCountOf(group)).toBe(2);
    const broken = { ...group, subItems: [{ ...group.subItems![0]!, answer: ['C'] }] };
    expect(checkItemConsistency(broken)[0]).toMatch(/^第 1 小题：/);
    expect(checkItemConsistency({ ...group, answer: ['A'] })).not.toEqual([]);
  });

  it('reports unpaired formula dollars anywhere in the item', () => {
    expect(checkItemConsistency({ ...single, explanation: '因为 $1+1=2' })).toEqual(['解析：公式的 $ 不成对']);
  });
});
