import type { PdfDocument, PdfRenderer } from '../src/lib/pdf/index.js';

/** Pages of a PDF made by Chromium, counted from its page objects. */
export const pagesOf = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/**
 * Renders documents from `documentOf` back to back with `concurrency` callers for `seconds`, as sustained load on the
 * shared renderer: how many documents and pages came out, and over how long.
 */
export async function sustainedPdfLoad(renderer: PdfRenderer, documentOf: (n: number) => PdfDocument, concurrency: number, seconds: number) {
  const end = performance.now() + seconds * 1000;
  let docs = 0;
  let pages = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const pdf = await renderer.render(documentOf(docs++));
        pages += pagesOf(pdf);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { docs, pages, seconds: elapsed, pagesPerSecond: pages / elapsed, docsPerSecond: docs / elapsed };
}
