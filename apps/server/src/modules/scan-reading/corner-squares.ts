import { shrink, type GreyImage } from './grey-image.js';
import type { Point } from './homography.js';

/**
 * Finds the card's four solid corner squares on a scanned page: a locally adaptive threshold, connected components,
 * and a shape test that holds at any rotation (a filled square's second moments are equal in every direction and
 * tie its area to its spread), then the four candidates that best form the card's rectangle of centres. Works on a
 * copy of about 70 dpi; the scale is not assumed, only estimated from the image size with a wide tolerance.
 */
export interface CornerSearch {
  /** Centres in the full image's pixels, in no particular order; null when four squares were not found. */
  centres: Point[] | null;
  /** How many square-shaped marks were seen (for the report of an unaligned page). */
  candidates: number;
}

interface Blob {
  area: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
}

/** Dark where a pixel is well below the mean of its neighbourhood (a box of `radius`), via an integral image. */
function adaptiveDark(img: GreyImage, radius: number): Uint8Array {
  const { data, width, height } = img;
  const w1 = width + 1;
  const integral = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      integral[(y + 1) * w1 + x + 1] = integral[y * w1 + x + 1]! + row;
    }
  }
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = integral[y1 * w1 + x1]! - integral[y0 * w1 + x1]! - integral[y1 * w1 + x0]! + integral[y0 * w1 + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      const v = data[y * width + x]!;
      if (v < mean * 0.72 && v < 170) dark[y * width + x] = 1;
    }
  }
  return dark;
}

/** 4-connected components of the dark pixels (two passes with union-find), each summarised by its moments. */
function components(dark: Uint8Array, width: number, height: number): Blob[] {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (a: number): number => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]!]!;
      a = parent[a]!;
    }
    return a;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!dark[i]) continue;
      const left = x > 0 ? labels[i - 1]! : 0;
      const up = y > 0 ? labels[i - width]! : 0;
      if (!left && !up) {
        parent.push(parent.length);
        labels[i] = parent.length - 1;
      } else if (left && up) {
        const a = find(left);
        const b = find(up);
        labels[i] = Math.min(a, b);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      } else labels[i] = left || up;
    }
  }
  const blobs = new Map<number, Blob>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const l = labels[y * width + x]!;
      if (!l) continue;
      const root = find(l);
      let b = blobs.get(root);
      if (!b) blobs.set(root, (b = { area: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 }));
      b.area++;
      b.sx += x;
      b.sy += y;
      b.sxx += x * x;
      b.syy += y * y;
      b.sxy += x * y;
    }
  }
  return [...blobs.values()];
}

/** Is this blob a solid square of about `side` px? Equal spread in all directions, and area = 12·spread for a square. */
function squareCentre(b: Blob, side: number): Point | null {
  const expected = side * side;
  if (b.area < expected * 0.35 || b.area > expected * 2.5) return null;
  const mx = b.sx / b.area;
  const my = b.sy / b.area;
  const cxx = b.sxx / b.area - mx * mx;
  const cyy = b.syy / b.area - my * my;
  const cxy = b.sxy / b.area - mx * my;
  const tr = cxx + cyy;
  const disc = Math.sqrt(Math.max(0, ((cxx - cyy) / 2) ** 2 + cxy * cxy));
  const l1 = tr / 2 + disc;
  const l2 = tr / 2 - disc;
  if (l2 <= 0 || l2 / l1 < 0.6) return null;
  const fill = b.area / (12 * Math.sqrt(l1 * l2));
  if (fill < 0.85 || fill > 1.15) return null;
  return { x: mx, y: my };
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** How far four points (in cyclic order) are from a rectangle of the given side ratio (0 = exact). */
function rectangleError(q: Point[], ratio: number): number {
  const s = [dist(q[0]!, q[1]!), dist(q[1]!, q[2]!), dist(q[2]!, q[3]!), dist(q[3]!, q[0]!)];
  const d1 = dist(q[0]!, q[2]!);
  const d2 = dist(q[1]!, q[3]!);
  const a = (s[0]! + s[2]!) / 2;
  const b = (s[1]! + s[3]!) / 2;
  const sides = Math.abs(s[0]! - s[2]!) / a + Math.abs(s[1]! - s[3]!) / b;
  const diagonals = Math.abs(d1 - d2) / Math.max(d1, d2);
  const aspect = Math.abs(Math.log(Math.max(a, b) / Math.min(a, b)) - Math.log(ratio));
  return sides + diagonals + aspect;
}

/** Orders points clockwise around their centroid (image y points down). */
export function clockwise(points: Point[]): Point[] {
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  return [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
}

/**
 * Searches `img` for the four corner squares of a card whose squares are `sizeMm` wide and whose centres form a
 * rectangle `spanMm` (width × height) on a sheet `sheetMm` high.
 */
export function findCornerSquares(img: GreyImage, card: { sizeMm: number; spanMm: { w: number; h: number }; sheetMm: { w: number; h: number } }): CornerSearch {
  const factor = Math.max(1, Math.round(Math.max(img.width, img.height) / 800));
  const small = shrink(img, factor);
  // The scan may show the page at 70–130 % and either way up: the long side of the image is taken as the sheet's.
  const pxPerMm = Math.max(small.width, small.height) / Math.max(card.sheetMm.w, card.sheetMm.h);
  const side = card.sizeMm * pxPerMm;
  const dark = adaptiveDark(small, Math.round(side * 2));
  const found: Point[] = [];
  for (const b of components(dark, small.width, small.height)) {
    for (const scale of [1, 0.75, 1.3]) {
      const c = squareCentre(b, side * scale);
      if (c) {
        found.push(c);
        break;
      }
    }
  }
  if (found.length < 4) return { centres: null, candidates: found.length };
  // Two nearest candidates per image corner, then the combination that is most like the card's rectangle.
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: small.width, y: 0 },
    { x: small.width, y: small.height },
    { x: 0, y: small.height },
  ];
  const near = corners.map((c) => [...found].sort((a, b) => dist(a, c) - dist(b, c)).slice(0, 2));
  const ratio = card.spanMm.h / card.spanMm.w;
  let best: { quad: Point[]; error: number } | null = null;
  for (const a of near[0]!)
    for (const b of near[1]!)
      for (const c of near[2]!)
        for (const d of near[3]!) {
          const quad = [a, b, c, d];
          if (new Set(quad).size < 4) continue;
          const error = rectangleError(clockwise(quad), ratio);
          if (!best || error < best.error) best = { quad, error };
        }
  if (!best || best.error > 0.25) return { centres: null, candidates: found.length };
  const centres = clockwise(best.quad).map((p) => ({ x: (p.x + 0.5) * factor - 0.5, y: (p.y + 0.5) * factor - 0.5 }));
  return { centres, candidates: found.length };
}
