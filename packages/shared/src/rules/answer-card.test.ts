import { describe, expect, it } from 'vitest';
import { ANSWER_CARD_LAYOUT_VERSION, AnswerCardGeometry as G } from '../enums/answer-card.js';
import { answerCardFingerprint, answerCardHtml, answerCardLayoutProblem, answerCardOptionsProblem, answerCardQrText, cardQuestionsOf, DEFAULT_ANSWER_CARD_OPTIONS, layoutAnswerCard, parseAnswerCardQr, type CardBox, type CardQuestion } from './answer-card.js';
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

describe('a homework’s own card options (pages, written-answer heights) and the layout fingerprint', () => {
  const questions: CardQuestion[] = [...Array.from({ length: 10 }, (_, i) => choice(i + 1)), { no: 11, kind: 'area', heightPx: 150 }, { no: 12, kind: 'area', heightPx: 150 }];
  const a4 = DEFAULT_ANSWER_CARD_OPTIONS;

  it('gives a written answer the homework’s height in millimetres, the others keeping the paper’s', () => {
    const layout = layoutAnswerCard(questions, { ...a4, areaHeightsMm: { 12: 90 } });
    const [q11, q12] = layout.pages.flatMap((p) => p.areas);
    expect(q12!.box.h).toBe(90);
    expect(q11!.box.h).toBe(layoutAnswerCard(questions).pages[0]!.areas[0]!.box.h);
    expect(answerCardOptionsProblem({ ...a4, areaHeightsMm: { 12: 5 } })).toBe('第12题作答区高度应在 12～240 毫米之间');
  });

  it('puts the written answers on the second page of a two-page card, and says when a card outgrows its pages', () => {
    const two = layoutAnswerCard(questions, { ...a4, pageCount: 2 });
    expect(two.pages).toHaveLength(2);
    expect(two.pages[0]!.areas).toEqual([]);
    expect(two.pages[0]!.choices).toHaveLength(10);
    expect(two.pages[1]!.areas.map((a) => a.no)).toEqual([11, 12]);
    expect(answerCardLayoutProblem(two)).toBeNull();
    expect(layoutAnswerCard(questions).pages).toHaveLength(1);
    const tall = layoutAnswerCard(questions, { ...a4, pageCount: 1, areaHeightsMm: { 11: 200, 12: 200 } });
    expect(answerCardLayoutProblem(tall)).toBe('答题卡内容超过 1 页，请改用 A3、增加分栏、改为 2 页或减小作答区高度');
    expect(answerCardOptionsProblem({ ...a4, pageCount: 3 as 1 })).toBe('答题卡只能是 1 页或 2 页');
  });

  it('changes the fingerprint with any option or question that moves a box, not with a label', () => {
    const base = answerCardFingerprint(layoutAnswerCard(questions));
    expect(base).toMatch(/^[0-9a-f]{8}$/);
    expect(answerCardFingerprint(layoutAnswerCard(questions))).toBe(base);
    const others = [
      layoutAnswerCard(questions, { ...a4, studentIdDigits: 10 }),
      layoutAnswerCard(questions, { ...a4, columns: 2 }),
      layoutAnswerCard(questions, { ...a4, pageCount: 2 }),
      layoutAnswerCard(questions, { ...a4, areaHeightsMm: { 11: 60 } }),
      layoutAnswerCard(questions, { paperSize: 'A3', columns: 2, studentIdDigits: 8 }),
      layoutAnswerCard([...questions.slice(0, 9), choice(10, 5), ...questions.slice(10)]),
    ].map(answerCardFingerprint);
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
    const relabelled = layoutAnswerCard([...questions.slice(0, 9), { no: 10, kind: 'choice', options: ['对', '错', 'C', 'D'] }, ...questions.slice(10)]);
    expect(answerCardFingerprint(relabelled)).toBe(base);
  });

  it('carries the fingerprint in the QR code and reads it back; an older code without one still reads', () => {
    const qr = { version: 1, paperGuid: 'p', workCode: 'w', page: 2, pages: 2, fingerprint: '0a1b2c3d' };
    expect(answerCardQrText(qr)).toBe('ZYBCARD|v1|p=p|w=w|pg=2/2|h=0a1b2c3d');
    expect(parseAnswerCardQr(answerCardQrText(qr))).toEqual(qr);
    const withOptions = { ...qr, options: { paperSize: 'A3' as const, columns: 2, studentIdDigits: 10 } };
    expect(parseAnswerCardQr(answerCardQrText(withOptions))).toEqual(withOptions);
    expect(parseAnswerCardQr('ZYBCARD|v1|p=p|w=w|pg=1/1')).toEqual({ version: 1, paperGuid: 'p', workCode: 'w', page: 1, pages: 1 });
  });
});
