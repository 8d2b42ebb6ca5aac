import { describe, expect, it } from 'vitest';
import { ANSWER_CARD_LAYOUT_VERSION, AnswerCardGeometry as G } from '../enums/answer-card.js';
import { answerCardHtml, answerCardOptionsProblem, answerCardQrText, cardQuestionsOf, DEFAULT_ANSWER_CARD_OPTIONS, layoutAnswerCard, parseAnswerCardQr, type CardBox, type CardQuestion } from './answer-card.js';
import type { PrintPaper } from './paper-print.js';

const inside = (b: CardBox, l: number, t: number, r: number, bottom: number) => b.x >= l && b.y >= t && b.x + b.w <= r && b.y + b.h <= bottom;
const overlap = (a: CardBox, b: CardBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const choice = (no: number, n = 4): CardQuestion => ({ no, kind: 'choice', options: 'ABCDEFG'.slice(0, n).split('') });

describe('answer card questions from a paper', () => {
  it('gives choice questions their option labels, true/false 对/错, subjective ones their area height, groups one number per part', () => {
    const paper: PrintPaper = {
      title: 't',
      groups: [
        { name: '单选题', items: [{ type: 1, stem: '', options: ['A', 'B', 'C'].map((label) => ({ label, text: label })), answer: ['A'], explanation: '', score: 3, answerAreaHeight: null }] },
        { name: '判断题', items: [{ type: 3, stem: '', options: [], answer: ['对'], explanation: '', score: 2, answerAreaHeight: null }] },
        { name: '阅读理解', items: [{ type: 12, stem: '', options: [], answer: [], explanation: '', score: 4, answerAreaHeight: 200, subItems: [
          { type: 1, stem: '', options: [{ label: 'A', text: '' }, { label: 'B', text: '' }], answer: ['A'] },
          { type: 5, stem: '', options: [], answer: [] },
        ] }] },
        { name: '解答题', items: [{ type: 5, stem: '', options: [], answer: [], explanation: '', score: 10, answerAreaHeight: null }] },
      ],
    };
    expect(cardQuestionsOf(paper)).toEqual([
      { no: 1, kind: 'choice', options: ['A', 'B', 'C'] },
      { no: 2, kind: 'choice', options: ['对', '错'] },
      { no: 3, kind: 'choice', options: ['A', 'B'] },
      { no: 4, kind: 'area', heightPx: 100 },
      { no: 5, kind: 'area', heightPx: 160 },
    ]);
  });
});

describe('answer card layout', () => {
  it('puts four corner squares centred 12 mm from the edges and the QR code clear of them on every page', () => {
    const layout = layoutAnswerCard([...Array.from({ length: 20 }, (_, i) => choice(i + 1)), ...Array.from({ length: 6 }, (_, i) => ({ no: 21 + i, kind: 'area' as const, heightPx: 600 }))]);
    expect(layout.version).toBe(ANSWER_CARD_LAYOUT_VERSION);
    expect(layout.pages.length).toBeGreaterThan(1);
    for (const page of layout.pages) {
      expect(page.fiducials.map((f) => [f.x + f.w / 2, f.y + f.h / 2])).toEqual([[12, 12], [198, 12], [12, 285], [198, 285]]);
      for (const f of page.fiducials) {
        const q = G.fiducial.quietZoneMm;
        const zone = { x: f.x - q, y: f.y - q, w: f.w + 2 * q, h: f.h + 2 * q };
        expect(overlap(zone, page.qr)).toBe(false);
        for (const a of page.areas) expect(overlap(zone, a.box)).toBe(false);
        for (const row of page.choices) for (const b of row.bubbles) expect(overlap(zone, b.box)).toBe(false);
      }
    }
    expect(layout.pages[0]!.student).not.toBeNull();
    expect(layout.pages[1]!.student).toBeNull();
  });

  it('draws a student-number grid of 8 columns with bubbles 0–9, none overlapping', () => {
    const { student } = layoutAnswerCard([choice(1)]).pages[0]!;
    expect(student!.writeBoxes).toHaveLength(G.studentNo.digits);
    expect(student!.bubbles.every((col) => col.length === 10)).toBe(true);
    const all = student!.bubbles.flat();
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!)).toBe(false);
  });

  it('gives every choice question one bubble per option in blocks of five rows, inside the content bounds', () => {
    const questions = [choice(1, 4), choice(2, 4), choice(3, 2), choice(4, 4), choice(5, 4), choice(6, 7), choice(7, 4)];
    const page = layoutAnswerCard(questions).pages[0]!;
    expect(page.choices.map((r) => [r.no, r.bubbles.map((b) => b.option).join('')])).toEqual([
      [1, 'ABCD'], [2, 'ABCD'], [3, 'AB'], [4, 'ABCD'], [5, 'ABCD'], [6, 'ABCDEFG'], [7, 'ABCD'],
    ]);
    // The sixth question starts a second block beside the first, on the first row of bubbles.
    expect(page.choices[5]!.label.y).toBe(page.choices[0]!.label.y);
    expect(page.choices[5]!.label.x).toBeGreaterThan(page.choices[0]!.bubbles[3]!.box.x);
    const { leftMm, rightMm, topMm, bottomMm } = G.content;
    for (const row of page.choices) for (const b of row.bubbles) expect(inside(b.box, leftMm, topMm, rightMm, bottomMm)).toBe(true);
  });

  it('frames each subjective answer in a box of its layout height (px at 96 dpi), never split across pages', () => {
    const layout = layoutAnswerCard([{ no: 1, kind: 'area', heightPx: 96 }, { no: 2, kind: 'area', heightPx: 10 }, { no: 3, kind: 'area', heightPx: 5000 }]);
    const areas = layout.pages.flatMap((p) => p.areas);
    expect(areas.map((a) => a.no)).toEqual([1, 2, 3]);
    expect(areas[0]!.box.h).toBe(25.4);
    expect(areas[1]!.box.h).toBe(G.area.minHeightMm);
    expect(areas[2]!.box.h).toBe(G.content.bottomMm - G.content.topMm);
    for (const a of areas) expect(inside(a.box, G.content.leftMm, G.content.topMm, G.content.rightMm, G.content.bottomMm)).toBe(true);
  });
});

describe('answer card QR code and HTML', () => {
  it('names the layout version, paper, homework and page, and reads back', () => {
    const text = answerCardQrText({ version: 1, paperGuid: 'p-1', workCode: 'W42', page: 2, pages: 3 });
    expect(text).toBe('ZYBCARD|v1|p=p-1|w=W42|pg=2/3');
    expect(parseAnswerCardQr(text)).toEqual({ version: 1, paperGuid: 'p-1', workCode: 'W42', page: 2, pages: 3 });
    expect(parseAnswerCardQr('https://example.com')).toBeNull();
  });

  it('draws each page with its QR code, squares, bubbles and areas placed in millimetres', () => {
    const layout = layoutAnswerCard([choice(1), { no: 2, kind: 'area', heightPx: 160 }]);
    const html = answerCardHtml(layout, { title: '期中<卷>' }, (page) => `<svg data-page="${page}"></svg>`);
    expect(html).toContain('期中&lt;卷&gt;');
    expect(html).toContain('<svg data-page="1"></svg>');
    expect(html.match(/class="ac-fid"/g)).toHaveLength(4);
    expect(html.match(/class="ac-bubble"/g)).toHaveLength(80 + 4);
    expect(html).toContain('2．</div>');
    expect(html).toContain('第 1 页 / 共 1 页');
  });
});

describe('answer card options (the school card settings)', () => {
  const questions: CardQuestion[] = [...Array.from({ length: 40 }, (_, i) => choice(i + 1)), ...Array.from({ length: 8 }, (_, i) => ({ no: 41 + i, kind: 'area' as const, heightPx: 300 }))];

  it('lays an A3 card out landscape with squares in its corners and everything inside, flowing through three columns', () => {
    const layout = layoutAnswerCard(questions, { paperSize: 'A3', columns: 3, studentIdDigits: 8 });
    expect(layout.sheet).toEqual({ widthMm: 420, heightMm: 297 });
    const [, tr, , br] = layout.pages[0]!.fiducials;
    expect(tr!.x + tr!.w / 2).toBeCloseTo(420 - G.fiducial.insetMm, 1);
    expect(br!.y + br!.h / 2).toBeCloseTo(297 - G.fiducial.insetMm, 1);
    const lefts = new Set(layout.pages.flatMap((p) => p.areas.map((a) => a.box.x)));
    expect(lefts.size).toBeGreaterThan(1);
    for (const p of layout.pages) {
      for (const a of p.areas) expect(inside(a.box, 22, 34, 398, 276)).toBe(true);
      for (const row of p.choices) for (const b of row.bubbles) expect(inside(b.box, 22, 34, 398, 276)).toBe(true);
    }
    // Three columns hold on fewer sheets what one A4 column needs.
    expect(layout.pages.length).toBeLessThan(layoutAnswerCard(questions).pages.length);
  });

  it('draws as many student-number columns as the school’s digits', () => {
    expect(layoutAnswerCard(questions, { paperSize: 'A4', columns: 1, studentIdDigits: 10 }).pages[0]!.student!.bubbles).toHaveLength(10);
    expect(layoutAnswerCard(questions, { paperSize: 'A4', columns: 2, studentIdDigits: 6 }).pages[0]!.student!.writeBoxes).toHaveLength(6);
  });

  it('refuses options the sheet cannot hold', () => {
    expect(answerCardOptionsProblem({ paperSize: 'A4', columns: 3, studentIdDigits: 8 })).toBe('A4 答题卡只能分 1 或 2 栏');
    expect(answerCardOptionsProblem({ paperSize: 'A3', columns: 2, studentIdDigits: 13 })).toBe('学号位数应在 4～12 位之间');
    expect(() => layoutAnswerCard(questions, { paperSize: 'A3', columns: 1, studentIdDigits: 8 })).toThrow();
  });

  it('lays the default card out as before the settings existed, and names other options in the QR code', () => {
    expect(layoutAnswerCard(questions)).toEqual(layoutAnswerCard(questions, DEFAULT_ANSWER_CARD_OPTIONS));
    const plain = { version: 1, paperGuid: 'p', workCode: 'w', page: 1, pages: 2 };
    expect(answerCardQrText({ ...plain, options: DEFAULT_ANSWER_CARD_OPTIONS })).toBe(answerCardQrText(plain));
    const a3 = { ...plain, options: { paperSize: 'A3' as const, columns: 2, studentIdDigits: 10 } };
    expect(parseAnswerCardQr(answerCardQrText(a3))).toEqual(a3);
  });
});
