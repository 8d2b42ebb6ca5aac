import jsQR from 'jsqr';
import { parseAnswerCardQr, type AnswerCardLayout, type AnswerCardQr, type CardBox } from '@zuoyeben/shared';
import { greyAt } from './grey-image.js';
import { applyHomography } from './homography.js';
import { meanOfRect, type AlignedPage } from './sampling.js';

/** Resamples a layout rectangle (mm) of the page into an upright RGBA image at `pxPerMm`. */
function rgbaOf(page: AlignedPage, b: CardBox, pxPerMm: number): { data: Uint8ClampedArray; width: number; height: number } {
  const width = Math.round(b.w * pxPerMm);
  const height = Math.round(b.h * pxPerMm);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = applyHomography(page.h, b.x + (x + 0.5) / pxPerMm, b.y + (y + 0.5) / pxPerMm);
      const v = greyAt(page.img, p.x, p.y);
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = v;
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

/** The card's QR code read from where the layout puts it (with its quiet zone), at two sampling scales. */
export function readCardQr(page: AlignedPage, qr: CardBox): AnswerCardQr | null {
  const margin = 4;
  const region = { x: qr.x - margin, y: qr.y - margin, w: qr.w + 2 * margin, h: qr.h + 2 * margin };
  for (const pxPerMm of [6, 8, 10]) {
    const { data, width, height } = rgbaOf(page, region, pxPerMm);
    const code = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
    const parsed = code ? parseAnswerCardQr(code.data) : null;
    if (parsed) return parsed;
  }
  return null;
}

/**
 * Which page of the layout this is, when its QR code is unreadable: each page's printed frames (answer-area borders,
 * the name and student-number boxes) are looked for where that page would have them, against the paper just
 * beside them. The best page wins only by a clear margin; otherwise null (the page goes to review).
 */
export function pageByPrintedFrames(page: AlignedPage, layout: AnswerCardLayout): number | null {
  const lineScore = (b: CardBox) => {
    // The top rule of a frame against the paper 1.5 mm inside it.
    const rule = meanOfRect(page, b.x + 2, b.y - 0.15, Math.min(b.w - 4, 40), 0.3, 0.3);
    const paper = meanOfRect(page, b.x + 2, b.y + 1.5, Math.min(b.w - 4, 40), 0.3, 0.3);
    return (paper - rule) / Math.max(paper, 1);
  };
  const scores = layout.pages.map((p) => {
    const frames: CardBox[] = [...p.areas.map((a) => a.box), ...(p.student ? [p.student.nameBox, p.student.classBox, p.student.instructions] : [])];
    if (frames.length === 0) return 0;
    return frames.reduce((s, b) => s + lineScore(b), 0) / frames.length;
  });
  if (scores.length === 1) return scores[0]! > 0.2 ? 1 : null;
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s);
  return order[0]!.s > 0.2 && order[0]!.s - order[1]!.s > 0.1 ? order[0]!.i + 1 : null;
}

/** Darkness (0–100) of a solid printed element against the paper around it, to tell a page's way up. */
export function solidDarkness(page: AlignedPage, b: CardBox): number {
  const inner = meanOfRect(page, b.x + b.w * 0.2, b.y + b.h * 0.2, b.w * 0.6, b.h * 0.6, 0.4);
  const paper = Math.max(meanOfRect(page, b.x, b.y - 2, b.w, 1, 0.4), meanOfRect(page, b.x, b.y + b.h + 1, b.w, 1, 0.4));
  return Math.max(0, (100 * (paper - inner)) / Math.max(paper, 1));
}
