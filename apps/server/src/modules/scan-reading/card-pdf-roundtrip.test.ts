import { afterAll, describe, expect, it } from 'vitest';
import { cardQuestionsOf, layoutAnswerCard, type PrintPaper } from '@zuoyeben/shared';
import { PdfRenderer } from '../../lib/pdf/index.js';
import { answerCardDocument } from '../paper-print/paper-print.service.js';
import { readScanPage } from './read-page.js';
import { rasterisePdf } from './testing/card-render.js';
import { generateScan } from './testing/generate-scan.js';
import { SCAN_PROFILES } from './testing/scan-profiles.js';

const renderer = new PdfRenderer({ pages: 1 });
afterAll(() => renderer.close());

const choice = (i: number) => ({
  type: 1,
  stem: `第${i}题`,
  options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: label })),
  answer: ['A'],
  explanation: '',
  score: 3,
  answerAreaHeight: null,
});
const paper: PrintPaper = {
  title: '七年级数学单元测验',
  subtitle: '数学',
  groups: [
    { name: '单选题', items: Array.from({ length: 12 }, (_, i) => choice(i + 1)) },
    { name: '解答题', items: [{ type: 5, stem: '解方程', options: [], answer: ['略'], explanation: '', score: 10, answerAreaHeight: 160 }] },
  ],
};

describe('reading the answer card the paper-print module prints', () => {
  it('reads a filled-in raster of the real card PDF (Chromium → pdftoppm), scanned, against the same layout', async () => {
    const pdf = await renderer.render(await answerCardDocument(paper, 'paper-guid-1', 'W7'));
    const [printed] = await rasterisePdf(pdf, SCAN_PROFILES.typical.dpi);
    const layout = layoutAnswerCard(cardQuestionsOf(paper));
    const scan = await generateScan(layout, {
      seed: 11,
      printedPage: printed!,
      studentNo: '31415926',
      degradation: { flipped: true, rotationDeg: 2.5, scale: 1, noise: 6, jpegQuality: 80 },
    });
    const r = await readScanPage(scan.image, layout, { expected: { paperGuid: 'paper-guid-1', workCode: 'W7' } });
    expect(r.status).toBe('read');
    expect(r.qr).toMatchObject({ paperGuid: 'paper-guid-1', workCode: 'W7', page: 1, pages: 1 });
    expect(r.studentNo?.value).toBe('31415926');
    expect(r.answers.map((a) => a.selected)).toEqual(scan.truth.answers.map((a) => a.selected));
    expect(r.crops.map((c) => c.no)).toEqual([13]);
  }, 60_000);
});
