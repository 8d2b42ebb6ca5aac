import sharp from 'sharp';
import { answerCardQrText, type AnswerCardLayout, type CardBox } from '@zuoyeben/shared';
import { fillCard, type CardTruth, type FillOptions } from './card-fill.js';
import { cardPageSvg, drawMarks, rasteriseSvg } from './card-render.js';
import { SCAN_PROFILES, type ScanProfile } from './scan-profiles.js';
import { degradeLikeScanner, drawDegradation, type Degradation } from './scanner-degrade.js';
import { seededRandom } from './seeded-random.js';

/**
 * Test scans without any real data (issue 13 item 6): a card page filled in from a seed, rendered, and degraded like
 * a scanner, returned with the ground truth. The page is drawn from the layout (fast), or, given `printedPage`, the
 * marks go onto a raster of the real card PDF (see rasterisePdf).
 */
export interface GeneratedScan {
  /** A JPEG as a scanner would produce it. */
  image: Buffer;
  truth: CardTruth;
  degradation: Degradation;
}

export interface GenerateOptions extends FillOptions {
  seed: number;
  profile?: ScanProfile;
  page?: number;
  /** What the page's QR code says (drawn pages only; a printed page carries its own). */
  qr?: { paperGuid: string; workCode: string; fingerprint?: string };
  /** A PNG of the printed card page at the profile's dpi, to fill in instead of drawing the card. */
  printedPage?: Buffer;
  /** Skip the scanner (a clean page). */
  clean?: boolean;
  /** Override what the scanner does (e.g. force a page upside down). */
  degradation?: Partial<Degradation>;
  /** Paint over half the QR code (a torn or scribbled code). */
  damageQr?: boolean;
  /** Paint over the four corner marks (torn off or scribbled over): the page can only be aligned by hand. */
  eraseCorners?: boolean;
}

export async function generateScan(layout: AnswerCardLayout, options: GenerateOptions): Promise<GeneratedScan> {
  const profile = options.profile ?? SCAN_PROFILES.typical;
  const rng = seededRandom(options.seed);
  const pageNo = options.page ?? 1;
  const { marks, truth } = fillCard(layout, pageNo, profile, rng, options);
  let page: Buffer;
  if (options.printedPage) page = await drawMarks(options.printedPage, layout, marks);
  else {
    const qr = options.qr ?? { paperGuid: 'test-paper', workCode: '' };
    const qrText = answerCardQrText({ version: layout.version, paperGuid: qr.paperGuid, workCode: qr.workCode, page: pageNo, pages: layout.pages.length, fingerprint: qr.fingerprint });
    page = await rasteriseSvg(await cardPageSvg(layout, pageNo, qrText, marks, profile.dpi));
  }
  const blots: CardBox[] = [];
  if (options.damageQr) {
    const q = layout.pages[pageNo - 1]!.qr;
    blots.push({ ...q, w: q.w / 2 });
  }
  if (options.eraseCorners) blots.push(...layout.pages[pageNo - 1]!.fiducials.map((f) => ({ x: f.x - 1, y: f.y - 1, w: f.w + 2, h: f.h + 2 })));
  if (blots.length > 0) {
    const meta = await sharp(page).metadata();
    const rects = blots.map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="#fff"/>`).join('');
    const blot = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}" viewBox="0 0 ${layout.sheet.widthMm} ${layout.sheet.heightMm}" preserveAspectRatio="none">${rects}</svg>`;
    page = await sharp(page).composite([{ input: Buffer.from(blot) }]).png({ compressionLevel: 1 }).toBuffer();
  }
  const degradation = { ...drawDegradation(profile, rng), ...options.degradation };
  if (options.clean) degradation.flipped = false;
  const image = options.clean
    ? await sharp(page).greyscale().jpeg({ quality: 92 }).toBuffer()
    : await degradeLikeScanner(page, degradation, profile, rng);
  return { image, truth, degradation };
}
