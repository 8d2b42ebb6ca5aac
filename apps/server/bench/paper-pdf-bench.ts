import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_PAPER_PRINT_SETTINGS, paperPrintDocument, type PrintDocument, type PrintPaper } from '@zuoyeben/shared';
import { PdfRenderer } from '../src/lib/pdf/index.js';
import { pagesOf, sustainedPdfLoad } from './pdf-throughput.js';
import { richTextToHtml } from '../src/lib/rich-text-html.js';
import { answerCardDocument } from '../src/modules/paper-print/paper-print.service.js';

/**
 * Paper PDFs as the paper-print module makes them (issue 10 item 3): a laid-out paper of 20 questions (Chinese text,
 * KaTeX formulas, an SVG figure, answer areas) and its answer card, on the renderer the app uses (one Chromium, a pool
 * of 2 pages). Figures: cold and warm ms, pages per second with 1 and 4 callers at once, and the resident memory of
 * the Chromium processes before and after the sustained runs (memory must stay bounded).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FIGURE = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><polygon points="10,70 60,10 110,70" fill="none" stroke="black"/><text x="55" y="78" font-size="10">B</text></svg>';

function benchPaper(n: number): PrintPaper {
  const choice = (i: number) => ({
    type: 1,
    stem: `已知方程 $\\frac{${i + 1}}{${i + 2}}x^2 + ${i}x - \\sqrt{${i + 3}} = 0$，下列说法正确的是（　　）${i === 3 ? FIGURE : ''}`,
    options: ['A', 'B', 'C', 'D'].map((label, k) => ({ label, text: `$x_${k + 1} = ${k - 1}$` })),
    answer: ['B'],
    explanation: '由求根公式可得。',
    score: 3,
    answerAreaHeight: null,
  });
  const blank = (i: number) => ({ type: 4, stem: `计算：$(-${i})^2 - 2 \\times ${i}$ = ____。`, options: [], answer: [`${i * i - 2 * i}`], explanation: '', score: 3, answerAreaHeight: 60 });
  const solve = (i: number) => ({ type: 5, stem: `解方程组 $\\begin{cases} x + y = ${i} \\\\ x - y = 1 \\end{cases}$，并写出解题过程。`, options: [], answer: ['略'], explanation: '', score: 8, answerAreaHeight: 160 });
  return {
    title: `七年级数学期中试卷（第${n}份）`,
    subtitle: '数学 · 七年级',
    groups: [
      { name: '单选题', items: Array.from({ length: 10 }, (_, i) => choice(i)) },
      { name: '填空题', items: Array.from({ length: 5 }, (_, i) => blank(i + 2)) },
      { name: '解答题', items: Array.from({ length: 5 }, (_, i) => solve(i + 3)) },
    ],
  };
}

const paperDoc = (n: number): PrintDocument => paperPrintDocument(benchPaper(n), DEFAULT_PAPER_PRINT_SETTINGS, richTextToHtml);

/**
 * Memory (MB) of this process's descendants, the Chromium the renderer started: their private pages (USS: private
 * clean + dirty), which neither double-counts what Chromium's processes share nor moves with other Chromiums on the
 * machine (as PSS would).
 */
function chromiumUssMb(): number {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let totalKb = 0;
  for (const pid of parent.keys()) {
    if (!isDescendant(pid)) continue;
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      for (const field of ['Private_Clean', 'Private_Dirty']) totalKb += Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    } catch {
      /* gone meanwhile */
    }
  }
  return Math.round(totalKb / 1024);
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const max = (xs: number[]) => Math.max(...xs);

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await f();
  return [out, performance.now() - t];
}

export async function benchPaperPdf(): Promise<void> {
  const renderer = new PdfRenderer({ pages: 2 });
  try {
    const [first, cold] = await timed(() => renderer.render(paperDoc(0)));
    const memStart = chromiumUssMb();
    const warm: number[] = [];
    for (let i = 1; i <= 6; i++) warm.push((await timed(() => renderer.render(paperDoc(i))))[1]);
    console.log(`PaperPDF   paper of 20 questions          cold ${Math.round(cold)} ms (browser start), warm p50 ${Math.round(p50(warm))} ms max ${Math.round(max(warm))} ms; ${pagesOf(first)} A4 pages, ${Math.round(first.length / 1024)} KB`);
    console.log(`PaperPDF   Chromium memory (USS)          ${memStart} MB after the first paper (one browser, 2 pages)`);
    const card: number[] = [];
    let cardPages = 0;
    for (let i = 0; i < 8; i++) {
      const [pdf, ms] = await timed(async () => renderer.render(await answerCardDocument(benchPaper(i), '00000000-0000-4000-8000-000000000001', `W${i}`)));
      card.push(ms);
      cardPages = pagesOf(pdf);
    }
    console.log(`PaperPDF   answer card (layout+QR+render) warm p50 ${Math.round(p50(card))} ms max ${Math.round(max(card))} ms; ${cardPages} page(s)`);
    for (const concurrency of [1, 4]) {
      const r = await sustainedPdfLoad(renderer, paperDoc, concurrency, SECONDS);
      console.log(`PaperPDF   ${concurrency} concurrent (pool of 2 pages)    ${r.pagesPerSecond.toFixed(1)} pages/s, ${r.docsPerSecond.toFixed(2)} papers/s over ${r.seconds.toFixed(1)} s; Chromium USS then ${chromiumUssMb()} MB`);
    }
  } finally {
    await renderer.close();
  }
}
