import { describe, expect, it } from 'vitest';
import { DEFAULT_PAPER_PRINT_SETTINGS, PaperType, SideType, StructureStatus, type PaperPrintSettings } from '../enums/paper-layout.js';
import { answerKeyDocument, groupHeading, paperPrintCss, paperPrintDocument, paperPrintHtml, type PrintPaper } from './paper-print.js';

/** A stand-in for KaTeX + the sanitiser: marks what went through it, so tests see which text was rendered as rich. */
const rich = (text: string) => `<r>${text}</r>`;

const paper: PrintPaper = {
  title: '七年级数学期中<试卷>',
  subtitle: '数学 · 七年级',
  groups: [
    {
      name: '单选题',
      items: [
        { type: 1, stem: '计算 $1+1$', options: [{ label: 'A', text: '1' }, { label: 'B', text: '2' }], answer: ['B'], explanation: '一加一等于二', score: 3, answerAreaHeight: null },
        { type: 1, stem: '第二题', options: [{ label: 'A', text: '是' }, { label: 'B', text: '否' }], answer: ['A'], explanation: '', score: 2.5, answerAreaHeight: null },
      ],
    },
    { name: '解答题', items: [{ type: 5, stem: '求 $x$', options: [], answer: ['$x=2$'], explanation: '移项', score: 10, answerAreaHeight: 240 }] },
  ],
};
const student: PaperPrintSettings = { ...DEFAULT_PAPER_PRINT_SETTINGS };

describe('paper print layout', () => {
  it('numbers sections in Chinese numerals with their count and score, and items straight through the paper', () => {
    expect(groupHeading(1, paper.groups[0]!)).toBe('一、单选题（共2题，共5.5分）');
    expect(groupHeading(2, { ...paper.groups[1]!, name: '一、解答题' })).toBe('二、解答题（共1题，共10分）');
    const html = paperPrintHtml(paper, student, rich);
    expect(html).toContain('二、解答题（共1题，共10分）');
    expect(html.match(/data-no="(\d+)"/g)).toEqual(['data-no="1"', 'data-no="2"', 'data-no="3"']);
    expect(html).toContain('（2.5分）');
  });

  it('escapes the title and renders stems and options through the callback', () => {
    const html = paperPrintHtml(paper, student, rich);
    expect(html).toContain('七年级数学期中&lt;试卷&gt;');
    expect(html).toContain('<r>计算 $1+1$</r>');
    expect(html).toContain('B．<r>2</r>');
  });

  it('gives a combined paper boxed answer areas of the item height under subjective questions only', () => {
    const html = paperPrintHtml(paper, student, rich);
    expect(html.match(/class="zp-area"/g)).toHaveLength(1);
    expect(html).toContain('class="zp-area" style="height:240px"');
    const withDefault = paperPrintHtml({ ...paper, groups: [{ name: '填空题', items: [{ ...paper.groups[1]!.items[0]!, type: 4, answerAreaHeight: null }] }] }, student, rich);
    expect(withDefault).toContain('height:160px');
    expect(paperPrintHtml(paper, { ...student, structureStatus: StructureStatus.Separate }, rich)).not.toContain('zp-area');
  });

  it('prints answers and explanations after each item only on the teacher copy', () => {
    expect(paperPrintHtml(paper, student, rich)).not.toContain('【答案】');
    const teacher = paperPrintHtml(paper, { ...student, paperType: PaperType.Teacher }, rich);
    expect(teacher.match(/【答案】/g)).toHaveLength(3);
    expect(teacher).toContain('【答案】</span>B');
    expect(teacher).toContain('<r>$x=2$</r>');
    expect(teacher).toContain('<r>一加一等于二</r>');
    expect(teacher).not.toContain('姓名');
  });

  it('sizes the sheet from the side type: A4 one column, A3 landscape two columns', () => {
    const a4 = paperPrintDocument(paper, student, rich);
    expect(a4).toMatchObject({ format: 'A4', landscape: false, margin: '15mm', title: '七年级数学期中<试卷>' });
    expect(a4.css).toContain('width:180mm');
    expect(a4.css).toContain('column-count:1');
    const a3 = paperPrintDocument(paper, { ...student, sideType: SideType.A3TwoColumns, fontSize: 16, lineHeight: 2 }, rich);
    expect(a3).toMatchObject({ format: 'A3', landscape: true });
    expect(a3.css).toContain('width:390mm');
    expect(a3.css).toContain('column-count:2;column-gap:20mm');
    expect(paperPrintCss({ ...student, fontSize: 16, lineHeight: 2 })).toContain('font-size:16px;line-height:2;');
  });

  it('numbers each sub-question of a group as one question, with areas under its subjective parts', () => {
    const group: PrintPaper = {
      title: '英语',
      groups: [
        paper.groups[0]!,
        {
          name: '阅读理解',
          items: [{ type: 12, stem: 'Read it.', options: [], answer: [], explanation: '', score: 4, answerAreaHeight: 200, subItems: [
            { type: 1, stem: 'Who?', options: [{ label: 'A', text: 'Tom' }], answer: ['A'] },
            { type: 5, stem: 'Why?', options: [], answer: ['Because'] },
          ] }],
        },
        { name: '解答题', items: [paper.groups[1]!.items[0]!] },
      ],
    };
    const html = paperPrintHtml(group, { ...student, paperType: PaperType.Teacher }, rich);
    expect(html).toContain('<span class="zp-no">3．</span><r>Who?</r>');
    expect(html).toContain('<span class="zp-no">4．</span><r>Why?</r>');
    expect(html).toContain('data-no="5"');
    expect(html.match(/class="zp-area"/g)).toHaveLength(2);
    expect(html).toContain('height:100px');
    expect(html).toContain('3．A 4．<r>Because</r>');
  });

  it('makes the answer key: every item number with answer and explanation, no stems, on A4', () => {
    const key = answerKeyDocument(paper, { ...student, sideType: SideType.A3TwoColumns }, rich);
    expect(key.format).toBe('A4');
    expect(key.title).toBe('七年级数学期中<试卷>（参考答案与解析）');
    expect(key.html).not.toContain('计算 $1+1$');
    expect(key.html.match(/【解析】/g)).toHaveLength(3);
    expect(key.html).toContain('【解析】</span>略');
  });
});
