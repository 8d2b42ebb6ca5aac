import sharp from 'sharp';
import { readScanPage } from '../src/modules/scan-reading/read-page.js';
import { SCAN_PROFILES } from '../src/modules/scan-reading/testing/scan-profiles.js';
import { addScore, BENCH_PAPER, benchLayout, generatePages, loadPage, scorePage, type ProfileName, type Totals } from './scan-reading-pages.js';

/**
 * One worker of the scan-reading bench, in its own process (as a reading job worker would be): it generates pages
 * into the cache, or reads pages from it and reports what it read right, its time per page (wall and CPU, this process
 * alone) and its peak memory. One libvips thread: a worker beside another must not borrow its core.
 */
export type ChildRequest =
  | { kind: 'generate'; profile: ProfileName; seeds: number[] }
  | { kind: 'warm'; profile: ProfileName; seed: number }
  | { kind: 'read'; profile: ProfileName; seeds: number[] };

export interface ReadReport {
  totals: Totals | null;
  ms: number[];
  cpuMs: number[];
  wallMs: number;
  cpuMsTotal: number;
  /** Peak resident memory of this worker process (getrusage maxrss). */
  maxRssMb: number;
}

sharp.concurrency(1);
const layout = benchLayout();

async function handle(req: ChildRequest): Promise<unknown> {
  const profile = SCAN_PROFILES[req.profile];
  if (req.kind === 'generate') return { made: await generatePages(profile, req.seeds) };
  if (req.kind === 'warm') {
    const { image } = loadPage(profile, req.seed);
    await readScanPage(image, layout, { expected: { paperGuid: BENCH_PAPER } });
    return { ready: true };
  }
  let totals: Totals | null = null;
  const ms: number[] = [];
  const cpuMs: number[] = [];
  let wallMs = 0;
  let cpuMsTotal = 0;
  for (const seed of req.seeds) {
    const { image, truth } = loadPage(profile, seed);
    const t = performance.now();
    const c = process.cpuUsage();
    const r = await readScanPage(image, layout, { expected: { paperGuid: BENCH_PAPER } });
    const wall = performance.now() - t;
    const used = process.cpuUsage(c);
    ms.push(wall);
    cpuMs.push((used.user + used.system) / 1000);
    wallMs += wall;
    cpuMsTotal += (used.user + used.system) / 1000;
    totals = addScore(totals, scorePage(truth, r));
  }
  return { totals, ms, cpuMs, wallMs, cpuMsTotal, maxRssMb: process.resourceUsage().maxRSS / 1024 } satisfies ReadReport;
}

process.on('message', (req: ChildRequest) => {
  handle(req).then(
    (reply) => process.send!({ ok: true, reply }),
    (error: Error) => process.send!({ ok: false, error: error.stack ?? String(error) }),
  );
});
