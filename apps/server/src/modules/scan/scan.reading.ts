import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CHOICE_LETTERS, DEFAULT_ANSWER_AREA_HEIGHT, DEFAULT_ANSWER_CARD_OPTIONS, layoutAnswerCard, QuestionType, ScanReadingMessages, type AnswerCardLayout, type AnswerCardOptions, type CardQuestion } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { storeThenRecord } from '../files/file-bodies.js';
import { filesRepository } from '../files/files.repository.js';
import { paperCardLayout } from '../paper-print/paper-print.service.js';
import type { BandPolicy } from '../scan-reading/bubble-decisions.js';
import type { AnswerCrop } from '../scan-reading/crops.js';
import { readScanPage, type ScanPageReading } from '../scan-reading/read-page.js';
import type { QuestionRow } from '../submissions/submission-work.repository.js';
import { scanRepository, type ScanPageRow } from './scan.repository.js';

const run = promisify(execFile);

/**
 * The answer card of a machine-read homework, laid out from its questions as the card is printed (choices as bubbles,
 * written answers as framed areas; choices come first, so their places do not depend on the areas' heights), in the
 * school's paper size, columns and student-number length (答题卡 settings).
 */
export function layoutOfWork(questions: readonly QuestionRow[], options: AnswerCardOptions = DEFAULT_ANSWER_CARD_OPTIONS): AnswerCardLayout {
  const card: CardQuestion[] = questions.map((q) =>
    q.type === QuestionType.Subjective
      ? { no: q.th, kind: 'area', heightPx: DEFAULT_ANSWER_AREA_HEIGHT }
      : { no: q.th, kind: 'choice', options: CHOICE_LETTERS.slice(0, Math.max(2, Math.min(q.optionCount || 4, CHOICE_LETTERS.length))) },
  );
  return layoutAnswerCard(card, options);
}

/**
 * The card a homework's scans are read against, in its card options: for a homework from a paper, the very layout its
 * card PDF prints (the paper's questions, areas of the paper's or the homework's heights), its bubbles named by letters
 * as the homework's answers are (a true/false question's 对/错 are A/B); without a paper, layoutOfWork.
 */
export async function workCardLayout(db: Db, schoolId: number, work: { paperGuid: string | null }, questions: readonly QuestionRow[], options: AnswerCardOptions): Promise<AnswerCardLayout> {
  const printed = work.paperGuid ? await paperCardLayout(db, schoolId, work.paperGuid, options) : null;
  if (!printed) return layoutOfWork(questions, options);
  return {
    ...printed,
    pages: printed.pages.map((p) => ({ ...p, choices: p.choices.map((c) => ({ ...c, bubbles: c.bubbles.map((b, i) => ({ ...b, option: CHOICE_LETTERS[i] ?? b.option })) })) })),
  };
}

/** What the QR code of the homework's card says: its paper (or, without one, the homework) and its work code. */
export const expectedCardOf = (work: { guid: string; paperGuid: string | null; workCode: string | null }) => ({ paperGuid: work.paperGuid ?? work.guid, workCode: work.workCode ?? '' });

export async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  const opened = await storage.open(key);
  return opened ? buffer(opened.stream) : null;
}

const messageOf = (index: number, r: ScanPageReading): string => {
  if (r.flags.includes('layoutVersion')) return ScanReadingMessages.layoutChanged(index);
  if (r.status === 'refused') return ScanReadingMessages.otherCard(index);
  if (r.flags.includes('unreadableImage')) return ScanReadingMessages.pageUnreadable(index);
  if (r.flags.includes('unaligned')) return ScanReadingMessages.unaligned(index);
  if (r.flags.includes('orientationUnknown')) return ScanReadingMessages.orientationUnknown(index);
  return '';
};

export interface ReadContext {
  db: DbOrTx;
  storage: FileStorage;
  schoolId: number;
  layout: AnswerCardLayout;
  expected: { paperGuid: string; workCode: string };
  /** The school's review band of the bubble thresholds (机阅设置). */
  band: BandPolicy;
}

/**
 * Reads one stored page image and keeps the reading (raw darkness values included, image bytes apart in storage).
 * The teacher's decisions are not touched (their corner clicks, when given, align the page instead of the marks the
 * reader looks for). A page of another card is refused: nothing of it is kept but the refusal.
 */
export async function readPage(ctx: ReadContext, page: Pick<ScanPageRow, 'guid' | 'batchGuid' | 'pageIndex'> & Partial<Pick<ScanPageRow, 'decidedCorners'>>, image: Buffer): Promise<ScanPageReading['status']> {
  const corners = page.decidedCorners ?? undefined;
  const r = await readScanPage(image, ctx.layout, { expected: ctx.expected, band: ctx.band, ...(corners ? { corners } : {}) });
  const cropKeys: Record<string, string> = {};
  if (r.status !== 'refused') {
    for (const c of r.reviewCrops ?? []) {
      const key = `scan/${ctx.schoolId}/${page.batchGuid}/${page.guid}-q${c.no}.png`;
      await ctx.storage.put(key, c.png);
      cropKeys[String(c.no)] = key;
    }
  }
  const areaFiles = r.status === 'refused' ? {} : await storeAnswerCrops(ctx, page.guid, r.crops);
  const { crops: _crops, reviewCrops: _reviewCrops, ...kept } = r;
  await scanRepository.updatePage(ctx.db, ctx.schoolId, page.guid, {
    status: r.status,
    flags: r.flags,
    message: messageOf(page.pageIndex, r),
    cardPage: r.status === 'refused' ? null : r.page,
    reading: r.status === 'refused' ? { status: r.status, flags: r.flags, qr: r.qr } : { ...kept, areaFiles },
    cropKeys,
    studentNo: r.studentNo?.value ?? null,
  });
  return r.status;
}

/**
 * The written answers cut from the page become answer images like a phone photo (files of purpose student-answer), so
 * web marking shows them unchanged. Each reading makes new keys: a file's bytes never change behind its key (the file
 * route lets browsers cache them for a day), and the answer simply points at the newer crop.
 */
async function storeAnswerCrops(ctx: ReadContext, pageGuid: string, crops: readonly AnswerCrop[]): Promise<Record<string, string>> {
  const areaFiles: Record<string, string> = {};
  for (const c of crops) {
    const key = randomBytes(16).toString('hex');
    const row = { key, schoolId: ctx.schoolId, purpose: 'student-answer' as const, mime: 'image/png', size: c.png.length, originalName: `scan-${pageGuid}-q${c.no}.png`, pageCount: null };
    // Bytes in the file storage first, then the row naming them (an upload's order: no row without its bytes).
    await storeThenRecord(ctx.storage, [{ key, bytes: c.png }], (storageKeys) =>
      filesRepository.insert(ctx.db, { ...row, storageKey: storageKeys.get(key)!, uploaderUserId: null }));
    areaFiles[String(c.no)] = key;
  }
  return areaFiles;
}

/** A stored page image as a JPEG (a PDF page renders as PNG; kept smaller). */
export const toStoredImage = (png: Buffer) => sharp(png).jpeg({ quality: 85 }).toBuffer();

/** Pages of a PDF (poppler's pdfinfo); null when it is not a PDF poppler can open. */
export async function pdfPages(file: string): Promise<number | null> {
  try {
    const { stdout } = await run('pdfinfo', [file]);
    const m = /^Pages:\s+(\d+)/m.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** One page of a PDF as a grey PNG at 200 dpi; null when poppler cannot render it. */
export async function renderPdfPage(file: string, index: number, dir: string): Promise<Buffer | null> {
  const out = path.join(dir, `page-${index}`);
  try {
    await run('pdftoppm', ['-f', String(index), '-l', String(index), '-r', '200', '-gray', '-png', '-singlefile', file, out]);
    return await readFile(`${out}.png`);
  } catch {
    return null;
  } finally {
    await rm(`${out}.png`, { force: true });
  }
}

/** A temporary folder with the PDF written into it, removed after `use`. */
export async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zyb-scan-'));
  try {
    const file = path.join(dir, 'scan.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
