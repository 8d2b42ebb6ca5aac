import { describe, expect, it } from 'vitest';
import { editDistance, groupAnswers, mathEquivalent, normalizeAnswer } from './answer-grouping.js';

/** [a, b, equivalent as maths (mathWitMarking on)] */
const MATH_PAIRS: Array<[string, string, boolean]> = [
  // the same expression written differently
  ['2x+2', '2(x+1)', true],
  ['2x+2', '2*(x+1)', true],
  ['2x + 2', '2 (x + 1)', true],
  ['0.5', '1/2', true],
  ['1/2', '2/4', true],
  ['0.25', '1/4', true],
  ['x=3', '3', true],
  ['x = 3', '3', true],
  ['y=2x+1', '2x+1', true],
  ['x^2+2x+1', '(x+1)^2', true],
  ['(x+1)(x-1)', 'x^2-1', true],
  ['x²-1', 'x^2-1', true],
  ['x(x+1)', 'x^2+x', true],
  ['a+b', 'b+a', true],
  ['ab', 'ba', true],
  ['2ab', 'a*b*2', true],
  ['3a-a', '2a', true],
  ['x/2', '0.5x', true],
  ['x/2', 'x*0.5', true],
  ['(x+y)^2', 'x^2+2xy+y^2', true],
  ['-3', '−3', true],
  ['-(x-1)', '1-x', true],
  ['６', '6', true],
  ['２ｘ＋２', '2x+2', true],
  ['（x+1）', 'x+1', true],
  ['2π', '2pi', true],
  ['π/2', '0.5π', true],
  ['√4', '2', true],
  ['√2/2', '1/√2', true],
  ['sqrt(8)', '2√2', true],
  ['3×4', '12', true],
  ['12÷4', '3', true],
  ['1.50', '1.5', true],
  ['3/2', '1.5', true],
  ['50%', '0.5', true],
  ['50%', '1/2', true],
  ['0.1+0.2', '0.3', true],
  ['1/3', '2/6', true],
  ['x^3', 'x*x*x', true],
  ['2^10', '1024', true],
  ['x^2/x', 'x', true],
  ['(2x)/4', 'x/2', true],
  ['1/(2x)', '0.5/x', true],
  ['1/(x+1)', '(x+1)^(-1)', true],
  ['3;5', '3；5', true],
  ['x=1;y=2', '1;2', true],
  ['2(a+b)', '2a+2b', true],
  ['-x-y', '-(x+y)', true],
  ['a^2-b^2', '(a-b)(a+b)', true],
  ['4x^2-9', '(2x+3)(2x-3)', true],
  ['x^2 -5x + 6', '(x-2)(x-3)', true],
  ['0', '0.0', true],
  ['0', '-0', true],
  ['10', '10.0', true],
  ['1e', 'e', true],
  ['abs(-2)', '2', true],
  // traps: close but not the same
  ['x^2', '2x', false],
  ['1/2', '2', false],
  ['', '0', false],
  ['0', '', false],
  ['x+1', 'x-1', false],
  ['2x', 'x2', true], // x2 reads as x*2: written by a student as the same product
  ['x+y', 'x+z', false],
  ['(x+1)^2', 'x^2+1', false],
  ['x^2-1', '(x-1)^2', false],
  ['0.33', '1/3', false],
  ['0.333333', '1/3', false],
  ['3.14', 'π', false],
  ['2', '-2', false],
  ['x', '-x', false],
  ['x', '|x|', false],
  ['√(x^2)', 'x', false],
  ['a-b', 'b-a', false],
  ['a/b', 'b/a', false],
  ['2^3', '3^2', false],
  ['x^2', 'x^3', false],
  ['1/x', 'x', false],
  ['3;5', '5;3', false],
  ['3;5', '3', false],
  ['x=3', 'x=-3', false],
  ['3', '3cm', false],
  ['5', '50%', false],
  ['1', 'x/x+1', false],
  ['2x+1', '2(x+1)', false],
  ['1/2', '1/3', false],
  ['10', '100', false],
  ['1.5', '15', false],
  ['0.5', '5', false],
  ['x+2', '2x', false],
  ['sin(x)', 'cos(x)', false],
  ['2^x', 'x^2', false],
  ['1/2x', 'x/2', false], // ambiguous: 1/2x is never compared as maths
  ['1/2x', '1/(2x)', false],
  ['1/2x', '0.5x', false],
  ['x-1', '1-x', false],
  ['2', '2x', false],
  ['x', 'y', false],
  ['12', '21', false],
  ['3', 'three', false],
  ['三', '3', false],
];

const TEXT_PAIRS: Array<[string, string, boolean]> = [
  ['5厘米', '5cm', true],
  ['5 CM', '5cm', true],
  ['5 cm', '5厘米', true],
  ['3千克', '3kg', true],
  ['3公斤', '3kg', true],
  ['12平方米', '12m²', true],
  ['12 m2', '12m²', true],
  ['Apple', 'apple', true],
  ['ＡＰＰＬＥ', 'apple', true],
  [' 光合作用 ', '光合作用', true],
  ['a cat', 'a  cat', true],
  ['a cat', 'acat', false],
  ['x + 1', 'x+1', true],
  ['1/2x', '1/2 x', true],
  ['1/2x', '1/2X', true],
  ['5', '5cm', false],
  ['5cm', '5mm', false],
  ['apple', 'aple', false],
  ['光合作用', '呼吸作用', false],
];

describe('answer grouping: maths (mathWitMarking on)', () => {
  it.each(MATH_PAIRS)('%s ≟ %s → %s', (a, b, equal) => {
    expect(mathEquivalent(a, b)).toBe(equal);
    expect(mathEquivalent(b, a)).toBe(equal);
  });
});

describe('answer grouping: normalising', () => {
  it.each(TEXT_PAIRS)('%s ≟ %s → %s', (a, b, equal) => {
    expect(normalizeAnswer(a) === normalizeAnswer(b)).toBe(equal);
  });
  it('has a table of at least 100 pairs', () => {
    expect(MATH_PAIRS.length + TEXT_PAIRS.length).toBeGreaterThanOrEqual(100);
  });
});

describe('answer grouping: groups', () => {
  const group = (answers: string[], options = { math: false, wordTolerance: 0 }) =>
    groupAnswers(answers, (a) => ({ text: a }), options).map((g) => ({ representative: g.representative, kind: g.kind, size: g.members.length }));

  it('without the maths assistant groups only what reads the same', () => {
    expect(group(['2x+2', '2(x+1)', '2x + 2', ''])).toEqual([
      { representative: '2x+2', kind: 'text', size: 2 },
      { representative: '2(x+1)', kind: 'text', size: 1 },
      { representative: '', kind: 'blank', size: 1 },
    ]);
  });

  it('with it groups equivalent maths, largest group first, shown in its most frequent form', () => {
    expect(group(['2(x+1)', '2x+2', '2x+2', 'x^2', '2x', '', '0', 'x=3', '3'], { math: true, wordTolerance: 0 })).toEqual([
      { representative: '2x+2', kind: 'math', size: 3 },
      { representative: 'x=3', kind: 'math', size: 2 },
      { representative: 'x^2', kind: 'text', size: 1 },
      { representative: '2x', kind: 'text', size: 1 },
      { representative: '', kind: 'blank', size: 1 },
      { representative: '0', kind: 'text', size: 1 },
    ]);
  });

  it('groups words within the teacher’s tolerance (witMarking), exact at 0', () => {
    expect(group(['apple', 'aple', 'appel'])).toHaveLength(3);
    expect(group(['apple', 'aple', 'appel', 'banana'], { math: false, wordTolerance: 1 })).toEqual([
      { representative: 'apple', kind: 'word', size: 2 },
      { representative: 'appel', kind: 'text', size: 1 },
      { representative: 'banana', kind: 'text', size: 1 },
    ]);
    expect(group(['apple', 'appel'], { math: false, wordTolerance: 2 })).toHaveLength(1);
    expect(group(['光合作用', '光和作用', '呼吸作用'], { math: false, wordTolerance: 1 })).toEqual([
      { representative: '光合作用', kind: 'word', size: 2 },
      { representative: '呼吸作用', kind: 'text', size: 1 },
    ]);
    // tolerance is for words: numbers one digit apart stay apart
    expect(group(['12', '13'], { math: false, wordTolerance: 1 })).toHaveLength(2);
  });

  it('keeps photo-only answers alone, since they cannot be compared', () => {
    const groups = groupAnswers([{ t: '', img: true }, { t: '', img: true }, { t: '', img: false }], (a) => ({ text: a.t, hasImages: a.img }), { math: true, wordTolerance: 0 });
    expect(groups.map((g) => [g.kind, g.members.length])).toEqual([['image', 1], ['image', 1], ['blank', 1]]);
  });

  it('measures edits on characters, a Chinese character counting once', () => {
    expect(editDistance('光合作用', '光和作用')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('refuses expressions that are not plain maths instead of running them', () => {
    expect(mathEquivalent('f(x)=1', '1')).toBe(false);
    expect(mathEquivalent('import(1)', 'import(1)')).toBe(true); // same text still groups, never evaluated
    expect(mathEquivalent('2^2^2^2^2^2', '2^2^2^2^2^2+1')).toBe(false);
  });
});
