import sharp from 'sharp';
import { layoutAnswerCard, type AnswerCardLayout, type CardQuestion } from '@zuoyeben/shared';
import { readScanPage } from '../src/modules/scan-reading/read-page.js';
import { generateScan } from '../src/modules/scan-reading/testing/generate-scan.js';
import { SCAN_PROFILES, type ScanProfile } from '../src/modules/scan-reading/testing/scan-profiles.js';

/**
 * Reading scanned answer cards (issue 13, targets T1–T4, T7, T10 of docs/research-omr-pdf.md §8): generated pages of
 * a 60-question card with an 8-digit student number, per profile (typical, hard), each page read once. Generation is
 * not timed; reading is, in wall and in CPU time (the machine may be shared), in one process with one libvips thread. 2 % of the pages carry a damaged student number that must
 * be flagged. Prints figures; asserts nothing.
 */
const PAGES = Number(process.env.BENCH_SCAN_PAGES ?? 500);
/** BENCH_SCAN_PROFILES=hard (or typical) runs one profile. */
const PROFILES = (process.env.BENCH_SCAN_PROFILES ?? 'typical,hard').split(',');

function benchLayout(): AnswerCardLayout {
  const questions: CardQuestion[] = [
    ...Array.from({ length: 60 }, (_, i) => ({ no: i + 1, kind: 'choice' as const, options: ['A', 'B', 'C', 'D'] })),
    { no: 61, kind: 'area', heightPx: 150 },
    { no: 62, kind: 'area', heightPx: 220 },
  ];
  return layoutAnswerCard(questions);
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(3)} %` : '–');
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

async function benchProfile(layout: AnswerCardLayout, profile: ScanProfile) {
  const paperGuid = 'bench-paper';
  let aligned = 0;
  let qrRead = 0;
  let bubbles = 0;
  let bubblesRight = 0;
  let questions = 0;
  let questionsWrongUnflagged = 0;
  let questionsReview = 0;
  let ids = 0;
  let idsExact = 0;
  let idsSilentlyWrong = 0;
  let damaged = 0;
  let damagedFlagged = 0;
  const ms: number[] = [];
  const cpuMs: number[] = [];
  let peakRss = 0;
  for (let seed = 1; seed <= PAGES; seed++) {
    const scan = await generateScan(layout, { seed: seed * 7919 + profile.name.length, profile, qr: { paperGuid, workCode: 'B1' }, damageStudentNo: seed % 50 === 0 });
    const t = performance.now();
    const c = process.cpuUsage();
    const r = await readScanPage(scan.image, layout, { expected: { paperGuid } });
    ms.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpuMs.push((used.user + used.system) / 1000);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (r.status === 'failed') continue;
    aligned++;
    if (r.qr) qrRead++;
    scan.truth.answers.forEach((truth, i) => {
      const read = r.answers[i];
      const options = read?.options ?? [];
      for (const o of options) {
        bubbles++;
        if (truth.selected.includes(o) === (read?.selected.includes(o) ?? false)) bubblesRight++;
      }
      questions++;
      const review = read?.flags.includes('ambiguous') ?? true;
      if (review) questionsReview++;
      if (!review && truth.selected.join() !== read!.selected.join()) questionsWrongUnflagged++;
    });
    ids++;
    const value = r.studentNo?.value ?? null;
    if (scan.truth.studentNoDamaged) {
      damaged++;
      if (value === null) damagedFlagged++;
      else if (value !== scan.truth.studentNo) idsSilentlyWrong++;
    } else if (value === scan.truth.studentNo) idsExact++;
    else if (value !== null) idsSilentlyWrong++;
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(`scan reading, ${profile.name}: ${PAGES} pages (${profile.dpi} dpi JPEG, 60 questions × 4 bubbles + 8-digit number)`);
  console.log(`  alignment success       ${pct(aligned, PAGES)} (${PAGES - aligned} failed, reported)`);
  console.log(`  QR page identity        ${pct(qrRead, aligned)} of aligned pages`);
  console.log(`  bubble accuracy         ${pct(bubblesRight, bubbles)} (${bubbles - bubblesRight} wrong of ${bubbles})`);
  console.log(`  questions wrong, unflagged ${pct(questionsWrongUnflagged, questions)} (${questionsWrongUnflagged} of ${questions})`);
  console.log(`  review rate (questions) ${pct(questionsReview, questions)}`);
  console.log(`  student numbers exact   ${pct(idsExact, ids - damaged)} of intact; damaged ones flagged ${damagedFlagged}/${damaged}; silently wrong ${idsSilentlyWrong}`);
  console.log(`  reading wall ms/page median ${quantile(ms, 0.5).toFixed(0)}, p95 ${quantile(ms, 0.95).toFixed(0)} → ${(1000 / mean(ms)).toFixed(1)} pages/s`);
  console.log(`  reading CPU ms/page median ${quantile(cpuMs, 0.5).toFixed(0)}, p95 ${quantile(cpuMs, 0.95).toFixed(0)} → ${(1000 / mean(cpuMs)).toFixed(1)} pages/s per worker on its own core; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`);
}

export async function benchScanReading() {
  // One libvips thread: the figures are per worker, as a reading worker would run beside others.
  sharp.concurrency(1);
  const layout = benchLayout();
  for (const profile of [SCAN_PROFILES.typical, SCAN_PROFILES.hard]) if (PROFILES.includes(profile.name)) await benchProfile(layout, profile);
}
