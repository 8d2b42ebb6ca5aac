import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { layoutAnswerCard, type AnswerCardLayout, type CardQuestion } from '@zuoyeben/shared';
import type { ScanPageReading } from '../src/modules/scan-reading/read-page.js';
import type { CardTruth } from '../src/modules/scan-reading/testing/card-fill.js';
import { generateScan } from '../src/modules/scan-reading/testing/generate-scan.js';
import { SCAN_PROFILES, type ScanProfile } from '../src/modules/scan-reading/testing/scan-profiles.js';

/**
 * The pages of the scan-reading bench: a 60-question card with an 8-digit student number, generated from seeds per
 * profile and kept on disk (generation is slow and not what is measured). The folder's name is a hash of the layout,
 * the profile and GENERATOR_VERSION, so a changed layout or profile makes new pages and an unchanged one reuses them.
 */
export const BENCH_PAPER = 'bench-paper';
export type ProfileName = keyof typeof SCAN_PROFILES;

export function benchLayout(): AnswerCardLayout {
  const questions: CardQuestion[] = [
    ...Array.from({ length: 60 }, (_, i) => ({ no: i + 1, kind: 'choice' as const, options: ['A', 'B', 'C', 'D'] })),
    { no: 61, kind: 'area', heightPx: 150 },
    { no: 62, kind: 'area', heightPx: 220 },
  ];
  return layoutAnswerCard(questions);
}

/** Every 50th page carries a damaged student number (blank, doubled or faint column): it must be flagged. */
export const damagedStudentNo = (seed: number) => seed % 50 === 0;

/**
 * What the generator draws, as far as the kept pages are concerned: bump it when a change of the generator
 * (src/modules/scan-reading/testing) changes the pages it makes, so the bench makes them again.
 */
const GENERATOR_VERSION = 1;

export function pagesDir(profile: ScanProfile): string {
  const hash = createHash('sha256').update(JSON.stringify([GENERATOR_VERSION, benchLayout(), profile])).digest('hex').slice(0, 12);
  const dir = path.join(process.env.BENCH_SCAN_CACHE ?? path.join(os.tmpdir(), 'zyb-scan-bench'), `${profile.name}-${hash}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const imageFile = (dir: string, seed: number) => path.join(dir, `${seed}.jpg`);
const truthFile = (dir: string, seed: number) => path.join(dir, `${seed}.json`);

/** Generates the pages of `seeds` not on disk yet; returns how many it made. */
export async function generatePages(profile: ScanProfile, seeds: readonly number[]): Promise<number> {
  const layout = benchLayout();
  const dir = pagesDir(profile);
  let made = 0;
  for (const seed of seeds) {
    if (existsSync(truthFile(dir, seed))) continue;
    const scan = await generateScan(layout, { seed: seed * 7919 + profile.name.length, profile, qr: { paperGuid: BENCH_PAPER, workCode: 'B1' }, damageStudentNo: damagedStudentNo(seed) });
    writeFileSync(imageFile(dir, seed), scan.image);
    // The truth last: a page counts as generated only once both files are there.
    writeFileSync(truthFile(dir, seed), JSON.stringify(scan.truth));
    made++;
  }
  return made;
}

export const missingPages = (profile: ScanProfile, seeds: readonly number[]) => {
  const dir = pagesDir(profile);
  return seeds.filter((s) => !existsSync(truthFile(dir, s)));
};

export function loadPage(profile: ScanProfile, seed: number): { image: Buffer; truth: CardTruth } {
  const dir = pagesDir(profile);
  return { image: readFileSync(imageFile(dir, seed)), truth: JSON.parse(readFileSync(truthFile(dir, seed), 'utf8')) as CardTruth };
}

/** What one page's reading got right and wrong against its truth. */
export interface PageScore {
  aligned: boolean;
  qrRead: boolean;
  /** The page went to review (any flag that needs a teacher), or failed and was reported. */
  pageFlagged: boolean;
  bubbles: number;
  bubblesRight: number;
  /** Bubbles of the questions not sent to review. */
  bubblesUnflagged: number;
  bubblesUnflaggedRight: number;
  questions: number;
  questionsReview: number;
  questionsWrongUnflagged: number;
  idDamaged: boolean;
  /** An intact number read exactly. */
  idExact: boolean;
  idFlagged: boolean;
  idSilentlyWrong: boolean;
}

/**
 * Judges a reading. A question counts as flagged when it is sent to review (ambiguous) or its page is not read at all
 * (failed alignment, unknown page: the page itself is reported); it is wrong when the letters read differ from what
 * the student meant. A student number is flagged when the reader gives none.
 */
export function scorePage(truth: CardTruth, r: ScanPageReading): PageScore {
  const aligned = r.status !== 'failed';
  const s: PageScore = {
    aligned,
    qrRead: !!r.qr,
    pageFlagged: r.status !== 'read',
    bubbles: 0,
    bubblesRight: 0,
    bubblesUnflagged: 0,
    bubblesUnflaggedRight: 0,
    questions: 0,
    questionsReview: 0,
    questionsWrongUnflagged: 0,
    idDamaged: truth.studentNoDamaged,
    idExact: false,
    idFlagged: false,
    idSilentlyWrong: false,
  };
  const byNo = new Map(r.answers.map((a) => [a.no, a]));
  for (const t of truth.answers) {
    const read = byNo.get(t.no);
    const review = !read || read.flags.includes('ambiguous');
    s.questions++;
    if (review) s.questionsReview++;
    const options = read?.options ?? ['A', 'B', 'C', 'D'];
    for (const o of options) {
      const right = t.selected.includes(o) === (read?.selected.includes(o) ?? false);
      s.bubbles++;
      if (right) s.bubblesRight++;
      if (!review) {
        s.bubblesUnflagged++;
        if (right) s.bubblesUnflaggedRight++;
      }
    }
    if (!review && [...t.selected].sort().join() !== [...read!.selected].sort().join()) s.questionsWrongUnflagged++;
  }
  // A damaged number read as the student meant it (a faint mark still over the threshold) is right, not a guess.
  const value = r.studentNo?.value ?? null;
  if (value === null) s.idFlagged = true;
  else if (value === truth.studentNo) s.idExact = !truth.studentNoDamaged;
  else s.idSilentlyWrong = true;
  return s;
}

export type Totals = { pages: number } & { [K in keyof PageScore]: number };

export function addScore(t: Totals | null, s: PageScore): Totals {
  const out = t ?? ({ pages: 0 } as Totals);
  out.pages = (out.pages ?? 0) + 1;
  for (const [k, v] of Object.entries(s) as [keyof PageScore, number | boolean][]) out[k] = (out[k] ?? 0) + Number(v);
  return out;
}

export function mergeTotals(a: Totals | null, b: Totals | null): Totals | null {
  if (!a) return b;
  if (!b) return a;
  const out = { ...a };
  for (const [k, v] of Object.entries(b) as [keyof Totals, number][]) out[k] = (out[k] ?? 0) + v;
  return out;
}
