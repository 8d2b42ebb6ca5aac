import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { layoutAnswerCard, ScanReadingMessages, type CardQuestion } from '@zuoyeben/shared';
import { readScanPdf } from './scan-pdf.js';
import { generateScan } from './testing/generate-scan.js';

const questions: CardQuestion[] = [...Array.from({ length: 10 }, (_, i) => ({ no: i + 1, kind: 'choice' as const, options: ['A', 'B', 'C', 'D'] })), { no: 11, kind: 'area', heightPx: 120 }];
const layout = layoutAnswerCard(questions);
const expected = { paperGuid: 'paper-1', workCode: 'W1' };

/** A scanner's PDF: one JPEG per A4 page. */
function pdfOf(images: Buffer[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (const image of images) {
      doc.addPage({ size: 'A4', margin: 0 });
      doc.image(image, 0, 0, { fit: [595, 842], align: 'center', valign: 'center' });
    }
    doc.end();
  });
}

describe('reading an uploaded scan PDF page by page', () => {
  it('reads every card of the homework, refuses another homework’s card, and reports a damaged page alone', async () => {
    const first = await generateScan(layout, { seed: 21, qr: expected, clean: true });
    const other = await generateScan(layout, { seed: 22, qr: { paperGuid: 'paper-1', workCode: 'W2' }, clean: true });
    const damaged = await generateScan(layout, { seed: 23, qr: expected, clean: true });
    const turned = await generateScan(layout, { seed: 24, qr: expected, degradation: { flipped: true, rotationDeg: 3, scale: 1 } });
    const pdf = await pdfOf([first.image, other.image, damaged.image, turned.image]);
    // Wreck the third page's image data inside the PDF, as a torn transfer would.
    const half = Math.floor(damaged.image.length / 2);
    const at = pdf.indexOf(damaged.image.subarray(half, half + 64));
    expect(at).toBeGreaterThan(pdf.indexOf(other.image.subarray(half, half + 64)));
    pdf.fill(0, at - Math.floor(half / 2), at + Math.floor(half / 2));

    const progress: number[] = [];
    const pages = await readScanPdf(pdf, layout, { expected, onPage: (done) => progress.push(done) });
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(pages.map((p) => p.index)).toEqual([1, 2, 3, 4]);

    expect(pages[0]!.message).toBeNull();
    expect(pages[0]!.reading?.studentNo?.value).toBe(first.truth.studentNo);
    expect(pages[0]!.reading?.answers.map((a) => a.selected)).toEqual(first.truth.answers.map((a) => a.selected));

    expect(pages[1]!.message).toBe(ScanReadingMessages.otherCard(2));
    expect(pages[1]!.reading?.status).toBe('refused');
    expect(pages[1]!.reading?.studentNo).toBeNull();

    expect(pages[2]!.message).not.toBeNull();
    expect(pages[2]!.reading?.studentNo ?? null).toBeNull();

    expect(pages[3]!.message).toBeNull();
    expect(pages[3]!.reading?.studentNo?.value).toBe(turned.truth.studentNo);
  }, 60_000);

  it('refuses a file that is not a PDF with a message for the teacher', async () => {
    await expect(readScanPdf(Buffer.from('%PDF-1.4 nonsense'), layout, { expected })).rejects.toMatchObject({ message: ScanReadingMessages.notPdf });
  });
});
