import sharp from 'sharp';
import type { Rng } from './seeded-random.js';
import type { ScanProfile } from './scan-profiles.js';

/** What the simulated scanner did to a page, reported with the image. */
export interface Degradation {
  rotationDeg: number;
  flipped: boolean;
  scale: number;
  contentScale: number;
  shearX: number;
  blur: number;
  noise: number;
  gain: number;
  jpegQuality: number;
}

/** Draws a degradation from the profile. */
export function drawDegradation(profile: ScanProfile, rng: Rng): Degradation {
  return {
    rotationDeg: rng.range(-profile.rotationDeg, profile.rotationDeg),
    flipped: rng.chance(profile.flippedShare),
    scale: rng.range(...profile.scale),
    contentScale: rng.range(...profile.contentScale),
    shearX: rng.range(-profile.shear, profile.shear),
    blur: rng.range(0, profile.blurMax),
    noise: rng.range(0, profile.noiseMax),
    gain: rng.range(...profile.gain),
    jpegQuality: Math.round(rng.range(...profile.jpegQuality)),
  };
}

/**
 * Turns a clean page image into what a scanner hands back: grey, printed slightly shrunk, sheared, turned (and
 * maybe upside down), resized, blurred, dimmer with light falling off across the glass, noisy, with dust, as JPEG.
 */
export async function degradeLikeScanner(page: Buffer, d: Degradation, profile: ScanProfile, rng: Rng): Promise<Buffer> {
  let img = sharp(page).flatten({ background: '#fff' }).greyscale();
  const meta = await sharp(page).metadata();
  const w = meta.width!;
  const h = meta.height!;
  if (d.contentScale < 1) {
    const sw = Math.round(w * d.contentScale);
    const sh = Math.round(h * d.contentScale);
    const shrunk = await img.resize(sw, sh).png({ compressionLevel: 0 }).toBuffer();
    const left = Math.floor((w - sw) / 2);
    const top = Math.floor((h - sh) / 2);
    img = sharp(shrunk).extend({ left, top, right: w - sw - left, bottom: h - sh - top, background: '#fff' });
  }
  const angle = d.rotationDeg + (d.flipped ? 180 : 0);
  // One affine step: shear and rotation together (sharp applies the matrix around the image).
  const r = (angle * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const m: [[number, number], [number, number]] = [
    [cos * d.scale, (cos * d.shearX - sin) * d.scale],
    [sin * d.scale, (sin * d.shearX + cos) * d.scale],
  ];
  const stage = await img.png({ compressionLevel: 0 }).toBuffer();
  let geo = sharp(stage).affine(m, { background: '#fff', interpolator: 'bilinear' });
  if (d.blur >= 0.3) geo = geo.blur(d.blur);
  const { data, info } = await geo.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // Noise from a seeded table read at a random start and stride per row: cheap enough for thousands of pages.
  const table = new Float32Array(1 << 16);
  for (let i = 0; i < table.length; i++) table[i] = d.noise * rng.normal();
  const dust = Math.round(profile.saltPepper * width * height);
  for (let y = 0; y < height; y++) {
    let k = rng.int(0, table.length - 1);
    const stride = 2 * rng.int(1, 500) + 1;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const light = d.gain * (1 - (profile.shading * x) / width);
      const v = data[row + x]! * light + table[k]!;
      k = (k + stride) & 0xffff;
      data[row + x] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  for (let i = 0; i < dust; i++) data[rng.int(0, width * height - 1)] = rng.chance(0.5) ? 0 : 255;
  return sharp(data, { raw: { width, height, channels: 1 } }).jpeg({ quality: d.jpegQuality }).toBuffer();
}
