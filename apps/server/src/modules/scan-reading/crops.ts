import sharp from 'sharp';
import type { CardBox } from '@zuoyeben/shared';
import { greyAt } from './grey-image.js';
import { applyHomography } from './homography.js';
import type { AlignedPage } from './sampling.js';

/** A subjective answer cut out of the scan, upright, with a margin that catches writing over the frame. */
export interface AnswerCrop {
  no: number;
  png: Buffer;
  width: number;
  height: number;
}

export const CROP_PADDING_MM = 2;
/** 150 dpi: legible handwriting at about 20–40 KB per answer. */
export const CROP_PX_PER_MM = 150 / 25.4;

export async function cropArea(page: AlignedPage, no: number, box: CardBox): Promise<AnswerCrop> {
  const x0 = box.x - CROP_PADDING_MM;
  const y0 = box.y - CROP_PADDING_MM;
  const width = Math.round((box.w + 2 * CROP_PADDING_MM) * CROP_PX_PER_MM);
  const height = Math.round((box.h + 2 * CROP_PADDING_MM) * CROP_PX_PER_MM);
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const my = y0 + (y + 0.5) / CROP_PX_PER_MM;
    for (let x = 0; x < width; x++) {
      const p = applyHomography(page.h, x0 + (x + 0.5) / CROP_PX_PER_MM, my);
      data[y * width + x] = greyAt(page.img, p.x, p.y);
    }
  }
  const png = await sharp(data, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 6 }).toBuffer();
  return { no, png, width, height };
}
