import { describe, expect, it } from 'vitest';
import { answersForBlanks, changeItemType, emptyDraft, removeOption, toSaveRequest, toggleLetter, withType, type ItemBodyDraft } from './draft';

const choice = (answer: string[], type = 2): ItemBodyDraft => ({
  type, stem: '选出正确的（　　）', answer,
  options: [{ label: 'A', text: '甲' }, { label: 'B', text: '乙' }, { label: 'C', text: '丙' }, { label: 'D', text: '丁' }],
});

describe('editing a question body', () => {
  it('removes an option and moves the later options and their answer letters up one', () => {
    const next = removeOption(choice(['B', 'D']), 1);
    expect(next.options).toEqual([{ label: 'A', text: '甲' }, { label: 'B', text: '丙' }, { label: 'C', text: '丁' }]);
    expect(next.answer).toEqual(['C']);
  });

  it('toggles multiple-choice letters in A–T order and replaces a single-choice letter', () => {
    expect(toggleLetter(toggleLetter(choice(['C']), 'A'), 'C').answer).toEqual(['A']);
    expect(toggleLetter(choice(['D']), 'B').answer).toEqual(['B', 'D']);
    expect(toggleLetter(choice(['C'], 1), 'A').answer).toEqual(['A']);
  });

  it('keeps one answer per blank, and what was typed for the earlier ones', () => {
    expect(answersForBlanks('$a_{1}$=____，$b$=____', ['3'])).toEqual(['3', '']);
    expect(answersForBlanks('没有空', ['3'])).toEqual([]);
  });

  it('refits the body when the type changes', () => {
    expect(withType(choice(['B', 'C']), 1).answer).toEqual(['B']);
    expect(withType(choice(['B']), 3)).toMatchObject({ options: [], answer: [] });
    expect(withType({ ...choice(['B']), stem: '____与____' }, 4)).toMatchObject({ options: [], answer: ['', ''] });
    expect(withType({ type: 3, stem: '判断', options: [], answer: ['对'] }, 1).options).toHaveLength(4);
  });

  it('gives a new group its first sub-question and sends a group without options or answers of its own', () => {
    const group = changeItemType(emptyDraft({ period: 'C', km: '英语' }), 12);
    expect(group.subItems).toHaveLength(1);
    const request = toSaveRequest({ ...group, options: [{ label: 'A', text: 'x' }] }, { existing: null, source: 300 });
    expect(request).toMatchObject({ itemGuid: null, source: 300, itemTypeGuid: 12, options: [], answer: [] });
    expect(request.subItems).toHaveLength(1);
  });
});
