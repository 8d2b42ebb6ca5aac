import type { CardBox } from '@zuoyeben/shared';
import { greyAt, type GreyImage } from './grey-image.js';
import { applyHomography, type Homography } from './homography.js';

/** A page image with the transform from the card's millimetres to its pixels. */
export interface AlignedPage {
  img: GreyImage;
  /** Layout mm → image px. */
  h: Homography;
}

/** Mean grey of a layout rectangle (mm), sampled on a grid of `stepMm`. */
export function meanOfRect(page: AlignedPage, x: number, y: number, w: number, h: number, stepMm = 0.3): number {
  let sum = 0;
  let n = 0;
  for (let my = y + stepMm / 2; my < y + h; my += stepMm) {
    for (let mx = x + stepMm / 2; mx < x + w; mx += stepMm) {
      const p = applyHomography(page.h, mx, my);
      sum += greyAt(page.img, p.x, p.y);
      n++;
    }
  }
  return n ? sum / n : 255;
}

/** Mean grey inside the bubble's ellipse shrunk to `shrinkTo`, clear of the printed outline. */
export function meanOfEllipse(page: AlignedPage, b: CardBox, shrinkTo = 0.7, stepMm = 0.3): number {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const ax = (b.w / 2) * shrinkTo;
  const ay = (b.h / 2) * shrinkTo;
  let sum = 0;
  let n = 0;
  for (let dy = -ay + stepMm / 2; dy < ay; dy += stepMm) {
    for (let dx = -ax + stepMm / 2; dx < ax; dx += stepMm) {
      if ((dx / ax) ** 2 + (dy / ay) ** 2 > 1) continue;
      const p = applyHomography(page.h, cx + dx, cy + dy);
      sum += greyAt(page.img, p.x, p.y);
      n++;
    }
  }
  return n ? sum / n : 255;
}

/**
 * How dark a bubble is, 0 (paper) to 100 (black): its inner ellipse against the paper right above and below it (the
 * brighter of the two gaps, so a mark spilling into one gap or a printed rule beside it does not count as paper).
 * Relative to the local paper so that a dim or unevenly lit scan reads the same.
 */
export function bubbleDarkness(page: AlignedPage, b: CardBox, gapMm: number): number {
  const patchH = Math.min(0.6, gapMm / 2);
  const off = gapMm / 2 - patchH / 2;
  const px = b.x + b.w / 2 - 1.5;
  const above = meanOfRect(page, px, b.y - off - patchH, 3, patchH, 0.25);
  const below = meanOfRect(page, px, b.y + b.h + off, 3, patchH, 0.25);
  const white = Math.max(above, below, 1);
  const inner = meanOfEllipse(page, b);
  return Math.max(0, Math.min(100, (100 * (white - inner)) / white));
}
