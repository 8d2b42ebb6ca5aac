import katex from 'katex';
import { PdfRenderer, type PdfDocument } from '../src/lib/pdf/index.js';
import { pagesOf, sustainedPdfLoad } from './pdf-throughput.js';

/**
 * The shared PDF renderer (issue 10 item 3): a paper-like page of 20 questions with Chinese text and KaTeX formulas,
 * rendered warm one at a time (latency) and for a few seconds with 1 and 4 callers at once on a pool of 2 pages
 * (pages per second). Also the memory of the Chromium processes is left to the caller's `ps`; this prints the
 * server's own heap.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function paperPage(n: number): PdfDocument {
  const questions = Array.from({ length: 20 }, (_, i) => {
    const f = katex.renderToString(`\\frac{${i + 1}}{${i + 2}}x^2 + ${i}x - \\sqrt{${i + 3}} = 0`);
    return `<li>已知方程 ${f}，求 x 的值，并说明理由。（${5}分）</li>`;
  }).join('');
  return { title: `试卷 ${n}`, html: `<h1 style="text-align:center">七年级数学期中试卷（第${n}份）</h1><ol>${questions}</ol>`, css: 'li{margin:6px 0}' };
}

export async function benchPdf(): Promise<void> {
  const renderer = new PdfRenderer({ pages: 2 });
  try {
    const coldStart = performance.now();
    const first = await renderer.render(paperPage(0));
    const cold = performance.now() - coldStart;
    const pagesPerDoc = pagesOf(first);
    const warm: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await renderer.render({ html: `<p>学生答题卡 ${i}：姓名＿＿＿＿ 学号＿＿＿＿</p>` });
      warm.push(performance.now() - t);
    }
    warm.sort((a, b) => a - b);
    console.log(`PDF        first render (browser start)   ${Math.round(cold)} ms; paper of 20 questions = ${pagesPerDoc} page(s), ${Math.round(first.length / 1024)} KB`);
    console.log(`PDF        warm single page               p50 ${Math.round(warm[5]!)} ms  max ${Math.round(warm[9]!)} ms`);
    for (const concurrency of [1, 4]) {
      const r = await sustainedPdfLoad(renderer, paperPage, concurrency, SECONDS);
      console.log(`PDF        ${concurrency} concurrent (pool of 2 pages)    ${(r.pages / r.seconds).toFixed(1)} pages/s, ${(r.docs / r.seconds).toFixed(1)} papers/s over ${r.seconds.toFixed(1)} s`);
    }
    console.log(`PDF        server heap after              ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MB`);
  } finally {
    await renderer.close();
  }
}
