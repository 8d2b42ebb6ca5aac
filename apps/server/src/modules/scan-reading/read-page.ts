import { AnswerCardGeometry, answerCardFingerprint, type AnswerCardLayout, type AnswerCardQr, type CardBox, type CardPage } from '@zuoyeben/shared';
import { decideDigit, decideQuestion, DEFAULT_BAND, sheetThreshold, type BandPolicy, type QuestionFlag, type SheetThreshold } from './bubble-decisions.js';
import { clockwise, findCornerSquares } from './corner-squares.js';
import { cropArea, type AnswerCrop } from './crops.js';
import { decodeGrey, type GreyImage } from './grey-image.js';
import { applyHomography, homographyFrom, type Homography, type Point } from './homography.js';
import { pageByPrintedFrames, readCardQr, solidDarkness } from './page-identity.js';
import { bubbleDarkness, type AlignedPage } from './sampling.js';

/**
 * Reads one scanned answer-card page against the card's layout: finds the corner squares, tells the page's way up
 * by the orientation bar, reads its identity from the QR code (or, when that is damaged, from which page's printed
 * frames it shows), then the student number and the objective bubbles, and cuts out the subjective answers. It
 * never guesses: whatever it is unsure of is flagged, and the raw darkness of every bubble is kept.
 */
export type PageFlag =
  /** Not an image that can be decoded. */
  | 'unreadableImage'
  /** Four corner squares not found: align by hand. */
  | 'unaligned'
  /** Squares found but the way up could not be told. */
  | 'orientationUnknown'
  /** The QR code could not be read; the page was identified by its printed frames (or not at all). */
  | 'qrUnreadable'
  /** Which page of the card this is is unknown. */
  | 'pageUnknown'
  /** The QR code names another layout version or fingerprint than the layout given (printed before a change): refused. */
  | 'layoutVersion'
  /** The QR code names another paper or homework than the expected one. */
  | 'otherCard'
  /** Some column of the student number is not exactly one clear mark. */
  | 'studentNoReview'
  /** Some objective question has a mark in the review band. */
  | 'answersReview';

export type PageStatus = 'read' | 'review' | 'failed' | 'refused';

export interface StudentNoReading {
  /** The number only when every column is exactly one clear mark; otherwise null. */
  value: string | null;
  columns: { digit: number | null; flag: QuestionFlag | null; darkness: number[] }[];
}
export interface AnswerReading {
  no: number;
  options: string[];
  selected: string[];
  flags: QuestionFlag[];
  darkness: number[];
}
export interface ScanPageReading {
  status: PageStatus;
  flags: PageFlag[];
  /** Where the corner marks are on the image; `byTeacher` when they are the teacher's clicks rather than found. */
  alignment: { corners: Point[]; rotationDeg: number; pxPerMm: number; byTeacher?: true } | null;
  qr: AnswerCardQr | null;
  /** 1-based page of the layout, or null when unknown. */
  page: number | null;
  pageFrom: 'qr' | 'frames' | null;
  thresholds: SheetThreshold | null;
  studentNo: StudentNoReading | null;
  answers: AnswerReading[];
  crops: AnswerCrop[];
  /** Images of what needs a teacher's eye: each flagged choice row (by its number) and, as no 0, the student-number grid when unclear. */
  reviewCrops?: AnswerCrop[];
}

export interface ReadOptions {
  /** The paper and homework the upload belongs to: a card naming another is refused. */
  expected?: { paperGuid: string; workCode?: string };
  band?: BandPolicy;
  /** Cut out the subjective answers (default true). */
  crops?: boolean;
  /**
   * The four corner-mark centres as a teacher clicked them on the image (px, any order): used instead of searching
   * for the marks, so a page whose marks are torn, scribbled over or missing still reads (manual alignment).
   */
  corners?: readonly Point[];
}

const centre = (b: CardBox): Point => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const round1 = (n: number) => Math.round(n * 10) / 10;

const empty = (flags: PageFlag[], status: PageStatus): ScanPageReading => ({
  status,
  flags,
  alignment: null,
  qr: null,
  page: null,
  pageFrom: null,
  thresholds: null,
  studentNo: null,
  answers: [],
  crops: [],
});

/** Layout corners clockwise from top-left. */
function layoutCorners(p: CardPage): Point[] {
  const [tl, tr, bl, br] = p.fiducials.map(centre);
  return [tl!, tr!, br!, bl!];
}

/** Length in px of a 1 mm step along x and along y at the sheet's centre. */
function unitLengths(h: Homography, sheet: { widthMm: number; heightMm: number }) {
  const c = applyHomography(h, sheet.widthMm / 2, sheet.heightMm / 2);
  const dx = applyHomography(h, sheet.widthMm / 2 + 10, sheet.heightMm / 2);
  const dy = applyHomography(h, sheet.widthMm / 2, sheet.heightMm / 2 + 10);
  return { x: Math.hypot(dx.x - c.x, dx.y - c.y) / 10, y: Math.hypot(dy.x - c.x, dy.y - c.y) / 10 };
}

interface Pose {
  h: Homography;
  bar: number;
}

/** The transform with the page's way up: of the four ways to pair the squares, the ones that keep the sheet's proportions, told apart by the orientation bar (or the QR code). */
function poseOf(img: GreyImage, layout: AnswerCardLayout, found: Point[]): { pose: Pose | null; qr: AnswerCardQr | null } {
  const first = layout.pages[0]!;
  const corners = layoutCorners(first);
  const poses: Pose[] = [];
  for (let k = 0; k < 4; k++) {
    const h = homographyFrom(corners, corners.map((_, i) => found[(i + k) % 4]!));
    if (!h) continue;
    const u = unitLengths(h, layout.sheet);
    if (u.x / u.y < 0.8 || u.x / u.y > 1.25) continue;
    poses.push({ h, bar: solidDarkness({ img, h }, first.orientationBar) });
  }
  poses.sort((a, b) => b.bar - a.bar);
  const [best, next] = poses;
  if (best && best.bar >= 35 && (!next || next.bar < 20)) return { pose: best, qr: null };
  // The bar is unclear (a smudge, a torn corner): a QR code that reads under one pose settles it.
  for (const p of poses) {
    const qr = readCardQr({ img, h: p.h }, first.qr);
    if (qr) return { pose: p, qr };
  }
  return { pose: null, qr: null };
}

/** Gap between rows of bubbles, where the local paper is sampled. */
const ID_GAP = AnswerCardGeometry.studentNo.rowPitchMm - AnswerCardGeometry.bubble.heightMm;
const ROW_GAP = AnswerCardGeometry.bubble.rowPitchMm - AnswerCardGeometry.bubble.heightMm;

const fingerprints = new WeakMap<AnswerCardLayout, string>();
function fingerprintOf(layout: AnswerCardLayout): string {
  let f = fingerprints.get(layout);
  if (!f) fingerprints.set(layout, (f = answerCardFingerprint(layout)));
  return f;
}

export async function readScanPage(input: Buffer, layout: AnswerCardLayout, options: ReadOptions = {}): Promise<ScanPageReading> {
  let img: GreyImage;
  try {
    img = await decodeGrey(input);
  } catch {
    return empty(['unreadableImage'], 'failed');
  }
  const first = layout.pages[0]!;
  const [tl, tr, bl] = first.fiducials.map(centre);
  const centres = options.corners?.length === 4
    ? clockwise([...options.corners])
    : findCornerSquares(img, {
        sizeMm: first.fiducials[0]!.w,
        spanMm: { w: tr!.x - tl!.x, h: bl!.y - tl!.y },
        sheetMm: { w: layout.sheet.widthMm, h: layout.sheet.heightMm },
      }).centres;
  if (!centres) return empty(['unaligned'], 'failed');
  const { pose, qr: qrFromPose } = poseOf(img, layout, centres);
  if (!pose) return empty(['orientationUnknown'], 'failed');
  const page: AlignedPage = { img, h: pose.h };
  const tlPx = applyHomography(pose.h, tl!.x, tl!.y);
  const trPx = applyHomography(pose.h, tr!.x, tr!.y);
  const u = unitLengths(pose.h, layout.sheet);
  const alignment: NonNullable<ScanPageReading['alignment']> = {
    corners: centres,
    ...(options.corners?.length === 4 ? { byTeacher: true as const } : {}),
    rotationDeg: round1((Math.atan2(trPx.y - tlPx.y, trPx.x - tlPx.x) * 180) / Math.PI),
    pxPerMm: round1((u.x + u.y) / 2),
  };

  const flags: PageFlag[] = [];
  const qr = qrFromPose ?? readCardQr(page, first.qr);
  let pageNo: number | null = null;
  let pageFrom: ScanPageReading['pageFrom'] = null;
  if (qr) {
    if (options.expected && (qr.paperGuid !== options.expected.paperGuid || (options.expected.workCode !== undefined && qr.workCode !== options.expected.workCode))) {
      return { ...empty(['otherCard'], 'refused'), alignment, qr };
    }
    // A card printed with another layout (an older version, or before the homework's card options changed) is refused:
    // its boxes are not where this layout has them, so nothing of it is read.
    if (qr.version !== layout.version || (qr.fingerprint && qr.fingerprint !== fingerprintOf(layout))) {
      return { ...empty(['layoutVersion'], 'refused'), alignment, qr };
    }
    if (qr.page >= 1 && qr.page <= layout.pages.length) {
      pageNo = qr.page;
      pageFrom = 'qr';
    }
  } else {
    flags.push('qrUnreadable');
    pageNo = pageByPrintedFrames(page, layout);
    if (pageNo) pageFrom = 'frames';
  }
  if (!pageNo) {
    flags.push('pageUnknown');
    return { ...empty(flags, 'review'), alignment, qr, page: pageNo, pageFrom };
  }

  const cardPage = layout.pages[pageNo - 1]!;
  const idValues = cardPage.student ? cardPage.student.bubbles.map((column) => column.map((b) => bubbleDarkness(page, b, ID_GAP))) : [];
  const answerValues = cardPage.choices.map((row) => row.bubbles.map((b) => bubbleDarkness(page, b.box, ROW_GAP)));
  const thresholds = sheetThreshold([...idValues.flat(), ...answerValues.flat()], options.band ?? DEFAULT_BAND);

  let studentNo: StudentNoReading | null = null;
  if (cardPage.student) {
    const columns = idValues.map((values) => ({ ...decideDigit(values, thresholds), darkness: values.map(round1) }));
    const complete = columns.every((c) => c.digit !== null);
    studentNo = { value: complete ? columns.map((c) => c.digit).join('') : null, columns };
    if (!complete) flags.push('studentNoReview');
  }
  const answers: AnswerReading[] = cardPage.choices.map((row, i) => {
    const values = answerValues[i]!;
    const d = decideQuestion(values, thresholds);
    return { no: row.no, options: row.bubbles.map((b) => b.option), selected: d.marked.map((k) => row.bubbles[k]!.option), flags: d.flags, darkness: values.map(round1) };
  });
  if (answers.some((a) => a.flags.includes('ambiguous'))) flags.push('answersReview');
  const crops = options.crops === false ? [] : await Promise.all(cardPage.areas.map((a) => cropArea(page, a.no, a.box)));
  const reviewCrops: AnswerCrop[] = [];
  if (options.crops !== false) {
    const rowBox = (row: (typeof cardPage.choices)[number]): CardBox => {
      const right = Math.max(...row.bubbles.map((b) => b.box.x + b.box.w));
      const top = Math.min(row.label.y, ...row.bubbles.map((b) => b.box.y));
      const bottom = Math.max(row.label.y + row.label.h, ...row.bubbles.map((b) => b.box.y + b.box.h));
      return { x: row.label.x, y: top, w: right - row.label.x, h: bottom - top };
    };
    for (const [i, a] of answers.entries()) if (a.flags.length > 0) reviewCrops.push(await cropArea(page, a.no, rowBox(cardPage.choices[i]!)));
    if (studentNo && !studentNo.value && cardPage.student) {
      const s = cardPage.student;
      const last = s.bubbles.at(-1)!.at(-1)!;
      const first = s.writeBoxes[0]!;
      reviewCrops.push(await cropArea(page, 0, { x: first.x, y: first.y, w: last.x + last.w - first.x + 2, h: last.y + last.h - first.y }));
    }
  }
  const reviewFlags: PageFlag[] = ['qrUnreadable', 'studentNoReview', 'answersReview'];
  // A page identified by its frames is read, but its identity (which homework) rests on the upload alone: review.
  const status: PageStatus = flags.some((f) => reviewFlags.includes(f)) ? 'review' : 'read';
  return { status, flags, alignment, qr, page: pageNo, pageFrom, thresholds, studentNo, answers, crops, reviewCrops };
}
