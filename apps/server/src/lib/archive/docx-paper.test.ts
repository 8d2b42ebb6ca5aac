import { describe, expect, it } from 'vitest';
import { buildWordPaper, omml } from '@zuoyeben/shared/testing/word-paper';
import { ArchiveRefusal } from './archive-limits.js';
import { MATH_FAILED_CLASS, ommlToLatex, readDocxPaper } from './docx-paper.js';
import { zipBombDocx } from '../../../test/helpers/zip.js';

const NS = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
const math = (body: string) => `<m:oMath ${NS}>${body}</m:oMath>`;

describe('ommlToLatex', () => {
  it('converts fractions, powers and roots to LaTeX that KaTeX typesets', () => {
    expect(ommlToLatex(math(omml.frac('1', '2')))).toBe('\\frac{1}{2}');
    expect(ommlToLatex(math(`${omml.sup('x', '2')}${omml.run('+1')}`))).toBe('x^{2} + 1');
    expect(ommlToLatex(math(omml.sqrt('3')))).toBe('\\sqrt{3}');
  });

  it('gives null for an equation it cannot convert', () => {
    expect(ommlToLatex(math(omml.run('^^')))).toBeNull();
    expect(ommlToLatex('<m:oMath>not xml')).toBeNull();
  });
});

describe('readDocxPaper', () => {
  it('keeps an equation that cannot be converted as its text, marked for a warning', async () => {
    const { paper } = await readDocxPaper(Buffer.from(buildWordPaper([['1．计算 ', { math: omml.run('^^') }, '．'], '【答案】1'])));
    expect(paper.questions[0]!.stem).toBe(`计算 <span class="${MATH_FAILED_CLASS}">^^</span>．`);
  });

  it('refuses a zip bomb before opening the document', async () => {
    await expect(readDocxPaper(zipBombDocx())).rejects.toBeInstanceOf(ArchiveRefusal);
  });
});
