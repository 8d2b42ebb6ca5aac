import sharp from 'sharp';

/** One 8-bit grey channel, row-major. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Bilinear grey value at a sub-pixel position; white (255) outside the image, as paper beyond a scan's edge would be. */
export function greyAt(img: GreyImage, x: number, y: number): number {
  const { data, width, height } = img;
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = data[y0 * width + x0]! * (1 - fx) + data[y0 * width + x1]! * fx;
  const bottom = data[y1 * width + x0]! * (1 - fx) + data[y1 * width + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * Decodes a scanned page (JPEG, PNG, TIFF, WebP) to one grey channel, turned upright by its EXIF orientation. Colour
 * scans give their red channel, in which the card's dropout-red bubble outlines and letters vanish and only pencil
 * marks stay dark; grey scans give their only channel. Throws for anything that is not a readable image.
 */
export async function decodeGrey(input: Buffer): Promise<GreyImage> {
  const image = sharp(input, { failOn: 'error' }).rotate();
  const meta = await image.metadata();
  const colour = (meta.channels ?? 1) >= 3 && meta.space !== 'b-w';
  const { data, info } = await image.extractChannel(colour ? 'red' : 0).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A smaller copy (box-averaged by `factor`, an integer) for finding the corner squares quickly. */
export function shrink(img: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return img;
  const width = Math.floor(img.width / factor);
  const height = Math.floor(img.height / factor);
  const out = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * img.width + x * factor;
        for (let dx = 0; dx < factor; dx++) s += img.data[row + dx]!;
      }
      out[y * width + x] = s / area;
    }
  }
  return { data: out, width, height };
}
