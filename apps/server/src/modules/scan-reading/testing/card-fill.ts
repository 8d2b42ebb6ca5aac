import type { AnswerCardLayout, CardBox } from '@zuoyeben/shared';
import type { Rng } from './seeded-random.js';
import type { ScanProfile } from './scan-profiles.js';

/** One pencil mark drawn on the card: a filled ellipse over a bubble, a little off and not quite its size. */
export interface PencilMark {
  box: CardBox;
  grey: number;
  scale: number;
  dxMm: number;
  dyMm: number;
}

/** What the student meant, the ground truth a reading is judged against. */
export interface CardTruth {
  page: number;
  /** Page 1 only: the student number filled in. */
  studentNo: string | null;
  /** True when the generator damaged the number on purpose (a column blank, doubled or faint): it must be flagged. */
  studentNoDamaged: boolean;
  answers: { no: number; selected: string[] }[];
}

export interface FillOptions {
  studentNo?: string;
  /** Damage one column of the student number (a test of "never guess"). */
  damageStudentNo?: boolean;
  /** Force chosen answers by question number (other questions are random). */
  answers?: Record<number, string[]>;
}

const markOf = (box: CardBox, grey: number, rng: Rng): PencilMark => ({
  box,
  grey,
  scale: rng.range(0.85, 1.08),
  dxMm: rng.range(-0.35, 0.35),
  dyMm: rng.range(-0.25, 0.25),
});

/** Fills one page of a card from the seed: the student number on page 1, and every choice question. */
export function fillCard(layout: AnswerCardLayout, pageNo: number, profile: ScanProfile, rng: Rng, options: FillOptions = {}): { marks: PencilMark[]; truth: CardTruth } {
  const page = layout.pages[pageNo - 1]!;
  const marks: PencilMark[] = [];
  const strong = () => (rng.chance(profile.lightShare) ? rng.range(...profile.lightGrey) : rng.range(...profile.markGrey));
  let studentNo: string | null = null;
  let damaged = false;
  if (page.student) {
    const digits = page.student.bubbles.length;
    studentNo = options.studentNo ?? Array.from({ length: digits }, () => rng.int(0, 9)).join('');
    const broken = options.damageStudentNo ? rng.int(0, digits - 1) : -1;
    page.student.bubbles.forEach((column, c) => {
      const digit = Number(studentNo![c]);
      if (c !== broken) {
        marks.push(markOf(column[digit]!, rng.range(...profile.markGrey), rng));
        return;
      }
      damaged = true;
      const how = rng.int(0, 2);
      if (how === 1) {
        marks.push(markOf(column[digit]!, rng.range(...profile.markGrey), rng));
        marks.push(markOf(column[(digit + rng.int(1, 9)) % 10]!, rng.range(...profile.markGrey), rng));
      } else if (how === 2) marks.push(markOf(column[digit]!, rng.range(185, 200), rng));
      // how === 0: the column is left blank.
    });
  }
  const answers = page.choices.map((row) => {
    const n = row.bubbles.length;
    let chosen: number[];
    const forced = options.answers?.[row.no];
    if (forced) chosen = forced.map((o) => row.bubbles.findIndex((b) => b.option === o)).filter((i) => i >= 0);
    else if (rng.chance(profile.blankShare)) chosen = [];
    else if (rng.chance(profile.multiShare) && n > 1) {
      const a = rng.int(0, n - 1);
      chosen = [a, (a + rng.int(1, n - 1)) % n].sort((x, y) => x - y);
    } else chosen = [rng.int(0, n - 1)];
    for (const i of chosen) marks.push(markOf(row.bubbles[i]!.box, strong(), rng));
    const others = row.bubbles.map((_, i) => i).filter((i) => !chosen.includes(i));
    if (others.length && rng.chance(profile.residueShare)) {
      const m = markOf(row.bubbles[rng.pick(others)]!.box, rng.range(...profile.residueGrey), rng);
      marks.push({ ...m, scale: m.scale * rng.range(0.6, 1) });
    }
    return { no: row.no, selected: chosen.map((i) => row.bubbles[i]!.option) };
  });
  return { marks, truth: { page: pageNo, studentNo, studentNoDamaged: damaged, answers } };
}

/** The marks as SVG elements in millimetre units. */
export function marksSvg(marks: readonly PencilMark[]): string {
  return marks
    .map((m) => {
      const g = Math.round(m.grey);
      const cx = m.box.x + m.box.w / 2 + m.dxMm;
      const cy = m.box.y + m.box.h / 2 + m.dyMm;
      return `<ellipse cx="${cx.toFixed(2)}" cy="${cy.toFixed(2)}" rx="${((m.box.w / 2) * m.scale).toFixed(2)}" ry="${((m.box.h / 2) * m.scale).toFixed(2)}" fill="rgb(${g},${g},${g})"/>`;
    })
    .join('');
}
