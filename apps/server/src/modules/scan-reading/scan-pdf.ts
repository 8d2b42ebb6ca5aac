import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ScanReadingMessages, type AnswerCardLayout } from '@zuoyeben/shared';
import { badRequest } from '../../lib/errors.js';
import { readScanPage, type ReadOptions, type ScanPageReading } from './read-page.js';

const run = promisify(execFile);

/** One page of an uploaded scan PDF: its reading, or why it was not read (a Chinese message for the teacher). */
export interface ScanPdfPage {
  /** 1-based page of the uploaded file. */
  index: number;
  reading: ScanPageReading | null;
  message: string | null;
}

/** Pages of a PDF by poppler's pdfinfo; a file that is not a PDF is refused with a message. */
async function pageCount(file: string): Promise<number> {
  try {
    const { stdout } = await run('pdfinfo', [file]);
    const m = /^Pages:\s+(\d+)/m.exec(stdout);
    if (m) return Number(m[1]);
  } catch {
    /* refused below */
  }
  throw badRequest(ScanReadingMessages.notPdf);
}

const messageOf = (index: number, r: ScanPageReading): string | null => {
  if (r.status === 'refused') return ScanReadingMessages.otherCard(index);
  if (r.flags.includes('unreadableImage')) return ScanReadingMessages.pageUnreadable(index);
  if (r.flags.includes('unaligned')) return ScanReadingMessages.unaligned(index);
  if (r.flags.includes('orientationUnknown')) return ScanReadingMessages.orientationUnknown(index);
  return null;
};

/**
 * Reads every page of a scanner's PDF against a card layout, one page at a time (pdftoppm renders page i alone, at
 * `dpi`, grey), so that a damaged page is reported on its own and the rest of the batch is still read. A page of
 * another paper or homework is refused: its reading carries nothing but the refusal. `onPage` reports progress.
 */
export async function readScanPdf(
  pdf: Buffer,
  layout: AnswerCardLayout,
  options: ReadOptions & { dpi?: number; onPage?: (done: number, total: number) => void } = {},
): Promise<ScanPdfPage[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zyb-scan-'));
  try {
    const file = path.join(dir, 'scan.pdf');
    await writeFile(file, pdf);
    const total = await pageCount(file);
    const pages: ScanPdfPage[] = [];
    for (let index = 1; index <= total; index++) {
      const out = path.join(dir, `page-${index}`);
      let image: Buffer | null = null;
      try {
        await run('pdftoppm', ['-f', String(index), '-l', String(index), '-r', String(options.dpi ?? 200), '-gray', '-png', '-singlefile', file, out]);
        image = await readFile(`${out}.png`);
      } catch {
        image = null;
      }
      await rm(`${out}.png`, { force: true });
      if (!image) pages.push({ index, reading: null, message: ScanReadingMessages.pageUnreadable(index) });
      else {
        const reading = await readScanPage(image, layout, options);
        pages.push({ index, reading, message: messageOf(index, reading) });
      }
      options.onPage?.(index, total);
    }
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
