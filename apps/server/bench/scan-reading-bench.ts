import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { SCAN_PROFILES, type ScanProfile } from '../src/modules/scan-reading/testing/scan-profiles.js';
import type { ChildRequest, ReadReport } from './scan-reading-child.js';
import { mergeTotals, missingPages, pagesDir, type ProfileName, type Totals } from './scan-reading-pages.js';

/**
 * Reading scanned answer cards (issue 13; targets T1–T4, T7 and T10 of docs/research-omr-pdf.md §8) over generated
 * pages of a 60-question card with an 8-digit student number, per profile (typical, hard); 2 % of the pages carry a
 * damaged student number that must be flagged. Pages are generated once and kept on disk (BENCH_SCAN_CACHE, default
 * the system's temp folder); generation is not timed. Reading runs in worker processes, as the reading jobs would:
 * one worker reads every page (accuracy, time and memory per worker), then two workers read them together
 * (throughput of the pair). Times are printed in wall and in CPU time (the machine may be shared) with the load
 * average, and each figure against its target as PASS or FAIL; asserts nothing.
 */
const PAGES = Number(process.env.BENCH_SCAN_PAGES ?? 500);
/** BENCH_SCAN_PROFILES=hard (or typical) runs one profile. */
const PROFILES = (process.env.BENCH_SCAN_PROFILES ?? 'typical,hard').split(',') as ProfileName[];

interface Worker {
  call<T>(req: ChildRequest): Promise<T>;
  stop(): void;
}

function startWorker(): Worker {
  const child = fork(fileURLToPath(new URL('./scan-reading-child.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  let pending: { resolve(v: unknown): void; reject(e: Error): void } | null = null;
  child.on('message', (m: { ok: boolean; reply?: unknown; error?: string }) => {
    const p = pending;
    pending = null;
    if (m.ok) p?.resolve(m.reply);
    else p?.reject(new Error(m.error));
  });
  child.on('exit', (code) => pending?.reject(new Error(`scan bench worker exited with ${code}`)));
  return {
    call: <T>(req: ChildRequest) =>
      new Promise<T>((resolve, reject) => {
        pending = { resolve: resolve as (v: unknown) => void, reject };
        child.send(req);
      }),
    stop: () => child.kill(),
  };
}


const pct = (a: number, b: number) => (b ? (100 * a) / b : 0);
const fmt = (x: number, digits = 3) => `${x.toFixed(digits)} %`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

interface Targets {
  alignment: number;
  bubbles: number;
  /** Judge bubbles only on questions not sent to review (the hard profile's light and erased marks are review's job). */
  bubblesOfUnflagged: boolean;
  unflagged: number;
  review: number;
  idExact: number | null;
  speed: boolean;
}
const TARGETS: Record<ProfileName, Targets> = {
  // T1 99.9 %, T2 99.95 %, T3 0.05 % / 1 %, T4 exact 99.5 %, T7.
  typical: { alignment: 99.9, bubbles: 99.95, bubblesOfUnflagged: false, unflagged: 0.05, review: 1, idExact: 99.5, speed: true },
  // T1 99 %, T2 (geomhard) 99.9 %, T10 (light and erased marks) 0.5 % unflagged / 10 % review.
  hard: { alignment: 99, bubbles: 99.9, bubblesOfUnflagged: true, unflagged: 0.5, review: 10, idExact: null, speed: false },
};
/** T7: per worker ≥ 4 pages/s, median ≤ 300 ms, p95 ≤ 500 ms; ≥ 6 pages/s with 2 workers; ≤ 400 MB per worker. */
const T7 = { perWorker: 4, medianMs: 300, p95Ms: 500, twoWorkers: 6, rssMb: 400 };

/** `n` fresh workers, each warmed on its first page, then reading its share of `seeds` all at once. */
async function readOn(n: number, profile: ProfileName, seeds: number[]): Promise<{ reports: ReadReport[]; wallMs: number }> {
  const shares = Array.from({ length: n }, (_, i) => seeds.filter((_, k) => k % n === i));
  const workers = shares.map(() => startWorker());
  try {
    await Promise.all(workers.map((w, i) => w.call({ kind: 'warm', profile, seed: shares[i]![0]! })));
    const t = performance.now();
    const reports = await Promise.all(workers.map((w, i) => w.call<ReadReport>({ kind: 'read', profile, seeds: shares[i]! })));
    return { reports, wallMs: performance.now() - t };
  } finally {
    for (const w of workers) w.stop();
  }
}

async function ensurePages(profile: ScanProfile, seeds: number[]) {
  const missing = missingPages(profile, seeds);
  if (missing.length === 0) return;
  const t = performance.now();
  console.log(`  generating ${missing.length} pages into ${pagesDir(profile)} (not timed; kept for later runs)…`);
  const workers = [startWorker(), startWorker()];
  try {
    await Promise.all(workers.map((w, i) => w.call({ kind: 'generate', profile: profile.name as ProfileName, seeds: missing.filter((_, k) => k % 2 === i) })));
  } finally {
    for (const w of workers) w.stop();
  }
  console.log(`  generated in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

function printAccuracy(profile: ScanProfile, t: Totals, targets: Targets) {
  const alignment = pct(t.aligned, t.pages);
  const bubbles = pct(t.bubblesRight, t.bubbles);
  const bubblesUnflagged = pct(t.bubblesUnflaggedRight, t.bubblesUnflagged);
  const unflagged = pct(t.questionsWrongUnflagged, t.questions);
  const review = pct(t.questionsReview, t.questions);
  const intact = t.pages - t.idDamaged;
  const idExact = pct(t.idExact, intact);
  const judgedBubbles = targets.bubblesOfUnflagged ? bubblesUnflagged : bubbles;
  console.log(`  T1 alignment success          ${fmt(alignment)} (${t.pages - t.aligned} of ${t.pages} pages failed, each reported)  target ≥ ${targets.alignment} %: ${verdict(alignment >= targets.alignment)}`);
  console.log(`  T5 QR page identity           ${fmt(pct(t.qrRead, t.aligned))} of aligned pages`);
  console.log(`  T2 bubble accuracy            ${fmt(bubbles)} (${t.bubbles - t.bubblesRight} wrong of ${t.bubbles}); on questions not sent to review ${fmt(bubblesUnflagged)} (${t.bubblesUnflagged - t.bubblesUnflaggedRight} wrong of ${t.bubblesUnflagged})`);
  console.log(`     target ≥ ${targets.bubbles} %${targets.bubblesOfUnflagged ? ' on questions not sent to review' : ''}: ${verdict(judgedBubbles >= targets.bubbles)}`);
  console.log(`  T3 questions wrong, unflagged ${fmt(unflagged)} (${t.questionsWrongUnflagged} of ${t.questions})  target ≤ ${targets.unflagged} %: ${verdict(unflagged <= targets.unflagged)}`);
  console.log(`  T3 review rate (questions)    ${fmt(review)} (${t.questionsReview}); pages to review or reported ${fmt(pct(t.pageFlagged, t.pages))}  target ≤ ${targets.review} %: ${verdict(review <= targets.review)}`);
  console.log(
    `  T4 student numbers            silently wrong ${t.idSilentlyWrong} (target 0: ${verdict(t.idSilentlyWrong === 0)}); damaged ${t.idDamaged}, flagged ${t.idFlagged}; intact read exactly ${fmt(idExact)}` +
      (targets.idExact === null ? '' : `  target ≥ ${targets.idExact} %: ${verdict(idExact >= targets.idExact)}`),
  );
}

async function benchProfile(profile: ScanProfile) {
  const name = profile.name as ProfileName;
  const targets = TARGETS[name];
  const seeds = Array.from({ length: PAGES }, (_, i) => i + 1);
  console.log(`scan reading, ${name}: ${PAGES} pages (${profile.dpi} dpi grey JPEG, 60 questions × 4 bubbles + 8-digit number)`);
  await ensurePages(profile, seeds);

  // One worker reads every page: accuracy, time per page, memory.
  const loadOne = load();
  const { reports: [one] } = await readOn(1, name, seeds);
  printAccuracy(profile, one!.totals!, targets);
  const wallRate = (1000 * PAGES) / one!.wallMs;
  const cpuRate = (1000 * PAGES) / one!.cpuMsTotal;
  const median = quantile(one!.ms, 0.5);
  const p95 = quantile(one!.ms, 0.95);
  const cpuMedian = quantile(one!.cpuMs, 0.5);
  const cpuP95 = quantile(one!.cpuMs, 0.95);
  console.log(`  T7 one worker, wall           ${wallRate.toFixed(1)} pages/s, median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (load average ${loadOne} → ${load()}, ${os.cpus().length} cores)`);
  console.log(`  T7 one worker, CPU time       ${cpuRate.toFixed(1)} pages/s, median ${cpuMedian.toFixed(0)} ms, p95 ${cpuP95.toFixed(0)} ms of CPU per page`);
  console.log(`  T7 memory per worker          peak RSS ${one!.maxRssMb.toFixed(0)} MB`);

  // Two workers read the pages together (as two reading jobs on the 2-core machine).
  const loadTwo = load();
  const { reports: pair, wallMs: pairWall } = await readOn(2, name, seeds);
  const pairRate = (1000 * PAGES) / pairWall;
  const pairCpuRate = (1000 * PAGES) / Math.max(...pair.map((r) => r.cpuMsTotal));
  const pairTotals = pair.reduce<Totals | null>((t, r) => mergeTotals(t, r.totals), null)!;
  const same = pairTotals.questionsWrongUnflagged === one!.totals!.questionsWrongUnflagged && pairTotals.bubblesRight === one!.totals!.bubblesRight;
  console.log(
    `  T7 two workers                ${pairRate.toFixed(1)} pages/s wall (load average ${loadTwo} → ${load()}); ${pairCpuRate.toFixed(1)} pages/s by CPU time, each on its own core; peak RSS ${pair.map((r) => r.maxRssMb.toFixed(0)).join(' and ')} MB${same ? '' : ' (readings differ from one worker!)'}`,
  );
  if (targets.speed) {
    const rss = Math.max(one!.maxRssMb, ...pair.map((r) => r.maxRssMb));
    console.log(
      `  T7 verdicts                   per worker ≥ ${T7.perWorker} pages/s: wall ${verdict(wallRate >= T7.perWorker)}, CPU ${verdict(cpuRate >= T7.perWorker)}; median ≤ ${T7.medianMs} ms and p95 ≤ ${T7.p95Ms} ms: wall ${verdict(median <= T7.medianMs && p95 <= T7.p95Ms)}, CPU ${verdict(cpuMedian <= T7.medianMs && cpuP95 <= T7.p95Ms)}; ` +
        `2 workers ≥ ${T7.twoWorkers} pages/s: wall ${verdict(pairRate >= T7.twoWorkers)}, CPU ${verdict(pairCpuRate >= T7.twoWorkers)}; RSS ≤ ${T7.rssMb} MB: ${verdict(rss <= T7.rssMb)}`,
    );
  }
}

export async function benchScanReading() {
  for (const profile of [SCAN_PROFILES.typical, SCAN_PROFILES.hard]) if (PROFILES.includes(profile.name)) await benchProfile(profile);
}
