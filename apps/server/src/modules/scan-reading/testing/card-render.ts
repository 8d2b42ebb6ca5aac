import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { ANSWER_CARD_DROPOUT_RED, AnswerCardTexts, type AnswerCardLayout, type CardBox } from '@zuoyeben/shared';
import { marksSvg, type PencilMark } from './card-fill.js';

const run = promisify(execFile);
const rect = (b: CardBox, extra: string) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" ${extra}/>`;
const text = (x: number, y: number, size: number, s: string, extra = '') => `<text x="${x}" y="${y}" font-size="${size}" font-family="Noto Sans CJK SC, sans-serif" ${extra}>${s}</text>`;

/** The QR code of a page as an SVG fragment placed on `box`. */
export async function qrFragment(qrText: string, box: CardBox): Promise<string> {
  const svg = await QRCode.toString(qrText, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  return svg.replace('<svg ', `<svg x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" `);
}

/**
 * A card page drawn straight from the layout as SVG (millimetre units): what the printed PDF shows where the reader
 * looks (squares, bar, QR, frames, red bubbles with their letters, labels), plus the marks. Much faster than a PDF
 * round trip, for generating thousands of pages.
 */
export async function cardPageSvg(layout: AnswerCardLayout, pageNo: number, qrText: string, marks: readonly PencilMark[], dpi: number): Promise<string> {
  const p = layout.pages[pageNo - 1]!;
  const { widthMm: W, heightMm: H } = layout.sheet;
  const red = ANSWER_CARD_DROPOUT_RED;
  const parts: string[] = [`<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`];
  for (const f of p.fiducials) parts.push(rect(f, 'fill="#000"'));
  parts.push(rect(p.orientationBar, 'fill="#000"'));
  parts.push(await qrFragment(qrText, p.qr));
  parts.push(text(W / 2 - 20, 15, 5, '七年级数学 答题卡', 'font-weight="bold"'));
  if (p.student) {
    const s = p.student;
    parts.push(rect(s.nameBox, 'fill="none" stroke="#000" stroke-width="0.3"'), text(s.nameBox.x + 1, s.nameBox.y + 4, 3, AnswerCardTexts.name));
    parts.push(rect(s.classBox, 'fill="none" stroke="#000" stroke-width="0.3"'), text(s.classBox.x + 1, s.classBox.y + 4, 3, AnswerCardTexts.className));
    for (const w of s.writeBoxes) parts.push(rect(w, 'fill="none" stroke="#000" stroke-width="0.3"'));
    s.bubbles.forEach((column) =>
      column.forEach((b, digit) => {
        parts.push(`<ellipse cx="${b.x + b.w / 2}" cy="${b.y + b.h / 2}" rx="${b.w / 2}" ry="${b.h / 2}" fill="none" stroke="${red}" stroke-width="0.25"/>`);
        parts.push(text(b.x + b.w / 2 - 0.6, b.y + b.h / 2 + 0.8, 2.2, String(digit), `fill="${red}"`));
      }),
    );
    parts.push(rect(s.instructions, 'fill="none" stroke="#000" stroke-width="0.3"'));
    AnswerCardTexts.instructions.forEach((line, i) => parts.push(text(s.instructions.x + 2, s.instructions.y + 6 + i * 5, 2.6, line.slice(0, 30))));
  }
  for (const h of p.headings) {
    parts.push(text(h.box.x, h.box.y + h.box.h - 1.5, 3.6, h.text, 'font-weight="bold"'));
    parts.push(`<line x1="${h.box.x}" y1="${h.box.y + h.box.h - 0.15}" x2="${h.box.x + h.box.w}" y2="${h.box.y + h.box.h - 0.15}" stroke="#000" stroke-width="0.3"/>`);
  }
  for (const row of p.choices) {
    parts.push(text(row.label.x + row.label.w - 4, row.label.y + 2.4, 3, String(row.no)));
    for (const b of row.bubbles) {
      parts.push(`<ellipse cx="${b.box.x + b.box.w / 2}" cy="${b.box.y + b.box.h / 2}" rx="${b.box.w / 2}" ry="${b.box.h / 2}" fill="none" stroke="${red}" stroke-width="0.25"/>`);
      parts.push(text(b.box.x + b.box.w / 2 - 0.7, b.box.y + b.box.h / 2 + 0.8, 2.2, b.option, `fill="${red}"`));
    }
  }
  for (const a of p.areas) {
    parts.push(rect(a.box, 'fill="none" stroke="#000" stroke-width="0.3"'), text(a.box.x + 1.5, a.box.y + 4.5, 3.2, `${a.no}．`));
  }
  parts.push(text(W / 2 - 12, 283, 2.8, `第 ${p.page} 页 / 共 ${layout.pages.length} 页`));
  parts.push(marksSvg(marks));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pxOf(W, dpi)}" height="${pxOf(H, dpi)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${parts.join('')}</svg>`;
}

/** Pixels of `mm` at `dpi`. */
export const pxOf = (mm: number, dpi: number) => Math.round((mm / 25.4) * dpi);

/** Rasterises an SVG page (sized in pixels) to a PNG. */
export async function rasteriseSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#fff' }).png({ compressionLevel: 1 }).toBuffer();
}

/** Every page of a PDF (e.g. the card the paper-print module renders) as a PNG at `dpi`, through poppler's pdftoppm. */
export async function rasterisePdf(pdf: Buffer, dpi: number): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'zyb-card-'));
  try {
    await writeFile(path.join(dir, 'card.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-png', path.join(dir, 'card.pdf'), path.join(dir, 'page')]);
    const files = (await readdir(dir)).filter((f) => f.startsWith('page')).sort();
    return Promise.all(files.map((f) => readFile(path.join(dir, f))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Draws marks onto a rasterised card page (of any size: the marks are placed in the sheet's millimetres). */
export async function drawMarks(pagePng: Buffer, layout: AnswerCardLayout, marks: readonly PencilMark[]): Promise<Buffer> {
  const meta = await sharp(pagePng).metadata();
  const { widthMm: W, heightMm: H } = layout.sheet;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">${marksSvg(marks)}</svg>`;
  return sharp(pagePng).composite([{ input: Buffer.from(overlay), blend: 'multiply' }]).png({ compressionLevel: 1 }).toBuffer();
}
