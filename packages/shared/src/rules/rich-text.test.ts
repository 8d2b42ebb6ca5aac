import { describe, expect, it } from 'vitest';
import { countBlanks, formulasOf, richTextProblems, splitMath } from './rich-text.js';

describe('rich text', () => {
  it('splits text and formulas between single dollars', () => {
    expect(splitMath('解方程 $3x+5=2$，得 $x=-1$。')).toEqual([
      { kind: 'text', value: '解方程 ' },
      { kind: 'math', value: '3x+5=2' },
      { kind: 'text', value: '，得 ' },
      { kind: 'math', value: 'x=-1' },
      { kind: 'text', value: '。' },
    ]);
  });

  it('keeps an escaped dollar as text and reports an unpaired one', () => {
    expect(formulasOf('价格 \\$5，$a^2$')).toEqual(['a^2']);
    expect(splitMath('$x+1')).toBeNull();
    expect(richTextProblems('$x+1')).toEqual(['公式的 $ 不成对']);
  });

  it('counts blanks outside formulas only, where an underscore is a subscript', () => {
    expect(countBlanks('$a_{1}=3$，则 $a_2=$____，$S_3=$______。')).toBe(2);
    expect(countBlanks('没有空')).toBe(0);
  });

  it('asks for \\lt instead of a raw < inside a formula', () => {
    expect(richTextProblems('$x<3$')).toHaveLength(1);
    expect(richTextProblems('$x\\lt 3$')).toEqual([]);
  });
});
