import { describe, expect, it } from 'vitest';
import { ItemEditorMessages as M } from '../enums/item-editor.js';
import { CHOICE_LETTERS } from '../enums/question.js';
import { itemDraftProblems, type ItemDraft } from './item-draft.js';
import { decodeFormulaEntities } from './rich-text.js';

const KNOWLEDGE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function draft(overrides: Partial<ItemDraft> = {}): ItemDraft {
  return {
    type: 1,
    stem: '方程 $2x+1=5$ 的解是（　　）',
    options: [{ label: 'A', text: '$x=1$' }, { label: 'B', text: '$x=2$' }, { label: 'C', text: '$x=3$' }, { label: 'D', text: '$x=4$' }],
    answer: ['B'],
    explanation: '移项得 $2x=4$，所以 $x=2$。',
    difficulty: 2,
    period: 'C',
    km: '数学',
    gradeCode: 'A7',
    primaryKnowledgeGuid: KNOWLEDGE,
    otherKnowledgeGuids: [],
    ...overrides,
  };
}

const messages = (d: ItemDraft, formulaRenders?: (tex: string) => boolean) => itemDraftProblems(d, { formulaRenders }).map((p) => p.message);
const options = (n: number) => CHOICE_LETTERS.slice(0, n).map((label, i) => ({ label, text: `选项${i + 1}` }));

describe('the question editor rule', () => {
  it('accepts a complete single-choice item', () => {
    expect(itemDraftProblems(draft())).toEqual([]);
  });

  it('requires a type, a stem, a difficulty, a grade and a primary knowledge point', () => {
    const problems = itemDraftProblems(draft({ type: null, stem: '  ', difficulty: null, gradeCode: null, primaryKnowledgeGuid: null }));
    expect(problems).toEqual([
      { field: 'type', message: M.typeRequired },
      { field: 'stem', message: M.stemRequired },
      { field: 'gradeCode', message: M.grade },
      { field: 'difficulty', message: M.difficulty },
      { field: 'knowledge', message: M.primaryKnowledge },
    ]);
  });

  it('refuses an unknown type, a difficulty outside 1–5 and a grade or subject of another period', () => {
    expect(messages(draft({ type: 9 }))).toContain(M.typeInvalid);
    expect(messages(draft({ difficulty: 6 }))).toContain(M.difficulty);
    expect(messages(draft({ gradeCode: 'G1' }))).toContain(M.grade);
    expect(messages(draft({ km: '科学' }))).toContain(M.km);
    expect(messages(draft({ period: 'Z' }))).toContain(M.period);
  });

  it('needs two to twenty options lettered A–T in order, none empty or repeated', () => {
    expect(messages(draft({ options: options(1), answer: ['A'] }))).toContain(M.optionsTooFew);
    expect(messages(draft({ options: options(2), answer: ['A'] }))).toEqual([]);
    expect(messages(draft({ options: options(20), answer: ['T'] }))).toEqual([]);
    expect(messages(draft({ options: [...options(20), { label: 'U', text: '多' }], answer: ['A'] }))).toContain(M.optionsTooMany);
    expect(messages(draft({ options: [{ label: 'A', text: '1' }, { label: 'C', text: '2' }], answer: ['A'] }))).toContain(M.optionLetters);
    expect(messages(draft({ options: [{ label: 'A', text: '1' }, { label: 'B', text: ' ' }], answer: ['A'] }))).toContain(M.optionEmpty('B'));
    expect(messages(draft({ options: [{ label: 'A', text: '1' }, { label: 'B', text: '1' }], answer: ['A'] }))).toContain(M.optionsRepeated);
  });

  it('needs the single-choice answer to be one letter among the options', () => {
    expect(messages(draft({ answer: [] }))).toEqual([M.singleAnswer]);
    expect(messages(draft({ answer: ['A', 'B'] }))).toEqual([M.singleAnswer]);
    expect(messages(draft({ answer: ['E'] }))).toEqual([M.answerNotInOptions]);
  });

  it('needs one or more sorted, distinct letters for a multiple choice', () => {
    expect(messages(draft({ type: 2, answer: ['C'] }))).toEqual([]);
    expect(messages(draft({ type: 2, answer: ['A', 'C', 'D'] }))).toEqual([]);
    expect(messages(draft({ type: 2, answer: [] }))).toEqual([M.multipleAnswer]);
    expect(messages(draft({ type: 2, answer: ['C', 'A'] }))).toEqual([M.multipleAnswerOrder]);
    expect(messages(draft({ type: 2, answer: ['A', 'A'] }))).toEqual([M.multipleAnswerOrder]);
    expect(messages(draft({ type: 2, answer: ['A', 'F'] }))).toEqual([M.answerNotInOptions]);
  });

  it('needs 对 or 错 and no options for a true/false item', () => {
    expect(messages(draft({ type: 3, stem: '判断：$2>1$。', options: [], answer: ['对'] }))).toEqual([]);
    expect(messages(draft({ type: 3, options: [], answer: ['A'] }))).toEqual([M.trueFalseAnswer]);
    expect(messages(draft({ type: 3, answer: ['错'] }))).toEqual([M.optionsNotAllowed('判断题')]);
  });

  it('needs a blank marker ____ outside formulas and one answer per blank for a fill-in', () => {
    const fill = { type: 4, options: [] };
    expect(messages(draft({ ...fill, stem: '$3+4=$____，$2\\times 3=$____。', answer: ['7', '6'] }))).toEqual([]);
    expect(messages(draft({ ...fill, stem: '计算 $a_{____}$', answer: ['1'] }))).toEqual([M.blankMarker]);
    expect(messages(draft({ ...fill, stem: '$3+4=$____，$2\\times 3=$____。', answer: ['7'] }))).toEqual([M.blankAnswers(2)]);
    expect(messages(draft({ ...fill, stem: '$3+4=$____', answer: [' '] }))).toEqual([M.blankAnswers(1)]);
    expect(messages(draft({ ...fill, stem: '$3+4=$____', answer: ['7'.repeat(51)] }))).toEqual([M.blankAnswerTooLong]);
  });

  it('needs a reference answer for a worked question', () => {
    expect(messages(draft({ type: 5, options: [], answer: ['$x=2$'] }))).toEqual([]);
    expect(messages(draft({ type: 5, options: [], answer: [] }))).toEqual([M.referenceAnswer]);
  });

  it('checks each sub-question of a group and keeps answers out of the group itself', () => {
    const sub = { type: 1 as const, stem: 'What is it?', options: options(3), answer: ['B'] };
    const group = { type: 12, stem: 'Read the passage.', options: [], answer: [], km: '英语' };
    expect(messages(draft({ ...group, subItems: [sub] }))).toEqual([]);
    expect(messages(draft({ ...group, subItems: [] }))).toEqual([M.subItemsRequired]);
    expect(messages(draft({ ...group, subItems: [sub, { ...sub, answer: ['Z'] }] }))).toEqual([M.subItemPrefix(2) + M.answerNotInOptions]);
    expect(messages(draft({ ...group, subItems: [{ ...sub, type: 12 as never }] }))).toEqual([M.subItemPrefix(1) + M.subItemType]);
    expect(messages(draft({ ...group, answer: ['A'], subItems: [sub] }))).toEqual([M.groupAnswerInSubItems]);
  });

  it('reports unpaired dollars, and formulas KaTeX refuses when a checker is given', () => {
    expect(messages(draft({ stem: '计算 $1+1 的值（　　）' }))).toEqual(['题干：公式的 $ 不成对']);
    const renders = (tex: string) => !tex.includes('\\frac{1}{');
    expect(messages(draft({ options: [...draft().options.slice(0, 3), { label: 'D', text: '$\\frac{1}{$' }] }), renders))
      .toEqual([M.formulaError('选项D', '\\frac{1}{')]);
    expect(messages(draft({ explanation: '$\\frac{1}{$' }))).toEqual([]);
  });

  it('decodes HTML entities before a formula is checked', () => {
    const seen: string[] = [];
    itemDraftProblems(draft({ stem: '若 $a &lt; b$，则（　　）' }), { formulaRenders: (tex) => (seen.push(tex), true) });
    expect(seen).toContain('a < b');
    expect(decodeFormulaEntities('x &gt; 1 &amp;&amp; y')).toBe('x > 1 && y');
  });

  it('limits other knowledge points to five, none repeating the primary one', () => {
    expect(messages(draft({ otherKnowledgeGuids: [OTHER] }))).toEqual([]);
    expect(messages(draft({ otherKnowledgeGuids: [KNOWLEDGE] }))).toEqual([M.otherKnowledgeRepeated]);
    expect(messages(draft({ otherKnowledgeGuids: Array(6).fill(OTHER) }))).toEqual([M.otherKnowledgeTooMany]);
  });
});
